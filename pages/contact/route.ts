import { SERVICE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'contact',
  policy: SERVICE_PAGE,
  routes: [
    {
      name: 'contact',
      pattern: '/kontakt',
    },
  ],
} as const satisfies PageRoutes;
