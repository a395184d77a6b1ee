import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'user-settings',
  policy: {
    auth: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-settings',
      pattern: '/uzivatel/osobni-udaje',
    },
  ],
} as const satisfies PageRoutes;
