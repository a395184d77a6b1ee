import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-shopping-list',
  policy: USER_AREA,
  routes: [
    {
      name: 'user-shopping-list',
      pattern: '/uzivatel/nakupne-zoznamy/:id',
    },
  ],
} as const satisfies PageRoutes;
