import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-favourites',
  policy: USER_AREA,
  routes: [
    {
      name: 'user-favourites',
      pattern: '/uzivatel/oblubene',
    },
  ],
} as const satisfies PageRoutes;
