import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'promotions',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'category',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'promotions',
      pattern: '/eroticke-pomocky-v-akcii-na-:product-sk',
    },
  ],
} as const satisfies PageRoutes;
