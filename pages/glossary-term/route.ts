import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'glossary-term',
  policy: EDITORIAL_PAGE,
  routes: [
    {
      name: 'glossary-slug',
      pattern: '/eroticky-vykladovy-slovnik/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
