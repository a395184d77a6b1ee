import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'product',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'product',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'product-slug',
      pattern: '/produkt/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
