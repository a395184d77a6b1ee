import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'author',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'author-slug',
      pattern: '/autori/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
