import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-shopping-lists',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-shopping-lists',
      pattern: '/uzivatel/nakupne-zoznamy',
    },
  ],
} as const satisfies PageRoutes;
