import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-dashboard',
  policy: USER_AREA,
  routes: [
    {
      name: 'user',
      pattern: '/uzivatel',
    },
    {
      name: 'user-dashboard',
      pattern: '/uzivatel/prehled',
    },
  ],
} as const satisfies PageRoutes;
