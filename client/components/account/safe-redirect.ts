/**
 * `?redirect=` after login: only a path on this site, never another origin (open redirect).
 * Pure, so the worker's loaders and the browser agree; unit-tested in tests/unit/account-rules.test.ts.
 */

/** Paths that would loop back into the auth screens. */
const AUTH_PATHS = /^\/(prihlasit|registrovat|zabudnute-heslo|resetovat-heslo)(\/|$|\?|#)/;

/**
 * The same-site path (path + query + hash) `raw` points to, or null when it is missing, another
 * origin, protocol-relative (`//evil`), backslash-tricked (`/\evil`), carries a scheme or control
 * characters, or leads back to the login screens.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value) || /%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://same.site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same.site.invalid') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (AUTH_PATHS.test(path) || /^\/(api|__)/.test(url.pathname)) return null;
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
