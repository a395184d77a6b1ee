/**
 * Typo tolerance of the demo search (issue 31): a query word the catalogue's text does not contain is
 * replaced by the catalogue's words it is close to. Pure functions; search-match.ts applies them only
 * when the exact search found nothing, so a correct word is never diluted by its neighbours.
 *
 * Rules (the ones a shopper expects from a shop search; Algolia's defaults for the typo counts):
 * - a word of 4–7 letters may have one typo, from 8 letters two (fewer than 4: none);
 * - a typo is a letter wrong, missing, extra, or two neighbours swapped (Damerau–Levenshtein);
 * - a word of 5 letters or more may also be the start of a longer catalogue word, with the same typos
 *   ("lubrkac…");
 * - Slovak and Czech make adjectives from nouns by changing the ending (vibrátor → vibračný,
 *   lubrikant → lubrikačný): a word sharing its first five letters, and at least 60 % of its own
 *   letters, with a catalogue word matches it too;
 * - and that stem may itself have one typo ("vibrtor" → "vibra…" → vibračné): the stem of the query
 *   (its first 60 % of letters, at least five) one typo away from the start of a catalogue word that
 *   is at least as long as the stem.
 * Diacritics are already gone by then: query and text are folded alike (search-text.ts).
 *
 * A real search service does this itself (Elasticsearch: `fuzziness: "AUTO"`, asciifolding and a
 * Czech/Slovak stemmer; Algolia: typo tolerance and removed diacritics by default). The storefront
 * shows what the search answers and depends on none of these rules.
 */

/** Typos allowed in a word of this many letters. */
export function typoBudget(word: string): number {
  const n = [...word].length;
  return n >= 8 ? 2 : n >= 4 ? 1 : 0;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without re-editing a swapped pair) between
 * `a` and `b`, or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return Math.min(prev[t.length]!, max + 1);
}

const STEM_MIN = 5;
const STEM_SHARE = 0.6;
/** Shorter words, started with a typo, would be the start of too many words ("gell…" of "wellness"). */
const PREFIX_MIN = 5;

function commonPrefix(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Whether the query's first `stem` letters are one typo from the start of the catalogue word `ws`
 * (a start of `stem` letters, or one more or less for a letter missing or extra), the word being at
 * least `stem` letters long. The first letter is never the typo: it is the one a shopper gets right.
 */
function stemWithTypo(qs: string[], ws: string[], stem: number): boolean {
  if (qs.length < stem || ws.length < stem || qs[0] !== ws[0]) return false;
  const start = qs.slice(0, stem).join('');
  for (let n = stem - 1; n <= Math.min(ws.length, stem + 1); n++)
    if (editDistance(start, ws.slice(0, n).join(''), 1) <= 1) return true;
  return false;
}

/** Whether the (folded) query word `q` is close enough to the (folded) catalogue word `w`. */
export function closeTo(q: string, w: string): boolean {
  const budget = typoBudget(q);
  if (budget === 0) return false;
  const qs = [...q];
  const ws = [...w];
  const shared = commonPrefix(qs, ws);
  const stem = Math.max(STEM_MIN, Math.ceil(qs.length * STEM_SHARE));
  if (shared >= stem) return true;
  if (stemWithTypo(qs, ws, stem)) return true;
  if (editDistance(q, w, budget) <= budget) return true;
  // The start of a longer word, typos included: prefixes of about the query's length.
  if (qs.length < PREFIX_MIN) return false;
  for (let n = Math.max(1, qs.length - budget); n <= Math.min(ws.length - 1, qs.length + budget); n++)
    if (editDistance(q, ws.slice(0, n).join(''), budget) <= budget) return true;
  return false;
}

/** At most this many catalogue words stand in for one query word (the match expression stays small). */
export const MAX_ALTERNATIVES = 12;

/**
 * The catalogue words a query word stands for: itself when the catalogue contains it (anywhere in a
 * word, as the exact search matches), else the words it is close to, nearest first; empty when none.
 */
export function alternativesFor(word: string, vocabulary: readonly string[]): string[] {
  if (vocabulary.some((w) => w.includes(word))) return [word];
  const budget = typoBudget(word);
  return vocabulary
    .filter((w) => closeTo(word, w))
    .map((w) => ({ w, d: editDistance(word, w, budget + 8) }))
    .sort((a, b) => a.d - b.d || a.w.localeCompare(b.w))
    .slice(0, MAX_ALTERNATIVES)
    .map((x) => x.w);
}

/** The distinct words of folded catalogue texts (split on white space, as queries are). */
export function vocabularyOf(texts: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const w of text.split(/\s+/)) if (w) words.add(w);
  return [...words].sort();
}
