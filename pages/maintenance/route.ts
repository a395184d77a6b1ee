import { SERVICE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'maintenance',
  policy: { ...SERVICE_PAGE, sharedCache: 'allowed', index: false },
  routes: [
    {
      name: 'maintenance',
      pattern: '/udrzba',
    },
  ],
} as const satisfies PageRoutes;
