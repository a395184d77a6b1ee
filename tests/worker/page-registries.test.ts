// Issue 14 item 4: both page registries (worker loaders, client page chunks) are typed by one
// page-data map and checked here against the one route table.
import { describe, expect, test } from 'vitest';
import { type PageKey, RENDERED_AS, RESOLVED_PAGES, ROUTES } from '../../shared/routes';
import { type PageLoaders, pageLoaders } from '../../worker/loaders/registry';
import { productLoader } from '../../worker/loaders/product-loader';
import { type PageModules, pagesWithComponent } from '../../client/pages/registry';

const renderedAs: Partial<Record<PageKey, PageKey>> = RENDERED_AS;
const shownRoutes = ROUTES.filter((r) => !r.hidden);
const routePages = new Set<PageKey>(ROUTES.map((r) => r.page));
const loaderKeys = Object.keys(pageLoaders) as PageKey[];
const componentKeys = pagesWithComponent();

// Types: a loader or a page of another shape does not compile (tsc checks these expectations).
// @ts-expect-error the product page's loader answers product data, not the home page's
const wrongLoader: PageLoaders['home'] = productLoader;
// @ts-expect-error the product page expects product data, not the home page's
const wrongPage: PageModules['home'] = () => import('../../client/pages/product-page');
void wrongLoader;
void wrongPage;

describe('page registries against the route table', () => {
  test('every route has a loader and a page: its own, or the page its loader answers (RENDERED_AS)', () => {
    for (const route of shownRoutes) {
      expect(pageLoaders[route.page as keyof PageLoaders], `${route.name}: loader of ${route.page}`).toBeTypeOf(
        'function',
      );
      const page = renderedAs[route.page] ?? route.page;
      expect(componentKeys, `${route.name}: component of ${page}`).toContain(page);
    }
  });

  test('no registry key that is not a route page, or a page marked as answered by the catch-all and not-found flows', () => {
    for (const key of loaderKeys) expect(routePages, `loader ${key}`).toContain(key);
    const answered = new Set<PageKey>([...Object.values(RENDERED_AS), ...RESOLVED_PAGES]);
    for (const key of componentKeys) {
      expect(routePages.has(key) || answered.has(key), `component ${key}`).toBe(true);
      // A component for a route page that is rendered as another would never be shown.
      expect(renderedAs[key], `component ${key}`).toBeUndefined();
    }
  });

  test('the marks are true: resolved pages are no route page, rendered-as pages are route pages', () => {
    for (const page of RESOLVED_PAGES) expect(routePages.has(page), page).toBe(false);
    for (const page of Object.keys(RENDERED_AS) as PageKey[]) expect(routePages.has(page), page).toBe(true);
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
