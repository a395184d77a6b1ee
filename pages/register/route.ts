import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'register',
  policy: {
    criticalStatus: true,
    sharedCache: 'allowed',
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'register',
      pattern: '/registrovat',
    },
  ],
} as const satisfies PageRoutes;
