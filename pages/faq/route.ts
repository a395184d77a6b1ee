import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'faq',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: false,
    logPath: 'path',
  },
  routes: [
    {
      name: 'faq',
      pattern: '/najcastejsie-dotazy',
    },
  ],
} as const satisfies PageRoutes;
