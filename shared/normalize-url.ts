// Canonical form of a page URL (spec 2, navigation steps): lower-case path, no default-locale
// prefix, no trailing slash, no `fbclid` / `hrk`, no reserved `__…` parameter, no empty `&` pair. The worker answers a non-canonical URL with ONE
// 301 to this form; the client router applies the same function, so both agree on every URL.
// Pure and total: no input throws, and normalizePageUrl(normalizePageUrl(x)) equals normalizePageUrl(x).

export interface NormalizeOptions {
  /** The site's default locale: a `/<defaultLocale>` prefix is dropped. */
  defaultLocale: string;
}

export interface NormalizedUrl {
  pathname: string;
  /** '' or '?…' (the kept query, raw, in its original order). */
  search: string;
  /** True when the input differs from the canonical form (worker: 301). */
  changed: boolean;
}

/** Query parameters that never reach a page URL (click ids that split caches and analytics). */
export const DROPPED_QUERY_PARAMS: readonly string[] = ['fbclid', 'hrk'];

/**
 * Names starting with `__` belong to the edge, never to a page (issue 51: the page cache's key once
 * carried `__v`/`__s` beside the shopper's query): dropped from every page URL, in any spelling
 * (`__V`, `%5F%5Fv`). The one the edge reads from a page URL is kept: `__country`, the development
 * stand-in for geo-IP (worker/middleware/choose-currency.ts; ignored in production).
 */
export const RESERVED_QUERY_PREFIX = '__';
const RESERVED_KEPT: readonly string[] = ['__country'];

/** True when a page URL loses this (decoded, lower-cased) parameter name. */
function droppedName(name: string): boolean {
  if (DROPPED_QUERY_PARAMS.includes(name)) return true;
  return name.startsWith(RESERVED_QUERY_PREFIX) && !RESERVED_KEPT.includes(name);
}

// RFC 3986 pchar characters that encodeURIComponent escapes but a path may carry as they are;
// left as they are so that ordinary URLs (`/a:b`, `/a,b`) are not redirected for nothing.
const PATH_SAFE_ESCAPES: Record<string, string> = {
  '%21': '!',
  '%24': '$',
  '%26': '&',
  '%27': "'",
  '%28': '(',
  '%29': ')',
  '%2A': '*',
  '%2B': '+',
  '%2C': ',',
  '%3A': ':',
  '%3B': ';',
  '%3D': '=',
  '%40': '@',
};

function encodePathSegment(decoded: string): string {
  return encodeURIComponent(decoded).replace(
    /%(?:21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/g,
    (m) => PATH_SAFE_ESCAPES[m] ?? m,
  );
}

/**
 * Lower-cases one path segment. Decodes first so `%C3%81` (Á) becomes `%C3%A1` (á), and
 * re-encodes with upper-case hex; a segment whose escapes are broken (`%zz`, cut UTF-8) is
 * kept byte for byte apart from lower-casing the letters outside its escapes.
 */
function lowerSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment.replace(/%[0-9a-fA-F]{2}|[^%]+|%/g, (part) =>
      part.startsWith('%') ? part.toUpperCase() : part.toLowerCase(),
    );
  }
  return encodePathSegment(decoded.toLowerCase());
}

function normalizePathname(pathname: string, defaultLocale: string): string {
  // Backslashes count as slashes in browsers; repeated slashes collapse. Both matter for
  // safety: a path starting with `//` would make the redirect's Location leave the site.
  const segments = pathname
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '')
    .map(lowerSegment);
  const locale = defaultLocale.toLowerCase();
  // Repeated (`/sk/sk/x`) so that the result is itself canonical: one 301, never a chain.
  while (segments[0] === locale) segments.shift();
  return `/${segments.join('/')}`;
}

function queryKey(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function normalizeSearch(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  // Empty pairs (`?q=gel&`, `?&q=gel`, `?a=1&&b=2`) carry nothing: `?q=gel&` is `?q=gel`.
  const kept = query.split('&').filter((pair) => pair !== '' && !droppedName(queryKey(pair)));
  // Dropping the only parameters leaves no query at all (not a bare `?`).
  if (kept.length === 0) return '';
  return `?${kept.join('&')}`;
}

/** Canonical form of `pathname` + `search` (both as in `URL`: encoded, search with its `?`). */
export function normalizePageUrl(
  input: { pathname: string; search: string },
  options: NormalizeOptions,
): NormalizedUrl {
  const pathname = normalizePathname(input.pathname, options.defaultLocale);
  const search = normalizeSearch(input.search);
  const inputSearch = input.search === '?' ? '' : input.search;
  return { pathname, search, changed: pathname !== input.pathname || search !== inputSearch };
}

/** Convenience for the client router: a path-and-query string in, its canonical form out. */
export function normalizePathAndQuery(pathAndQuery: string, options: NormalizeOptions): string {
  const hashAt = pathAndQuery.indexOf('#');
  const withoutHash = hashAt >= 0 ? pathAndQuery.slice(0, hashAt) : pathAndQuery;
  const hash = hashAt >= 0 ? pathAndQuery.slice(hashAt) : '';
  const q = withoutHash.indexOf('?');
  const pathname = q >= 0 ? withoutHash.slice(0, q) : withoutHash;
  const search = q >= 0 ? withoutHash.slice(q) : '';
  const n = normalizePageUrl({ pathname: pathname || '/', search }, options);
  return n.pathname + n.search + hash;
}
