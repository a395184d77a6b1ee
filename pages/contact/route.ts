import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'contact',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: false,
    logPath: 'path',
  },
  routes: [
    {
      name: 'contact',
      pattern: '/kontakt',
    },
  ],
} as const satisfies PageRoutes;
