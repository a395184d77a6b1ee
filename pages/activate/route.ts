import { SIGN_IN_FLOW } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'activate',
  policy: SIGN_IN_FLOW,
  routes: [
    {
      name: 'user-activate',
      pattern: '/aktivovat',
    },
  ],
} as const satisfies PageRoutes;
