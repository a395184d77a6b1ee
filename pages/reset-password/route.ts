import { SIGN_IN_FLOW } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'reset-password',
  policy: SIGN_IN_FLOW,
  routes: [
    {
      name: 'reset-password',
      pattern: '/resetovat-heslo',
    },
  ],
} as const satisfies PageRoutes;
