import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'authors',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'authors',
      pattern: '/autori',
    },
  ],
} as const satisfies PageRoutes;
