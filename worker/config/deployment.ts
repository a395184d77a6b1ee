import type { Env } from '../env';
import { RATE_LIMIT_BINDINGS } from '../middleware/rate-limit';
import type { DomainConfig, DomainRegistry } from './domain-config';

/**
 * Development or production (issue 11.2). Development needs BOTH `ENVIRONMENT=development` and the
 * DEMO_BACKEND service binding, which only the top-level (local) wrangler.toml config declares;
 * `[env.production]` has no such binding, so no variable set on a deployed worker can switch on
 * the development-only behaviour (`/__demo/*`, simulated countries, the dev ops token).
 */
export function isDevelopment(env: Pick<Env, 'ENVIRONMENT' | 'DEMO_BACKEND'>): boolean {
  return env.ENVIRONMENT === 'development' && !!env.DEMO_BACKEND;
}

/** Ops tokens that were ever committed (wrangler.toml, tests, benchmarks): never valid in production. */
export const KNOWN_DEVELOPMENT_OPS_TOKENS: readonly string[] = ['dev-ops-token', 'bench-ops-token'];
export const MIN_PRODUCTION_OPS_TOKEN_LENGTH = 32;
/** The committed development value of CATALOG_HOOK_SECRET (wrangler.toml [vars]). */
export const DEVELOPMENT_CATALOG_HOOK_SECRET = 'dev-catalog-hook-secret-not-for-production';
/** The committed development value of USER_COOKIE_SECRET (wrangler.toml [vars]). */
export const DEVELOPMENT_COOKIE_SECRET = 'dev-user-cookie-secret-not-for-production';

/** Why `/__ops/*` must stay shut with this OPS_TOKEN, or null when it may be used. */
export function opsTokenProblem(env: Pick<Env, 'ENVIRONMENT' | 'DEMO_BACKEND' | 'OPS_TOKEN'>): string | null {
  const token = env.OPS_TOKEN;
  if (!token) return 'ops endpoints are disabled (no OPS_TOKEN)';
  if (isDevelopment(env)) return null;
  if (token.length < MIN_PRODUCTION_OPS_TOKEN_LENGTH)
    return `ops endpoints are disabled: OPS_TOKEN must have at least ${MIN_PRODUCTION_OPS_TOKEN_LENGTH} characters in production`;
  if (KNOWN_DEVELOPMENT_OPS_TOKENS.includes(token))
    return 'ops endpoints are disabled: OPS_TOKEN is a development token';
  return null;
}

/**
 * What makes this deployment unfit to serve shoppers in production; empty in development. The
 * domain resolver answers every request 500 while any is left (and logs them), like a bad domain
 * config: a production worker quietly talking to a demo backend that is not there, without rate
 * limits or with the development cookie secret is worse than one that is visibly down.
 */
export function productionProblems(env: Env, registry: DomainRegistry): string[] {
  if (isDevelopment(env)) return [];
  const problems: string[] = [];
  for (const domain of registry.domains) {
    for (const [name, base] of Object.entries(domain.upstreams)) {
      if (typeof base !== 'string') continue;
      if (pointsAtDemoBackend(base))
        problems.push(
          `site ${domain.code}: upstreams.${name} still points at the demo backend (${base}); set the real URL in DOMAINS_JSON`,
        );
    }
    problems.push(...integrationProblems(env, domain.code, domain.integrations));
  }
  const secret = env.USER_COOKIE_SECRET;
  if (!secret || secret.length < 32 || secret === DEVELOPMENT_COOKIE_SECRET)
    problems.push(
      'USER_COOKIE_SECRET must be a secret of its own with at least 32 characters (wrangler secret put USER_COOKIE_SECRET --env production)',
    );
  for (const binding of RATE_LIMIT_BINDINGS)
    if (!env[binding]) problems.push(`the ${binding} rate-limit binding is missing ([[env.production.ratelimits]])`);
  // The catalogue webhook is optional (without it, cached pages change when their TTL runs out), but a
  // committed or short secret would let anyone drop the whole page cache.
  const hookSecret = env.CATALOG_HOOK_SECRET;
  if (hookSecret !== undefined && (hookSecret.length < 32 || hookSecret === DEVELOPMENT_CATALOG_HOOK_SECRET))
    problems.push(
      'CATALOG_HOOK_SECRET must be a secret of its own with at least 32 characters (wrangler secret put CATALOG_HOOK_SECRET --env production), or unset',
    );
  return problems;
}

/** True when `base` is an address of the local demo backend (or not an address at all). */
function pointsAtDemoBackend(base: string): boolean {
  try {
    return new URL(base).hostname === 'demo-backend.internal';
  } catch {
    return false;
  }
}

/**
 * Issue 26.9: every partner integration a site has ENABLED needs a real endpoint and each secret it
 * names (`…Secret` fields) set, like the upstreams: else every partner call goes to the demo backend
 * (which is not there) or without credentials. Generic over the integrations, so a new one is covered.
 */
function integrationProblems(env: Env, site: string, integrations: DomainConfig['integrations']): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(integrations)) {
    if (!value || typeof value !== 'object' || (value as { enabled?: unknown }).enabled !== true) continue;
    for (const [field, setting] of Object.entries(value)) {
      if (field === 'endpoint' && typeof setting === 'string' && pointsAtDemoBackend(setting))
        problems.push(
          `site ${site}: integrations.${name} is enabled but its endpoint is the demo backend (${setting}); set the partner's URL in DOMAINS_JSON`,
        );
      if (field.endsWith('Secret') && typeof setting === 'string') {
        const secret = (env as unknown as Record<string, unknown>)[setting];
        if (typeof secret !== 'string' || secret === '')
          problems.push(
            `site ${site}: integrations.${name} is enabled but the secret ${setting} is not set (wrangler secret put ${setting} --env production)`,
          );
      }
    }
  }
  return problems;
}
