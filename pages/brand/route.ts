import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'brand',
  policy: CATALOGUE_PAGE,
  routes: [
    {
      name: 'brand-slug',
      pattern: '/znacky/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
