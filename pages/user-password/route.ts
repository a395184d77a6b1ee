import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-password',
  policy: USER_AREA,
  routes: [
    {
      name: 'user-password',
      pattern: '/uzivatel/zmena-hesla',
    },
  ],
} as const satisfies PageRoutes;
