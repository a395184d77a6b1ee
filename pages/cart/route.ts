import { CHECKOUT_STEP } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'cart',
  policy: CHECKOUT_STEP,
  routes: [
    {
      name: 'checkout',
      pattern: '/kosik',
    },
  ],
} as const satisfies PageRoutes;
