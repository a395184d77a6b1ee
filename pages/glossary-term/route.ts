import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'glossary-term',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'glossary-slug',
      pattern: '/eroticky-vykladovy-slovnik/:slug',
      edgeIndexed: true,
    },
  ],
} as const satisfies PageRoutes;
