import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'authors',
  policy: EDITORIAL_PAGE,
  routes: [
    {
      name: 'authors',
      pattern: '/autori',
    },
  ],
} as const satisfies PageRoutes;
