import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'product',
  policy: { ...CATALOGUE_PAGE, skeleton: 'product' },
  routes: [
    {
      name: 'product-slug',
      pattern: '/produkt/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
