import { CATALOGUE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'category',
  policy: CATALOGUE_PAGE,
  routes: [
    {
      name: 'blocksettings',
      pattern: '/blocksettings',
      hidden: true,
      sharedCache: false,
    },
    {
      name: 'sitemapconfig',
      pattern: '/sitemapconfig',
      hidden: true,
      sharedCache: false,
    },
    {
      name: 'all',
      pattern: '/*',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
