import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for mutating `/api/*` calls: the request must say it comes from this origin, by
 * `Sec-Fetch-Site: same-origin` or an `Origin` equal to ours. Hono's `csrf` middleware checks only
 * form-like content types (it relies on CORS preflight for JSON); we refuse a missing proof for
 * every body type, since the proxy acts with the shopper's auth cookie.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const ours = new URL(c.req.url).origin;
  if (site === 'same-origin' || (origin !== undefined && origin === ours)) return next();
  return c.json({ errors: [{ title: 'Cross-site request refused', status: 403 }] }, 403);
};
