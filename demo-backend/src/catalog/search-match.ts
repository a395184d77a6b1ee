/**
 * Search matching: SPEC 4 words against the trigram index `product_search` (migration 0003). Gives
 * the matching product ids; the catalogue state and the dropdown then filter, count, sort and page
 * them (in the search facet index, or in SQL).
 */
import type { Locale } from '../store/store-context';
import { alternativesFor, vocabularyOf } from './search-fuzzy';
import { foldForSearch } from './search-text';

/** A shopper's long query must not turn into an unbounded match expression. */
const MAX_SEARCH_WORDS = 8;
const MAX_SEARCH_WORD_CHARS = 60;

/**
 * The query's words: SPEC 4 words of at least 3 characters, folded (lower case, no diacritics),
 * without duplicates, at most MAX_SEARCH_WORDS of at most MAX_SEARCH_WORD_CHARS characters.
 */
export function searchWordsOf(q: string): string[] {
  // Control characters (NUL ends an FTS5 string early) separate words like spaces do.
  return [
    ...new Set(
      foldForSearch(q)
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .split(/\s+/)
        .filter((w) => w.length >= 3),
    ),
  ]
    .slice(0, MAX_SEARCH_WORDS)
    .map((w) => [...w].slice(0, MAX_SEARCH_WORD_CHARS).join(''));
}

const phrase = (locale: Locale, w: string) => `{${locale} code} : "${w.replaceAll('"', '""')}"`;

/**
 * The FTS5 MATCH expression for a query, or null when it has no word to search for. SPEC 4: words of
 * at least 3 characters; every word must match the name text (folded: lower case, no diacritics) or
 * the code, anywhere in it. Each word is a quoted phrase (only `"` is special inside one), limited to
 * the locale's column and the code. With `terms` (the words each query word stands for, typos
 * forgiven: search-fuzzy.ts), a word matches any of its terms.
 */
export function searchMatchExpression(q: string, locale: Locale, terms?: readonly string[][]): string | null {
  const words = searchWordsOf(q);
  if (!words.length) return null;
  return words
    .map((w, i) => {
      const alternatives = terms?.[i]?.length ? terms[i]! : [w];
      return alternatives.length === 1
        ? phrase(locale, alternatives[0]!)
        : `(${alternatives.map((a) => phrase(locale, a)).join(' OR ')})`;
    })
    .join(' AND ');
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

/** Each locale's catalogue words, for the catalogue version they were read at (one per isolate). */
const vocabularies = new Map<Locale, { token: string; words: Promise<string[]> }>();
const SEARCH_COLUMN: Record<Locale, string> = { sk: 'search_sk', cs: 'search_cs', de: 'search_de' };

function vocabulary(db: D1Database, locale: Locale, token: string): Promise<string[]> {
  const known = vocabularies.get(locale);
  if (known?.token === token) return known.words;
  const words = db
    .prepare(`SELECT DISTINCT ${SEARCH_COLUMN[locale]} AS t FROM products`)
    .all<{ t: string }>()
    .then((r) => vocabularyOf(r.results.map((x) => x.t)));
  // A failed read is not kept: the next search tries again.
  words.catch(() => vocabularies.delete(locale));
  vocabularies.set(locale, { token, words });
  return words;
}

export interface SearchResult extends SearchMatches {
  /** The query's words (searchWordsOf). */
  words: string[];
  /** Per query word, the catalogue words it was matched as (the word itself when it matched as typed). */
  terms: string[][];
  /** Whether typos were forgiven (the words as typed found nothing). */
  corrected: boolean;
}

/**
 * The products a query finds: as typed first; when that finds nothing, once more with every word
 * replaced by the catalogue words it is close to (typos, search-fuzzy.ts). An exact search costs
 * what it did (one round trip); only a query that found nothing reads the catalogue's words (once
 * per catalogue version and isolate) and matches again.
 */
export async function searchProducts(db: D1Database, q: string, locale: Locale): Promise<SearchResult> {
  const words = searchWordsOf(q);
  const exact = await searchMatches(db, searchMatchExpression(q, locale));
  const asTyped = { ...exact, words, terms: words.map((w) => [w]), corrected: false };
  if (exact.ids.length > 0 || words.length === 0) return asTyped;
  const known = await vocabulary(db, locale, exact.token);
  const terms = words.map((w) => alternativesFor(w, known));
  if (terms.some((t) => t.length === 0)) return asTyped; // a word like nothing in the catalogue
  const fuzzy = await searchMatches(db, searchMatchExpression(q, locale, terms));
  return { ...fuzzy, words, terms, corrected: true };
}
