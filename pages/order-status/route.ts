import { SIGN_IN_FLOW } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'order-status',
  policy: SIGN_IN_FLOW,
  routes: [
    {
      name: 'order-status',
      pattern: '/stav-objednavky',
    },
  ],
} as const satisfies PageRoutes;
