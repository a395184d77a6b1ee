import { SERVICE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'faq',
  policy: SERVICE_PAGE,
  routes: [
    {
      name: 'faq',
      pattern: '/najcastejsie-dotazy',
    },
  ],
} as const satisfies PageRoutes;
