import { SIGN_IN_FLOW } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'forgotten-password',
  policy: SIGN_IN_FLOW,
  routes: [
    {
      name: 'forgotten-password',
      pattern: '/zabudnute-heslo',
    },
  ],
} as const satisfies PageRoutes;
