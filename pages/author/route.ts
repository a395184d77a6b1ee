import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'author',
  policy: EDITORIAL_PAGE,
  routes: [
    {
      name: 'author-slug',
      pattern: '/autori/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
