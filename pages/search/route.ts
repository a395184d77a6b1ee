import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'search',
  policy: { ...CATALOGUE_PAGE, index: false, offers: false },
  routes: [
    {
      name: 'search',
      pattern: '/hladat',
    },
  ],
} as const satisfies PageRoutes;
