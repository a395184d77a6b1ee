import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-orders',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-orders',
      pattern: '/uzivatel/objednavky',
    },
  ],
} as const satisfies PageRoutes;
