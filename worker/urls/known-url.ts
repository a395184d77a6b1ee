import type { RouteMatch } from '../../shared/routes';

/**
 * Whether the edge already knows that a (normalised) page URL exists, so the renderer may send
 * 200 after the short status wait and stream the page. Anything else (a slug, a catch-all path,
 * a page number that may be out of range) is decided by the loader before the first byte.
 *
 * Fixed routes (no parameter in the pattern: `/kontakt`, `/kategorie`) always exist; their loaders
 * answer a page for every query they accept.
 */
export function isFixedPageUrl(match: RouteMatch, url: URL): boolean {
  const { route } = match;
  if (route.hidden || route.pattern.includes(':') || route.pattern.includes('*')) return false;
  // `?page=N` past the last page is a redirect or a 404: not known before the loader counts.
  return !url.searchParams.has('page');
}
