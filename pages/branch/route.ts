import { SERVICE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'branch',
  policy: SERVICE_PAGE,
  routes: [
    {
      name: 'branch-slug',
      pattern: '/pobocky/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
