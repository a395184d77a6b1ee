import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'categories',
  policy: CATALOGUE_PAGE,
  routes: [
    {
      name: 'categories',
      pattern: '/kategorie',
    },
  ],
} as const satisfies PageRoutes;
