import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'promotions',
  policy: CATALOGUE_PAGE,
  routes: [
    {
      name: 'promotions',
      pattern: '/eroticke-pomocky-v-akcii-na-:product-sk',
    },
  ],
} as const satisfies PageRoutes;
