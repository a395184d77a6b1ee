import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'home',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'home',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'index',
      pattern: '/',
    },
  ],
} as const satisfies PageRoutes;
