import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'article-list-detail',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'articleList-slug',
      pattern: '/nakupny-radca/:slug',
      edgeIndexed: true,
    },
    {
      name: 'articleList-slug-child',
      pattern: '/nakupny-radca/:slug/:child',
    },
    {
      name: 'articleTag-slug',
      pattern: '/clanky/tag/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
