import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { z } from 'zod';
import { COOKIE, COOKIE_MAX_AGE, setCredentialCookie } from '../cookies';
import type { AppEnv } from '../env';
import { lookUpOrder, ORDER_TOKEN } from '../proxy/order-lookup';
import type { LoaderContext, LoaderResult } from './page-loader';

/**
 * The key a shopper's link carries to one order (order status, payment return): `?code=` or
 * `?token=`. A malformed one is dropped (undefined), so the page asks for a code instead of failing.
 */
export const OrderLookupQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._~-]{8,128}$/)
    .optional()
    .catch(undefined),
});

/** The order token this browser holds (parked by parkOrderToken), or undefined. */
export function parkedOrderToken(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, COOKIE.orderToken);
  return token && ORDER_TOKEN.test(token) ? token : undefined;
}

/**
 * Issue 26.10: an order token (it unlocks name, e-mail, phone and address) leaves the page URL on
 * the first answer, as login-as tokens do: kept in an HttpOnly cookie for an hour, and the browser
 * sent on (302, no Referer) to the same page without it, by the order's code when the token names
 * one. So the token is never a page's address: not in history, in a Referer, or the URL a tag
 * manager or page view reports. Null when the URL carries no token (the loader goes on).
 */
export async function parkOrderToken({ c, url, query }: LoaderContext): Promise<LoaderResult<never> | null> {
  if (!query.has('token')) return null;
  const raw = (query.get('token') ?? '').trim();
  const clean = new URLSearchParams(query);
  clean.delete('token');
  if (ORDER_TOKEN.test(raw)) {
    setCredentialCookie(c, COOKIE.orderToken, raw, COOKIE_MAX_AGE.orderToken);
    if (!clean.has('code')) {
      const found = await lookUpOrder(c, { token: raw }, { publicView: false });
      if (found.kind === 'full') clean.set('code', found.order.code);
    }
  }
  c.set('referrerPolicy', 'no-referrer');
  c.header('cache-control', 'private, no-store');
  const search = clean.toString();
  return { kind: 'redirect', location: `${url.pathname}${search ? `?${search}` : ''}`, status: 302 };
}
