import { EDITORIAL_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

export const routes = {
  page: 'content-page',
  policy: EDITORIAL_PAGE,
  routes: [
    {
      name: 'shopping-guide',
      pattern: '/poradna',
      content: {
        entity: 'content_page',
        slug: 'poradna',
        describedAs: 'shopping-guide',
      },
    },
    {
      name: 'curatedGuidePage-slug',
      pattern: '/sprievodca/:slug',
      edgeIndexed: true,
      content: {
        entity: 'content_page',
        slug: ':slug',
        parent: {
          titleKey: 'content.guide.title',
          route: 'shopping-guide',
        },
        describedAs: 'curated-guide',
      },
    },
    {
      name: 'complaint',
      pattern: '/reklamacia',
      content: {
        entity: 'page',
        slug: 'reklamacia',
        describedAs: 'complaint',
      },
      sharedCache: 'allowed',
      offers: false,
      logPath: 'pattern',
    },
    {
      name: 'size-table',
      pattern: '/tabulka-velkosti',
      content: {
        entity: 'page',
        slug: 'tabulka-velkosti',
        describedAs: 'size-table',
      },
      offers: false,
    },
    {
      name: 'return-of-goods',
      pattern: '/vratenie-tovaru',
      content: {
        entity: 'page',
        slug: 'vratenie-tovaru',
        describedAs: 'return-of-goods',
      },
      sharedCache: 'allowed',
      offers: false,
      logPath: 'pattern',
    },
    {
      name: 'all-about-purchase',
      pattern: '/vsetko-o-nakupe',
      content: {
        entity: 'page',
        slug: 'vsetko-o-nakupe',
        describedAs: 'all-about-purchase',
      },
    },
    {
      name: 'all-about-purchase-slug',
      pattern: '/vsetko-o-nakupe/:slug',
      content: {
        entity: 'page',
        slug: 'vsetko-o-nakupe/:slug',
        parent: {
          titleKey: 'content.purchase.title',
          route: 'all-about-purchase',
        },
        describedAs: 'all-about-purchase-detail',
      },
    },
  ],
} as const satisfies PageRoutes;
