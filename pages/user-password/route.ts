import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-password',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-password',
      pattern: '/uzivatel/zmena-hesla',
    },
  ],
} as const satisfies PageRoutes;
