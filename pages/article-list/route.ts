import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'article-list',
  policy: EDITORIAL_PAGE,
  routes: [
    {
      name: 'articleList',
      pattern: '/nakupny-radca',
    },
  ],
} as const satisfies PageRoutes;
