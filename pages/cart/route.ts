import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'cart',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'checkout',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'checkout',
      pattern: '/kosik',
    },
  ],
} as const satisfies PageRoutes;
