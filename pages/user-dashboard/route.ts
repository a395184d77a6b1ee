import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-dashboard',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user',
      pattern: '/uzivatel',
    },
    {
      name: 'user-dashboard',
      pattern: '/uzivatel/prehled',
    },
  ],
} as const satisfies PageRoutes;
