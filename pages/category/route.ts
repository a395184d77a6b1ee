import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'category',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'category',
    offers: true,
    logPath: 'path',
  },
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
