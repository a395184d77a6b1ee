import { CATALOG_QUERY_KEYS } from '../../shared/catalog-url';

/**
 * Paged listings for search engines (issue 16): page 2+ is a page of its own (its own canonical,
 * indexable), filters and sorting are not (they canonicalise to the unfiltered page and the loader
 * marks them noindex), and a page past the last one does not exist: every listing answers it 404.
 */

/** True for a page number past the listing's last page (an empty listing still has page 1). */
export function pageOutOfRange(page: number, lastPage: number): boolean {
  return page > Math.max(1, lastPage);
}

/**
 * What a listing page's canonical is built from: its `path` and the request's parameters that are not
 * catalogue state (filters, sort, `from`), kept for the spec 9 blacklist to judge. `canonicalUrl`
 * adds the page number shown.
 */
export function listingCanonicalUrl(url: URL, path: string): URL {
  const canonical = new URL(path, url);
  for (const [key, value] of url.searchParams) {
    if (!(CATALOG_QUERY_KEYS as readonly string[]).includes(key)) canonical.searchParams.append(key, value);
  }
  return canonical;
}
