import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'glossary',
  policy: EDITORIAL_PAGE,
  routes: [
    {
      name: 'glossary',
      pattern: '/eroticky-vykladovy-slovnik',
    },
  ],
} as const satisfies PageRoutes;
