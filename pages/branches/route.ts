import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'branches',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: false,
    logPath: 'path',
  },
  routes: [
    {
      name: 'branches',
      pattern: '/pobocky',
    },
  ],
} as const satisfies PageRoutes;
