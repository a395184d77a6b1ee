import { CHECKOUT_STEP } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-finished',
  policy: CHECKOUT_STEP,
  routes: [
    {
      name: 'checkout-finished',
      pattern: '/kosik/dokoncenie',
    },
  ],
} as const satisfies PageRoutes;
