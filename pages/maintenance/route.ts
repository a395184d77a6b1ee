import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'maintenance',
  policy: {
    sharedCache: 'allowed',
    index: false,
    skeleton: 'content',
    offers: false,
    logPath: 'path',
  },
  routes: [
    {
      name: 'maintenance',
      pattern: '/udrzba',
    },
  ],
} as const satisfies PageRoutes;
