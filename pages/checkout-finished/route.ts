import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'checkout-finished',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'checkout',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'checkout-finished',
      pattern: '/kosik/dokoncenie',
    },
  ],
} as const satisfies PageRoutes;
