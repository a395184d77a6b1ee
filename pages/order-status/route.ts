import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'order-status',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'order-status',
      pattern: '/stav-objednavky',
    },
  ],
} as const satisfies PageRoutes;
