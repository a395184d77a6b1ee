import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'article-list',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'articleList',
      pattern: '/nakupny-radca',
    },
  ],
} as const satisfies PageRoutes;
