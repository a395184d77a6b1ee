import { CHECKOUT_STEP } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'payment-callback',
  policy: CHECKOUT_STEP,
  routes: [
    {
      name: 'payment-callback',
      pattern: '/checkout/payment/callback',
    },
  ],
} as const satisfies PageRoutes;
