/**
 * Search matching: SPEC 4 words against the trigram index `product_search` (migration 0003). Gives
 * the matching product ids; the catalogue state and the dropdown then filter, count, sort and page
 * them (in the search facet index, or in SQL).
 */
import type { Locale } from '../store/store-context';
import { foldForSearch } from './search-text';

/** A shopper's long query must not turn into an unbounded match expression. */
const MAX_SEARCH_WORDS = 8;
const MAX_SEARCH_WORD_CHARS = 60;

/**
 * The FTS5 MATCH expression for a query, or null when it has no word to search for. SPEC 4: words of
 * at least 3 characters; every word must match the name text (folded: lower case, no diacritics) or
 * the code, anywhere in it. Each word is a quoted phrase (only `"` is special inside one), limited to
 * the locale's column and the code.
 */
export function searchMatchExpression(q: string, locale: Locale): string | null {
  // Control characters (NUL ends an FTS5 string early) separate words like spaces do.
  const words = [
    ...new Set(
      foldForSearch(q)
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .split(/\s+/)
        .filter((w) => w.length >= 3),
    ),
  ]
    .slice(0, MAX_SEARCH_WORDS)
    .map((w) => [...w].slice(0, MAX_SEARCH_WORD_CHARS).join(''));
  if (!words.length) return null;
  return words.map((w) => `{${locale} code} : "${w.replaceAll('"', '""')}"`).join(' AND ');
}

export interface SearchMatches {
  /** The catalogue's version token (migration 0005), read in the same batch as the matches. */
  token: string;
  /** Matching product ids (in no particular order). */
  ids: number[];
}

/**
 * One D1 round trip: the catalogue version and the matching ids as one JSON array (one value to
 * decode instead of a row object per match: thousands at 50,000 products).
 */
export async function searchMatches(db: D1Database, match: string | null): Promise<SearchMatches> {
  const version = db.prepare('SELECT token FROM catalog_version WHERE id = 1');
  if (match === null) return { token: (await version.first<{ token: string }>())?.token ?? '', ids: [] };
  const [v, m] = await db.batch([
    version,
    db.prepare('SELECT json_group_array(rowid) AS ids FROM product_search WHERE product_search MATCH ?').bind(match),
  ]);
  const token = (v?.results[0] as { token: string } | undefined)?.token ?? '';
  const ids = JSON.parse((m?.results[0] as { ids: string } | undefined)?.ids ?? '[]') as number[];
  return { token, ids };
}
