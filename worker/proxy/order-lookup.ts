import type { Context } from 'hono';
import { z } from 'zod';
import { PublicOrderSchema, storeEnvelope, type PublicOrder } from '../../shared/contracts/store';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../cookies';
import type { AppEnv } from '../env';
import { ipKey, overRateLimit, tooManyRequests } from '../middleware/rate-limit';
import { createUpstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import { apiError } from './api-errors';
import type { Guard } from './proxy-guard';

export const ORDER_CODE = /^[A-Za-z0-9-]{1,40}$/;
export const ORDER_TOKEN = /^[A-Za-z0-9._~-]{8,128}$/;

/** The store's answer for an order by code or token: the full order carries its token. */
const FullOrderSchema = z.object({ code: z.string(), token: z.string().optional() }).passthrough();
const FULL_ORDER = storeEnvelope(FullOrderSchema);
const NEVER_CACHED = { cacheTtl: 0 } as const;

export type FullOrderAnswer = z.infer<typeof FullOrderSchema>;

/**
 * What one order look-up found, for the visitor asking. `hidden` is the one answer for "no such
 * order" AND "an order this visitor may not see": a stranger cannot tell them apart (issue 26.2).
 */
export type OrderLookup =
  | { kind: 'limited' }
  | { kind: 'hidden' }
  | { kind: 'public'; order: PublicOrder }
  | { kind: 'full'; order: FullOrderAnswer }
  | { kind: 'unavailable'; error: UpstreamError };

/**
 * Counts one order look-up against the one limit every way of looking an order up shares (the API
 * by code, token or account code, the payment return, its page data). True when over the limit.
 */
export function overOrderLookupLimit(c: Context<AppEnv>): Promise<boolean> {
  return overRateLimit(c.env, 'ORDER_LOOKUP_RATE_LIMIT', [ipKey(c)]);
}

/**
 * THE order look-up by code or token (issue 26.2), counted by the shared limit. The full order only
 * with the order's own token, or for the logged-in shopper the store answered with it (its owner);
 * a bare code gets the public view when `publicView` allows one (the order-status page), else it
 * is `hidden` like a missing order. The projection is done here too, so a store that answers more
 * than the contract allows leaks nothing.
 */
export async function lookUpOrder(
  c: Context<AppEnv>,
  key: { code: string; token?: string | undefined } | { token: string },
  options: { publicView: boolean },
): Promise<OrderLookup> {
  if (await overOrderLookupLimit(c)) return { kind: 'limited' };
  const byCode = 'code' in key;
  if (byCode ? !ORDER_CODE.test(key.code) : false) return { kind: 'hidden' };
  if (key.token !== undefined && !ORDER_TOKEN.test(key.token)) return { kind: 'hidden' };
  const path = byCode ? `/orders/code/${key.code}` : `/orders/token/${key.token}`;
  const query = byCode && key.token ? { token: key.token } : {};
  let order: FullOrderAnswer;
  try {
    order = (await createUpstreams(c).store.get(path, query, FULL_ORDER, NEVER_CACHED)).data;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // Missing, or refused for this visitor: the same answer either way.
    if (error.kind === 'http' && error.status >= 400 && error.status < 500) return { kind: 'hidden' };
    return { kind: 'unavailable', error };
  }
  const authorised =
    !byCode || (key.token !== undefined && order.token === key.token) || (!!c.get('session').token && !!order.token);
  if (authorised) return { kind: 'full', order };
  if (!options.publicView) return { kind: 'hidden' };
  const view = PublicOrderSchema.safeParse(order);
  return view.success ? { kind: 'public', order: view.data } : { kind: 'hidden' };
}

/** The API answer of a look-up: one 404 for missing and hidden orders alike. */
function answer(c: Context<AppEnv>, found: OrderLookup): Response {
  c.header('cache-control', 'no-store');
  switch (found.kind) {
    case 'limited':
      return tooManyRequests(c, 'ORDER_LOOKUP_RATE_LIMIT');
    case 'hidden':
      return apiError(c, 404, 'Order not found');
    case 'unavailable':
      return apiError(
        c,
        found.error.kind === 'timeout' ? 504 : 502,
        found.error.kind === 'timeout' ? 'The shop did not answer in time' : 'The shop cannot be reached',
      );
    default:
      return c.json({ data: found.order });
  }
}

/**
 * `GET /api/v1/orders/code/{code}[?token=]` (issue 11.1): a bare code gets the public view only
 * (status, dates, items, totals, shipping and payment names; shared/contracts/store.ts
 * PublicOrderSchema); the full order with `?token=` (or the `order-token` cookie the order pages
 * set) or for its owner (lookUpOrder).
 */
export const orderByCode: Guard = async (c, call) => {
  const given = c.req.query('token');
  if (given !== undefined && !ORDER_TOKEN.test(given)) return apiError(c, 400, 'Invalid order token', 'token');
  // The order pages keep the token in an HttpOnly cookie, never in their URL (issue 26.10).
  const parked = getCookie(c, COOKIE.orderToken);
  const token = given ?? (parked && ORDER_TOKEN.test(parked) ? parked : undefined);
  return answer(c, await lookUpOrder(c, { code: call.params.code ?? '', token }, { publicView: true }));
};

/** `GET /api/v1/orders/token/{token}`: the full order for its token holder (lookUpOrder). */
export const orderByToken: Guard = async (c, call) =>
  answer(c, await lookUpOrder(c, { token: call.params.token ?? '' }, { publicView: false }));

/** `GET /api/v1/user/orders/code/{code}`: the store's own owner check, under the shared limit. */
export const ownOrderByCode: Guard = async (c, call) => {
  if (await overOrderLookupLimit(c)) return tooManyRequests(c, 'ORDER_LOOKUP_RATE_LIMIT');
  return call.forward(call.text);
};
