import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'article',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'article-slug',
      pattern: '/clanky/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
