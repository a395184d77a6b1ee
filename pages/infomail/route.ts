import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'infomail',
  policy: {
    sharedCache: 'allowed',
    index: true,
    skeleton: 'content',
    offers: false,
    logPath: 'pattern',
  },
  routes: [
    {
      name: 'infomail',
      pattern: '/infomail/:slug?',
      edgeIndexed: 'with-param',
    },
  ],
} as const satisfies PageRoutes;
