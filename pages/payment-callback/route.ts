import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'payment-callback',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'checkout',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'payment-callback',
      pattern: '/checkout/payment/callback',
    },
  ],
} as const satisfies PageRoutes;
