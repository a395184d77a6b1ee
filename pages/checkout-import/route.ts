import { CHECKOUT_STEP } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-import',
  policy: CHECKOUT_STEP,
  routes: [
    {
      name: 'checkout-import',
      pattern: '/kosik/import-objednavky',
    },
  ],
} as const satisfies PageRoutes;
