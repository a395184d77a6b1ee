import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'forgotten-password',
  policy: {
    criticalStatus: true,
    index: false,
    skeleton: 'account',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'forgotten-password',
      pattern: '/zabudnute-heslo',
    },
  ],
} as const satisfies PageRoutes;
