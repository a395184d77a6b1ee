import { USER_AREA } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-settings',
  policy: USER_AREA,
  routes: [
    {
      name: 'user-settings',
      pattern: '/uzivatel/osobni-udaje',
    },
  ],
} as const satisfies PageRoutes;
