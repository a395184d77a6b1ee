import { CHECKOUT_STEP } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-delivery',
  policy: CHECKOUT_STEP,
  routes: [
    {
      name: 'checkout-info',
      pattern: '/kosik/dodacie-udaje',
    },
  ],
} as const satisfies PageRoutes;
