import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'brands',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'category',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'brands',
      pattern: '/znacky',
    },
  ],
} as const satisfies PageRoutes;
