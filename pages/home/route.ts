import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'home',
  policy: { ...CATALOGUE_PAGE, skeleton: 'home' },
  routes: [
    {
      name: 'index',
      pattern: '/',
    },
  ],
} as const satisfies PageRoutes;
