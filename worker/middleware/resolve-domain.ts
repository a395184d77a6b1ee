import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { findDomain, loadDomainRegistry } from '../config/domains';
import { withLiveCacheRules } from '../config/cache-rules-override';
import { productionProblems } from '../config/deployment';

/** Registry and bindings do not change within an isolate: the check runs once per pair. */
const problemsByRegistry = new WeakMap<object, WeakMap<object, string[]>>();
/** Problems already logged, so a misconfigured production worker logs each once per isolate. */
const loggedProblems = new Set<string>();

/**
 * Picks the site from the Host and applies ops' live cache rules. A bad configuration answers
 * 500 here (logged once per isolate by loadDomainRegistry): better than serving a half-set site.
 * In production, so does a site still pointed at the demo backend (worker/config/deployment.ts).
 */
export const resolveDomain: MiddlewareHandler<AppEnv> = async (c, next) => {
  let registry;
  try {
    registry = loadDomainRegistry(c.env.DOMAINS_JSON);
  } catch {
    return c.text('The storefront configuration is invalid; the worker log says why.', 500);
  }
  let byEnv = problemsByRegistry.get(registry);
  if (!byEnv) problemsByRegistry.set(registry, (byEnv = new WeakMap()));
  let problems = byEnv.get(c.env);
  if (!problems) byEnv.set(c.env, (problems = productionProblems(c.env, registry)));
  if (problems.length > 0) {
    for (const problem of problems) {
      if (loggedProblems.has(problem)) continue;
      loggedProblems.add(problem);
      console.error(`[storefront] FATAL: production configuration: ${problem}`);
    }
    return c.text(`The storefront is not configured for production:\n- ${problems.join('\n- ')}\n`, 500);
  }
  const domain = findDomain(registry, new URL(c.req.url).hostname);
  c.set('domain', await withLiveCacheRules(c.env.CACHE_KV, domain));
  await next();
};
