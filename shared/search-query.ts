/**
 * Search query rules (SPEC 4: query trimmed, split into words of at least 3 characters; runs only
 * when the query is at least 3 characters, else results are emptied; SPEC 9: dropdown 5 categories).
 */

export const SEARCH_MIN_CHARS = 3;
export const DROPDOWN_CATEGORY_LIMIT = 5;
export const SEARCH_DEBOUNCE_MS = 250;

/** The trimmed query with inner whitespace collapsed. */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ');
}

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
