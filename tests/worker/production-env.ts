// The production environment as `[env.production]` in wrangler.toml declares it, for tests that
// call the app in-process (tests/worker/production-env.test.ts and others).
import { DEFAULT_DOMAINS } from '../../worker/config/domains';
import type { Env } from '../../worker/env';

/** Every site's upstreams on real (unreachable in tests) hosts, as DOMAINS_JSON would set them. */
export const REAL_UPSTREAMS = JSON.stringify({
  domains: Object.fromEntries(
    DEFAULT_DOMAINS.map((d) => [
      d.code,
      {
        upstreams: {
          store: 'https://api.example.invalid/api/v1',
          oauth: 'https://api.example.invalid/api/oauth',
          content: 'https://cms.example.invalid/content',
          graphql: 'https://cms.example.invalid/content/graphql',
          image: 'https://img.example.invalid/image',
        },
      },
    ]),
  ),
});

export const STRONG_TOKEN = 'a-long-production-ops-token-0123456789abcdef';

/** The production environment as `[env.production]` declares it (no DEMO_BACKEND binding). */
export const productionEnv = (overrides: Partial<Env> = {}): Partial<Env> => ({
  ENVIRONMENT: 'production',
  DEMO_BACKEND: undefined as unknown as Fetcher,
  DOMAINS_JSON: REAL_UPSTREAMS,
  OPS_TOKEN: STRONG_TOKEN,
  ALLOW_COUNTRY_OVERRIDE: undefined,
  ASSUME_HOME_COUNTRY: undefined,
  USER_COOKIE_SECRET: 'a-production-cookie-secret-0123456789abcdef',
  CATALOG_HOOK_SECRET: 'a-production-catalogue-hook-secret-0123456789',
  ...overrides,
});
