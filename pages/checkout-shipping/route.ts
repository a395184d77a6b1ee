import { CHECKOUT_STEP } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-shipping',
  policy: CHECKOUT_STEP,
  routes: [
    {
      name: 'checkout-methods',
      pattern: '/kosik/doprava-a-platba',
    },
  ],
} as const satisfies PageRoutes;
