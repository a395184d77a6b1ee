import { sameSitePath } from '../../../shared/same-site-path';

/**
 * `?redirect=` after login: only a path on this site, never another origin (open redirect), as the
 * one same-site check decides (shared/same-site-path.ts), and not back into the auth screens.
 */

/** Paths that would loop back into the auth screens. */
const AUTH_PATHS = /^\/(prihlasit|registrovat|zabudnute-heslo|resetovat-heslo)(\/|$|\?|#)/;

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
