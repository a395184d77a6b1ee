import type { PageDataMap } from '../../pages/components.generated';
import { cmsPageRewriteLoader, contentPageRewriteLoader } from '../../pages/content-page/loader';
import { PAGE_LOADERS } from '../../pages/loaders.generated';
import type { ContentSource, PageKey } from '../../shared/routes';
import type { PageLoader } from '../loaders/page-loader';

/** Pages with a loader: the folders with a route.ts (not the error and redirect pages). */
export type LoaderPage = keyof typeof PAGE_LOADERS;

/**
 * Each loader answers its own page's data (the type its page.tsx renders): a loader answering
 * another shape does not compile. The map itself is pages/loaders.generated.ts, derived from the
 * folders.
 */
const pageLoaders: { [K in LoaderPage]: PageLoader<PageDataMap[K]> } = PAGE_LOADERS;

/** The loader of a route's page (none for the pages only the not-found flow answers). */
export function loaderFor(page: PageKey): PageLoader | undefined {
  return (pageLoaders as Partial<Record<PageKey, PageLoader>>)[page];
}

/** url-rewrite types (content API) → the loader that renders them with status 200, as the content page. */
const rewriteLoaders: Record<ContentSource['entity'], PageLoader<PageDataMap['content-page']>> = {
  page: cmsPageRewriteLoader,
  content_page: contentPageRewriteLoader,
};

export function rewriteLoaderFor(type: string): PageLoader | undefined {
  return Object.hasOwn(rewriteLoaders, type) ? rewriteLoaders[type as ContentSource['entity']] : undefined;
}
