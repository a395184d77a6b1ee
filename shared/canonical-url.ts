/**
 * Canonical URLs (SPEC 9): the canonical link of a page drops query parameters that only track a
 * visit or narrow a listing (gclid, price, sort, stock, tags, utm_*, …), so search engines index one
 * URL per page. Unrelated parameters stay, in their order.
 */

/** Exact names (compared case-insensitively). */
export const CANONICAL_QUERY_BLACKLIST: readonly string[] = [
  // SPEC 9
  'gclid',
  'price',
  'sort',
  'stock',
  'tags',
  // SPEC 2 navigation clean-up
  'fbclid',
  'hrk',
  // other ad-click and mail-campaign ids
  'gbraid',
  'wbraid',
  'dclid',
  'gclsrc',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  // our own tracking and per-visit switches (SPEC 4 IDP, SPEC 9 cjevent, currency, addToCart)
  'cjevent',
  'idp',
  'currency',
  'addtocart',
];

/** Name prefixes (utm_source, utm_medium, …). */
export const CANONICAL_QUERY_BLACKLIST_PREFIXES: readonly string[] = ['utm_'];

/** Whether a query parameter is left out of canonical URLs; `extra` adds page-specific names. */
export function isBlacklistedQueryParam(name: string, extra: readonly string[] = []): boolean {
  const n = name.toLowerCase();
  return (
    CANONICAL_QUERY_BLACKLIST.includes(n) ||
    extra.some((e) => e.toLowerCase() === n) ||
    CANONICAL_QUERY_BLACKLIST_PREFIXES.some((p) => n.startsWith(p))
  );
}

/** The query string without blacklisted parameters: '' or '?a=1&b=2'. */
export function canonicalSearch(search: string | URLSearchParams, extra: readonly string[] = []): string {
  const params =
    typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (!isBlacklistedQueryParam(key, extra)) kept.append(key, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}
