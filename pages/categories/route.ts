import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'categories',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'category',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'categories',
      pattern: '/kategorie',
    },
  ],
} as const satisfies PageRoutes;
