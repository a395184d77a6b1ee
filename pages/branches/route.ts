import { SERVICE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'branches',
  policy: SERVICE_PAGE,
  routes: [
    {
      name: 'branches',
      pattern: '/pobocky',
    },
  ],
} as const satisfies PageRoutes;
