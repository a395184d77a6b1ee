import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'brand',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'category',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'brand-slug',
      pattern: '/znacky/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
