import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { findDomain, loadDomainRegistry } from '../config/domains';
import { withLiveCacheRules } from '../config/cache-rules-override';

/**
 * Picks the site from the Host and applies ops' live cache rules. A bad configuration answers
 * 500 here (logged once per isolate by loadDomainRegistry): better than serving a half-set site.
 */
export const resolveDomain: MiddlewareHandler<AppEnv> = async (c, next) => {
  let registry;
  try {
    registry = loadDomainRegistry(c.env.DOMAINS_JSON);
  } catch {
    return c.text('The storefront configuration is invalid; the worker log says why.', 500);
  }
  const domain = findDomain(registry, new URL(c.req.url).hostname);
  c.set('domain', await withLiveCacheRules(c.env.CACHE_KV, domain));
  await next();
};
