import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { normalizePageUrl } from '../../shared/normalize-url';

/** Paths that are not pages: their case and slashes mean something (hashed assets, image keys, API paths). */
const NOT_PAGES = /^\/(?:api|image|assets|__[a-z]+)(?:\/|$)/i;

/**
 * Spec 2: a page URL needing any fix gets ONE 301 to its canonical form (shared/normalize-url.ts).
 * The Location is a path on this host, never another site.
 */
export const redirectToCanonicalUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || NOT_PAGES.test(c.req.path)) return next();
  const url = new URL(c.req.url);
  const canonical = normalizePageUrl(url, { defaultLocale: c.get('domain').defaultLocale });
  if (!canonical.changed) return next();
  // The normaliser collapses leading slashes, so this relative Location cannot be `//other.host`.
  return c.redirect(canonical.pathname + canonical.search, 301);
};
