import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  OrderSchema,
  PublicOrderSchema,
  storeEnvelope,
  type Order,
  type PublicOrder,
} from '../../shared/contracts/store';
import { toOrderView, type OrderView } from '../../shared/order-view';
import { clearCookie, COOKIE, setCredentialCookie } from '../cookies';
import type { AppEnv } from '../env';
import { ipKey, overRateLimit } from '../middleware/rate-limit';
import { createUpstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import { paymentQr } from './payment-qr';

/**
 * Orders on pages (thank-you, order status, account order detail): read from the store on the server,
 * so the first HTML holds the whole order, its payment instructions and QR code (no skeleton, no
 * client fetch), and shown by one component in the order's own currency.
 */

const ORDER_TOKEN = /^[A-Za-z0-9._~-]{8,128}$/;
const ORDER_CODE = /^[A-Za-z0-9-]{1,40}$/;
/** Personal reads: never from the upstream read cache. */
const PERSONAL = { cacheTtl: 0 } as const;
/** How long this browser keeps the way back to the order it just placed (the thank-you page). */
const PLACED_ORDER_MAX_AGE = 24 * 3600;

/** The page's view of an order: the QR symbol is made here, for the site's local standard. */
export function orderViewFor(c: Context<AppEnv>, order: Order | PublicOrder): OrderView {
  const message = c.get('t')('checkout.bankTransfer.qrMessage', { code: order.code });
  return toOrderView(order, (transfer) => paymentQr(c.get('domain').homeCountry, transfer, message));
}

/** The token answer is the order's own link: the full order; unknown or malformed tokens read as none. */
export async function orderByToken(c: Context<AppEnv>, token: string): Promise<Order | null> {
  if (!ORDER_TOKEN.test(token)) return null;
  try {
    const { store } = createUpstreams(c);
    return (await store.get(`/orders/token/${encodeURIComponent(token)}`, {}, storeEnvelope(OrderSchema), PERSONAL))
      .data;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'http' && (error.status === 404 || error.status === 422))
      return null;
    throw error;
  }
}

export type CodeLookup = { kind: 'found'; order: Order | PublicOrder } | { kind: 'not-found' } | { kind: 'limited' };

/**
 * By code (guessable): counted by the order look-up limit like the API's look-up, and answered with
 * the public view unless the store answers its owner with the full order.
 */
export async function orderByCode(c: Context<AppEnv>, code: string): Promise<CodeLookup> {
  if (!ORDER_CODE.test(code)) return { kind: 'not-found' };
  if (await overRateLimit(c.env, 'ORDER_LOOKUP_RATE_LIMIT', [ipKey(c)])) return { kind: 'limited' };
  try {
    const { store } = createUpstreams(c);
    const answer = (
      await store.get(`/orders/code/${encodeURIComponent(code)}`, {}, storeEnvelope(z.unknown()), PERSONAL)
    ).data;
    // The owner's answer carries the token; anyone else's is projected to the public view here too.
    const full = c.get('session').token ? OrderSchema.safeParse(answer) : null;
    const order = full?.success ? full.data : PublicOrderSchema.parse(answer);
    return { kind: 'found', order };
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'http' && (error.status === 404 || error.status === 422))
      return { kind: 'not-found' };
    throw error;
  }
}

/** The order this browser just placed (the placed-order cookie), or null. */
export async function placedOrder(c: Context<AppEnv>): Promise<Order | null> {
  const token = getCookie(c, COOKIE.placedOrder);
  if (!token) return null;
  const order = await orderByToken(c, token);
  if (!order) clearCookie(c, COOKIE.placedOrder, true);
  return order;
}

const PlacedAnswerSchema = z.object({ data: z.object({ token: z.string().regex(ORDER_TOKEN) }) });

/**
 * After `POST /api/v1/cart/place`: the browser keeps the new order's token in an HttpOnly cookie, so
 * the thank-you page is rendered on the server with the order (never a token in a URL).
 */
export const rememberPlacedOrder: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'POST' || c.res.status !== 200) return;
  let answer: unknown;
  try {
    answer = await c.res.clone().json();
  } catch {
    return;
  }
  const parsed = PlacedAnswerSchema.safeParse(answer);
  if (parsed.success) setCredentialCookie(c, COOKIE.placedOrder, parsed.data.data.token, PLACED_ORDER_MAX_AGE);
};
