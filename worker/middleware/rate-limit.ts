import type { Context } from 'hono';
import { t } from '../../shared/i18n/dictionary';
import type { AppEnv, Env } from '../env';

/**
 * Brute-force and abuse limits (issue 11.6) on Cloudflare's Workers rate-limiting binding: one
 * `[[ratelimits]]` binding per kind of action in wrangler.toml, each with its limit per period.
 * The counters live in the Cloudflare location that served the request and are approximate
 * (docs/SECURITY.md): a limit of 10 per 60 s means "about 10 a minute from one place", not an
 * exact global count. Miniflare simulates the binding in `wrangler dev` and in the worker tests.
 */
/**
 * Every rate-limit binding the worker uses, with its period as declared in wrangler.toml
 * (`simple.period`; Cloudflare allows 10 or 60 seconds). The one list: the production guard
 * (worker/config/deployment.ts) requires each of them.
 */
const PERIOD_SECONDS = {
  LOGIN_RATE_LIMIT: 60,
  ACCOUNT_RATE_LIMIT: 60,
  FORM_RATE_LIMIT: 60,
  COUPON_RATE_LIMIT: 60,
  ORDER_LOOKUP_RATE_LIMIT: 60,
  ADDRESS_CHECK_RATE_LIMIT: 60,
  RECOMMENDATION_RATE_LIMIT: 60,
} as const satisfies Record<string, 10 | 60>;

export type RateLimitBinding = keyof typeof PERIOD_SECONDS;

export const RATE_LIMIT_BINDINGS = Object.keys(PERIOD_SECONDS) as RateLimitBinding[];

/** Seconds until a limited client may try again (the binding's period). */
export const retryAfterSeconds = (binding: RateLimitBinding): number => PERIOD_SECONDS[binding];

/**
 * The per-address key: the client's address as Cloudflare reports it (always there on Cloudflare
 * and in `wrangler dev`). Requests made in-process by the worker tests have none; they are
 * limited per account only, instead of all sharing one made-up address.
 */
export function ipKey(c: Context<AppEnv>): string | null {
  const ip = c.req.header('cf-connecting-ip');
  return ip ? `ip:${ip}` : null;
}

/**
 * Counts one attempt against every key (e.g. the client's IP and the account); true when any of
 * them is over its limit. Without the binding (a deployment that forgot it) nothing is limited,
 * but production refuses to start without it (worker/config/production-guard.ts).
 */
export async function overRateLimit(
  env: Env,
  binding: RateLimitBinding,
  keys: readonly (string | null | undefined)[],
): Promise<boolean> {
  const limiter = env[binding];
  if (!limiter) return false;
  const outcomes = await Promise.all(
    keys.filter((k): k is string => !!k).map((key) => limiter.limit({ key: `${binding}:${key}` })),
  );
  return outcomes.some((o) => !o.success);
}

/**
 * 429 in the store's error envelope, with Retry-After and the message in the shopper's language. The
 * code and the wait in seconds travel with it, so the page says how long to wait (issue 31: it said
 * "wait a while", the status's generic text).
 */
export function tooManyRequests(c: Context<AppEnv>, binding: RateLimitBinding): Response {
  const seconds = PERIOD_SECONDS[binding];
  c.header('retry-after', String(seconds));
  c.header('cache-control', 'no-store');
  return c.json(
    {
      errors: [
        {
          title: t(c.get('locale'), 'errors.tooManyRequests', { seconds }),
          status: 429,
          code: 'too_many_requests',
          params: { seconds },
        },
      ],
    },
    429,
  );
}

/** Lower-cased, trimmed e-mail from a JSON body (the per-account key), or null. */
export function emailKey(json: unknown): string | null {
  if (!json || typeof json !== 'object' || !('email' in json)) return null;
  const email = (json as { email: unknown }).email;
  return typeof email === 'string' && email.length <= 320 ? `email:${email.trim().toLowerCase()}` : null;
}
