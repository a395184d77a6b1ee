import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'login',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'login',
      pattern: '/prihlasit',
    },
  ],
} as const satisfies PageRoutes;
