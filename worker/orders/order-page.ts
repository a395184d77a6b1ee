import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { OrderSchema, PublicOrderSchema, type Order, type PublicOrder } from '../../shared/contracts/store';
import { toOrderView, type OrderView } from '../../shared/order-view';
import { clearCookie, COOKIE, setCredentialCookie } from '../cookies';
import type { AppEnv } from '../env';
import { lookUpOrder, ORDER_TOKEN } from '../proxy/order-lookup';
import { paymentQr } from './payment-qr';
import { placedAnswer } from './placed-answer';

/**
 * Orders on pages (thank-you, order status, account order detail): read from the store on the server,
 * so the first HTML holds the whole order, its payment instructions and QR code (no skeleton, no
 * client fetch), and shown by one component in the order's own currency.
 */

/** How long this browser keeps the way back to the order it just placed (the thank-you page). */
const PLACED_ORDER_MAX_AGE = 24 * 3600;

/** The page's view of an order: the QR symbol is made here, for the site's local standard. */
export function orderViewFor(c: Context<AppEnv>, order: Order | PublicOrder): OrderView {
  const message = c.get('t')('checkout.bankTransfer.qrMessage', { code: order.code });
  return toOrderView(order, (transfer) => paymentQr(c.get('domain').homeCountry, transfer, message));
}

/**
 * By the order's own token (its link): the full order, or null for an unknown or malformed token. Through
 * the one counted look-up (worker/proxy/order-lookup.ts, issue 26.2).
 */
export async function orderByToken(c: Context<AppEnv>, token: string): Promise<Order | null> {
  const found = await lookUpOrder(c, { token }, { publicView: false });
  if (found.kind === 'unavailable') throw found.error;
  if (found.kind !== 'full') return null;
  const order = OrderSchema.safeParse(found.order);
  return order.success ? order.data : null;
}

export type CodeLookup = { kind: 'found'; order: Order | PublicOrder } | { kind: 'not-found' } | { kind: 'limited' };

/**
 * By code (guessable), with the token this browser holds for it if any: the one counted look-up, the
 * full order for the token's holder or the owner, else the public view; a missing order and one this
 * visitor may not see are the same `not-found`.
 */
export async function orderByCode(c: Context<AppEnv>, code: string, token?: string): Promise<CodeLookup> {
  const found = await lookUpOrder(c, { code, token }, { publicView: true });
  switch (found.kind) {
    case 'limited':
      return { kind: 'limited' };
    case 'hidden':
      return { kind: 'not-found' };
    case 'unavailable':
      throw found.error;
    case 'public':
      return { kind: 'found', order: found.order };
    default: {
      const full = OrderSchema.safeParse(found.order);
      const order = full.success ? full.data : PublicOrderSchema.safeParse(found.order);
      if ('success' in order) return order.success ? { kind: 'found', order: order.data } : { kind: 'not-found' };
      return { kind: 'found', order };
    }
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
  const parsed = PlacedAnswerSchema.safeParse(await placedAnswer(c));
  if (parsed.success) setCredentialCookie(c, COOKIE.placedOrder, parsed.data.data.token, PLACED_ORDER_MAX_AGE);
};
