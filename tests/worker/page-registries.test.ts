// Issue 14 item 4, issue 29: both page registries (worker loaders, client page chunks) are derived
// from the page folders and typed by one page-data map; checked here against the one route table.
import { describe, expect, test } from 'vitest';
import { PAGE_LOADERS } from '../../pages/loaders.generated';
import { loader as productLoader } from '../../pages/product/loader';
import { type PageKey, ROUTES } from '../../shared/routes';
import { type PageModules, pagesWithComponent } from '../../client/router/page-registry';
import { type LoaderPage, loaderFor } from '../../worker/render/loader-registry';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { isSignedInLoader } from '../../worker/loaders/account-area';
import type { PageDataMap } from '../../pages/components.generated';

const shownRoutes = ROUTES.filter((r) => !r.hidden);
const routePages = new Set<PageKey>(ROUTES.map((r) => r.page));
const loaderKeys = Object.keys(PAGE_LOADERS) as LoaderPage[];
const componentKeys = pagesWithComponent();

// Types: a loader or a page of another shape does not compile (tsc checks these expectations).
// @ts-expect-error the product page's loader answers product data, not the home page's
const wrongLoader: PageLoader<PageDataMap['home']> = productLoader;
// @ts-expect-error the product page expects product data, not the home page's
const wrongPage: PageModules['home'] = () => import('../../pages/product/page');
void wrongLoader;
void wrongPage;

describe('page registries against the route table', () => {
  test('every route has its own page: a loader and a component', () => {
    for (const route of shownRoutes) {
      expect(loaderFor(route.page), `${route.name}: loader of ${route.page}`).toBeTypeOf('function');
      expect(componentKeys, `${route.name}: component of ${route.page}`).toContain(route.page);
    }
  });

  test('a loader only for a route page; a page without a route only where the not-found flow answers', () => {
    for (const key of loaderKeys) expect(routePages, `loader ${key}`).toContain(key);
    expect(componentKeys.filter((key) => !routePages.has(key)).sort()).toEqual(['error', 'redirect']);
  });

  test('sign-in: a route has the auth policy exactly when its loader is a signed-in one (the gate runs before it)', () => {
    for (const route of shownRoutes) {
      const loader = loaderFor(route.page);
      expect(loader && isSignedInLoader(loader), `${route.name}: signed-in loader`).toBe(route.auth === true);
      // The user area is personal: never in a shared cache, a search engine or the log's paths.
      if (route.auth)
        expect([route.sharedCache, route.index, route.logPath], route.name).toEqual([undefined, false, 'pattern']);
    }
  });

  test('content routes: the content page, an entity, a slug parameter where the slug names one, a parent that is a route', () => {
    for (const route of ROUTES) {
      expect(route.page === 'content-page', `${route.name}`).toBe(route.content !== undefined);
      if (!route.content) continue;
      expect(route.content.slug.includes(':slug'), route.name).toBe(route.pattern.includes(':slug'));
      if (route.content.parent)
        expect(
          ROUTES.map((r) => r.name),
          route.name,
        ).toContain(route.content.parent.route);
    }
  });
});
