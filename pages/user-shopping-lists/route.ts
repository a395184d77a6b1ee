import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-shopping-lists',
  policy: USER_AREA,
  routes: [
    {
      name: 'user-shopping-lists',
      pattern: '/uzivatel/nakupne-zoznamy',
    },
  ],
} as const satisfies PageRoutes;
