import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { DomainConfig } from '../config/domain-config';
import { normalizePageUrl } from '../../shared/normalize-url';

/** Paths that are not pages: their case and slashes mean something (hashed assets, image keys, API paths). */
const NOT_PAGES = /^\/(?:api|image|assets|__[a-z]+)(?:\/|$)/i;

/**
 * Hosts that reach a site for local development and tests (worker/config/domains.ts, README):
 * `localhost`, `*.localhost` (sk.localhost, cz.localhost) and IP literals. They serve the site as
 * they are; any other alias of a site is a second public copy of it.
 */
export const isDevHost = (host: string): boolean =>
  host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.startsWith('[');

/**
 * SPEC 1 "each with its own canonical domain": a page asked for on a non-canonical alias of its
 * site (`eshop-demo.sk`, `hostAliases`) moves to the canonical host, https. One string compare for
 * the canonical host (nearly every request in production); the alias list only for the rest.
 */
function movedHost(host: string, domain: DomainConfig): string | null {
  if (host === domain.canonicalHost || isDevHost(host) || !domain.hostAliases.includes(host)) return null;
  return domain.canonicalHost;
}

/**
 * Spec 2: a page URL needing any fix gets ONE 301 to its canonical form (shared/normalize-url.ts),
 * on the site's canonical host when it was asked for on an alias (SPEC 1). Otherwise the Location is
 * a path on this host, never another site.
 *
 * Only GET and HEAD of pages move: a POST would come back as a GET. API calls (`/api`), the
 * worker's own endpoints (`/__health`, `/__ops`, `/__hooks`, `/__data`, ...), images and assets
 * answer on an alias as before: they are not pages a crawler indexes, a page on the canonical host
 * never calls them on an alias, and a monitor, a webhook or a cached script that names an alias
 * keeps working (a redirect would turn an API call into a cross-origin one).
 */
export const redirectToCanonicalUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || NOT_PAGES.test(c.req.path)) return next();
  const url = new URL(c.req.url);
  const domain = c.get('domain');
  const host = movedHost(url.hostname, domain);
  const canonical = normalizePageUrl(url, { defaultLocale: domain.defaultLocale });
  if (host === null) {
    if (!canonical.changed) return next();
    // The normaliser collapses leading slashes, so this relative Location cannot be `//other.host`.
    return c.redirect(canonical.pathname + canonical.search, 301);
  }
  const path = canonical.changed ? canonical.pathname + canonical.search : url.pathname + url.search;
  return c.redirect(`https://${host}${path}`, 301);
};
