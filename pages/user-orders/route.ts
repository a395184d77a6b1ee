import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-orders',
  policy: USER_AREA,
  routes: [
    {
      name: 'user-orders',
      pattern: '/uzivatel/objednavky',
    },
  ],
} as const satisfies PageRoutes;
