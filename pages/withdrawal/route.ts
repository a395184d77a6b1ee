import { SIGN_IN_FLOW } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

/**
 * The withdrawal function (Directive 2023/2673, CRD Art. 11a) on both sites; German has its own path
 * (worker/urls/locale-routes.ts). About one order and its shopper: never shared, never indexed.
 */
export const routes = {
  page: 'withdrawal',
  policy: SIGN_IN_FLOW,
  routes: [
    {
      name: 'withdrawal',
      pattern: '/odstupenie-od-zmluvy',
    },
  ],
} as const satisfies PageRoutes;
