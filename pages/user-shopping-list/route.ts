import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-shopping-list',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-shopping-list',
      pattern: '/uzivatel/nakupne-zoznamy/:id',
    },
  ],
} as const satisfies PageRoutes;
