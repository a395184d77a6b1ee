import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'activate',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'user-activate',
      pattern: '/aktivovat',
    },
  ],
} as const satisfies PageRoutes;
