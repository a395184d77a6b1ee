import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-import',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'checkout',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'checkout-import',
      pattern: '/kosik/import-objednavky',
    },
  ],
} as const satisfies PageRoutes;
