import { SERVICE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'infomail',
  policy: { ...SERVICE_PAGE, sharedCache: 'allowed', logPath: 'pattern' },
  routes: [
    {
      name: 'infomail',
      pattern: '/infomail/:slug?',
      edgeIndexed: 'with-param',
    },
  ],
} as const satisfies PageRoutes;
