import { SIGN_IN_FLOW } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'register',
  policy: { ...SIGN_IN_FLOW, sharedCache: 'allowed' },
  routes: [
    {
      name: 'register',
      pattern: '/registrovat',
    },
  ],
} as const satisfies PageRoutes;
