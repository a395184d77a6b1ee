import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-delivery',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'checkout',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'checkout-info',
      pattern: '/kosik/dodacie-udaje',
    },
  ],
} as const satisfies PageRoutes;
