import type { Context } from 'hono';
import { t } from '../../shared/i18n/dictionary';
import { pathFor } from '../../shared/routes';
import { sameSitePath } from '../../shared/same-site-path';

type RouteName = Parameters<typeof pathFor>[0];
import { isPlainObject } from '../config/deep-merge';
import type { AppEnv } from '../env';
import { ipKey, emailKey, overRateLimit, tooManyRequests, type RateLimitBinding } from '../middleware/rate-limit';
import { apiError } from './api-errors';
import type { Guard } from './proxy-guard';

/**
 * The shop's own page an e-mail link must lead to, on the host the shopper uses when it is one of
 * this site's hosts (local `sk.localhost:8787` included), else on the canonical host.
 */
export function callbackUrlFor(c: Context<AppEnv>, route: RouteName): string {
  const domain = c.get('domain');
  const here = new URL(c.req.url);
  const known = here.hostname === domain.canonicalHost || domain.hostAliases.includes(here.hostname);
  const origin = known ? here.origin : `https://${domain.canonicalHost}`;
  return new URL(pathFor(route), origin).href;
}

/**
 * A callback the browser sent is accepted only when it IS the shop's own page (then replaced anyway):
 * the one same-site check (shared/same-site-path.ts) first, so a rooted path like `/aktivovat` or an
 * absolute URL on this host is fine and `//evil.example` or `/\evil.example` is not, then the page.
 */
function isOwnCallback(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const own = new URL(expected);
  const path = sameSitePath(given, [own.host]);
  return path !== null && path.replace(/[?#].*$/, '') === own.pathname;
}

/**
 * The shopper's own cart or account: the session token when logged in, else the guest cart token.
 * Both are HttpOnly cookies the worker set; nothing a request body can choose.
 */
function cartKey(c: Context<AppEnv>): string | null {
  const session = c.get('session');
  if (session.token) return `session:${session.token.slice(-24)}`;
  if (session.guestToken) return `guest:${session.guestToken.slice(-24)}`;
  return null;
}

/** The key of "this account" for an account form: the e-mail it names (the account at stake), else the cart. */
function accountKey(c: Context<AppEnv>, json: unknown): string | null {
  return emailKey(json) ?? cartKey(c);
}

/**
 * Account and contact forms and coupon tries (issue 11.6 and 11.8): rate limited per client IP and
 * per account; where the store sends an e-mail with a link back (activation, password reset), the
 * worker sets that link itself, so no request can make the shop mail a link to another site.
 * A foreign `callbackUrl` is refused with 400 and a clear title.
 */
export function guardedForm(
  binding: RateLimitBinding,
  { per, callbackRoute }: { per: 'account' | 'cart'; callbackRoute?: RouteName },
): Guard {
  return async (c, call) => {
    // Per cart (coupon tries, issue 26.5): an `email` in the body must not open a fresh count.
    const key = per === 'cart' ? cartKey(c) : accountKey(c, call.json);
    if (await overRateLimit(c.env, binding, [ipKey(c), key])) return tooManyRequests(c, binding);
    let text = call.text;
    if (callbackRoute && isPlainObject(call.json)) {
      const expected = callbackUrlFor(c, callbackRoute);
      const given = call.json.callbackUrl;
      if (given !== undefined && given !== null && !isOwnCallback(given, expected))
        return apiError(c, 400, t(c.get('locale'), 'errors.callbackRefused'), 'callbackUrl');
      text = JSON.stringify({ ...call.json, callbackUrl: expected });
    }
    return call.forward(text);
  };
}
