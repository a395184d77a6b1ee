/**
 * Search query rules (SPEC 4: query trimmed, split into words of at least 3 characters; runs only
 * when the query is at least 3 characters, else results are emptied; SPEC 9: dropdown 5 categories).
 * The header's search box needs only this module (it is in every page's first load); the word rules
 * are in ./search-words.ts, which only the dropdown, the results page and the worker load.
 */

export const SEARCH_MIN_CHARS = 3;
export const DROPDOWN_CATEGORY_LIMIT = 5;
export const SEARCH_DEBOUNCE_MS = 250;

/** The trimmed query with inner whitespace collapsed. */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ');
}
