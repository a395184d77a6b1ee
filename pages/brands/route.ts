import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'brands',
  policy: CATALOGUE_PAGE,
  routes: [
    {
      name: 'brands',
      pattern: '/znacky',
    },
  ],
} as const satisfies PageRoutes;
