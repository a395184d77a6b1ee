import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'reset-password',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'reset-password',
      pattern: '/resetovat-heslo',
    },
  ],
} as const satisfies PageRoutes;
