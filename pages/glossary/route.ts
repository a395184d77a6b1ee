import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'glossary',
  policy: {
    sharedCache: 'default',
    index: true,
    skeleton: 'content',
    offers: true,
    logPath: 'path',
  },
  routes: [
    {
      name: 'glossary',
      pattern: '/eroticky-vykladovy-slovnik',
    },
  ],
} as const satisfies PageRoutes;
