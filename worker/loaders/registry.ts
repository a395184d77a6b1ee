import type { PageKey } from '../../shared/routes';
import { homeLoader } from './home-loader';
import { catchAllLoader } from './catch-all-loader';
import type { PageLoader } from './page-loader';

/**
 * Page key → loader. A page without a loader answers 404 (after the rewrite/redirect lookups).
 * Add the page's component to client/pages/registry.ts at the same time.
 */
export const pageLoaders: Partial<Record<PageKey, PageLoader<any>>> = {
  home: homeLoader,
  'catch-all': catchAllLoader,
};

/** url-rewrite types (content API) → the loader that renders them with status 200. */
export const rewriteLoaders: Partial<Record<string, PageLoader<any>>> = {};
