import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { findDomain, loadDomainRegistry } from '../config/domains';
import { withLiveCacheRules } from '../config/cache-rules-override';
import { productionProblems } from '../config/deployment';
import { somethingBroke } from '../generic-answers';

/** Registry and bindings do not change within an isolate: the check runs once per pair. */
const problemsByRegistry = new WeakMap<object, WeakMap<object, string[]>>();
/** Problems already logged, so a misconfigured production worker logs each once per isolate. */
const loggedProblems = new Set<string>();

/**
 * Picks the site from the Host and applies ops' live cache rules. A bad configuration answers
 * the shop's generic 500 here (the reason logged once per isolate): better than serving a half-set
 * site. In production, so does any production problem (worker/config/deployment.ts).
 */
export const resolveDomain: MiddlewareHandler<AppEnv> = async (c, next) => {
  let registry;
  try {
    registry = loadDomainRegistry(c.env.DOMAINS_JSON);
  } catch {
    // loadDomainRegistry logged why; the answer is the shop's generic one (issue 26.8).
    return somethingBroke(c);
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
    // The details are in the log above, never in the answer (issue 26.8): they describe the configuration.
    return somethingBroke(c);
  }
  const domain = findDomain(registry, new URL(c.req.url).hostname);
  c.set('domain', await withLiveCacheRules(c.env.CACHE_KV, domain));
  await next();
};
