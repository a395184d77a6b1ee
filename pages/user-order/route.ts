import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-order',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-order',
      pattern: '/uzivatel/objednavky/:id',
    },
  ],
} as const satisfies PageRoutes;
