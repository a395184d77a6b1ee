/**
 * THE check of every redirect target taken from a request or from content (issue 26.4): the login
 * page's `?redirect=`, the preference forms' `back` and Referer, CMS redirects, the browser's
 * clean-up of `?addToCart=`, the late-redirect page, the e-mail callbacks of account forms. One
 * function, on the server and in the browser, with one encoding corpus (tests/worker/hostile-redirects.ts);
 * nothing else decides whether a target stays on site.
 */

const BASE = 'https://same.site.invalid';
/** Control characters and backslashes: browsers drop tabs/newlines and read `\` as `/`. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;
/** Escapes that decode to a separator, a dot, a control character or a backslash. */
const UNSAFE_ESCAPES = /%(?:0[0-9a-f]|1[0-9a-f]|7f|2e|2f|5c)/i;

/** An absolute http(s) URL on one of `ownHosts` (host with port, or host name) as its path, else null. */
function ownUrlPath(value: string, ownHosts: readonly string[]): string | null {
  if (ownHosts.length === 0 || !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (!ownHosts.includes(url.host) && !ownHosts.includes(url.hostname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The same-site path (path + query + hash) `raw` resolves to, or null. Resolve first, check after
 * (issue 11.3): `/.//evil.com`, `/%2e//evil.com` and `/x/..//evil.com` pass a check of the raw
 * string but resolve to `//evil.com`, which a browser reads as another host. So the raw value must
 * be a rooted path (or an absolute URL on one of `ownHosts`) without control characters or
 * backslashes, and the RESOLVED path must start with exactly one `/`, have no encoded separators
 * or dots, and resolve to itself.
 */
export function sameSitePath(raw: string | null | undefined, ownHosts: readonly string[] = []): string | null {
  if (!raw || raw.length > 2000) return null;
  if (UNSAFE_CHARACTERS.test(raw)) return null;
  const trimmed = raw.trim();
  const value = trimmed.startsWith('/') ? trimmed : ownUrlPath(trimmed, ownHosts);
  if (!value?.startsWith('/')) return null;
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
