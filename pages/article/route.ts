import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'article',
  policy: EDITORIAL_PAGE,
  routes: [
    {
      name: 'article-slug',
      pattern: '/clanky/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
