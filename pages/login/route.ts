import { SIGN_IN_FLOW } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'login',
  policy: SIGN_IN_FLOW,
  routes: [
    {
      name: 'login',
      pattern: '/prihlasit',
    },
  ],
} as const satisfies PageRoutes;
