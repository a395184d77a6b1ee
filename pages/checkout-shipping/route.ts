import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-shipping',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'checkout',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'checkout-methods',
      pattern: '/kosik/doprava-a-platba',
    },
  ],
} as const satisfies PageRoutes;
