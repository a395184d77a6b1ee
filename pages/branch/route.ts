import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'branch',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: false,
    logPath: 'path',
  },
  routes: [
    {
      name: 'branch-slug',
      pattern: '/pobocky/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
