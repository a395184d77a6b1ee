import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-order',
  policy: USER_AREA,
  routes: [
    {
      name: 'user-order',
      pattern: '/uzivatel/objednavky/:id',
    },
  ],
} as const satisfies PageRoutes;
