import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'article-list-detail',
  policy: EDITORIAL_PAGE,
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
