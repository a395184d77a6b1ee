/**
 * SPEC 4 search words and SPEC 5 search tracking. Apart from ./search-query.ts so the header's search
 * box (first load of every page) does not carry them: the dropdown, the results page and the worker do.
 */
import { normaliseSearchQuery, SEARCH_MIN_CHARS } from './search-query';

/**
 * SPEC 5 "Search-query tracking fires only at the minimum characters (default 1, main configuration
 * 4)": this shop runs the main configuration.
 */
export const SEARCH_TRACKING_MIN_CHARS = 4;

/** Words of at least SEARCH_MIN_CHARS characters (counted as code points, so "čaj" is 3). */
export function searchWords(raw: string | null | undefined): string[] {
  return normaliseSearchQuery(raw)
    .split(' ')
    .filter((word) => [...word].length >= SEARCH_MIN_CHARS);
}

/** Whether a search runs at all: the trimmed query has at least 3 characters and one usable word. */
export function canSearch(raw: string | null | undefined): boolean {
  const q = normaliseSearchQuery(raw);
  return [...q].length >= SEARCH_MIN_CHARS && searchWords(q).length > 0;
}

/** The query sent upstream: the usable words joined, or '' when the search must not run. */
export function searchTerm(raw: string | null | undefined): string {
  return canSearch(raw) ? searchWords(raw).join(' ') : '';
}

/** Whether a search of this query is reported to analytics (SEARCH_TRACKING_MIN_CHARS, counted as code points). */
export function tracksSearch(raw: string | null | undefined): boolean {
  return canSearch(raw) && [...normaliseSearchQuery(raw)].length >= SEARCH_TRACKING_MIN_CHARS;
}
