import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'search',
  policy: {
    sharedCache: 'default',
    index: false,
    skeleton: 'category',
    offers: false,
    logPath: 'path',
  },
  routes: [
    {
      name: 'search',
      pattern: '/hladat',
    },
  ],
} as const satisfies PageRoutes;
