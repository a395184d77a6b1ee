/**
 * `?redirect=` after login: only a path on this site, never another origin (open redirect).
 * Pure, so the worker's loaders and the browser agree; unit-tested in tests/unit/account-rules.test.ts.
 */

/** Paths that would loop back into the auth screens. */
const AUTH_PATHS = /^\/(prihlasit|registrovat|zabudnute-heslo|resetovat-heslo)(\/|$|\?|#)/;

const BASE = 'https://same.site.invalid';
/** Control characters and backslashes: browsers drop tabs/newlines and read `\` as `/`. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;
/** Escapes that decode to a separator, a dot, a control character or a backslash. */
const UNSAFE_ESCAPES = /%(?:0[0-9a-f]|1[0-9a-f]|7f|2e|2f|5c)/i;

/**
 * The same-site path (path + query + hash) `raw` resolves to, or null. Resolve first, check after
 * (issue 11.3): `/.//evil.com`, `/%2e//evil.com` and `/x/..//evil.com` pass a check of the raw
 * string but resolve to `//evil.com`, which a browser reads as another host. So the raw value
 * must be a rooted path without control characters or backslashes, and the RESOLVED path must
 * start with exactly one `/`, have no encoded separators or dots, and resolve to itself.
 * Used for every redirect target taken from a request, on the server and in the browser.
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (UNSAFE_CHARACTERS.test(raw)) return null;
  const value = raw.trim();
  if (!value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return null;
  if (UNSAFE_ESCAPES.test(url.pathname)) return null;
  // Idempotent: what the browser will resolve the answer to is the answer itself.
  let again: URL;
  try {
    again = new URL(path, BASE);
  } catch {
    return null;
  }
  if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return null;
  return path;
}

/**
 * `?redirect=` after login or logout, and any other post-action target from a request: a same-site
 * path (sameSitePath) that does not lead back to the login screens or to API/internal paths.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  const path = sameSitePath(raw);
  if (!path) return null;
  const pathname = path.replace(/[?#].*$/, '');
  if (AUTH_PATHS.test(path) || /^\/(api|__)/.test(pathname)) return null;
  return path;
}

/** `/prihlasit?redirect=<path>` for a guest who opened `path` (path + query, same site only). */
export function loginPathFor(path: string): string {
  const back = safeRedirectPath(path);
  return back ? `/prihlasit?redirect=${encodeURIComponent(back)}` : '/prihlasit';
}

/** True when the user's groups intersect the restricted groups (SPEC 4: they cannot stay logged in). */
export function isRestricted(groups: readonly string[], restrictedGroups: readonly string[]): boolean {
  if (restrictedGroups.length === 0) return false;
  const restricted = new Set(restrictedGroups);
  return groups.some((g) => restricted.has(g));
}
