import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-favourites',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-favourites',
      pattern: '/uzivatel/oblubene',
    },
  ],
} as const satisfies PageRoutes;
