import type { Context } from 'hono';
import { CurrencyCodeSchema, emptyCart, PlaceOrderRequestSchema } from '../../shared/contracts/store';
import type { AppEnv } from '../env';
import { loadShellData } from '../upstream/shell-data';
import { apiError, apiInvalidBody } from './api-errors';
import type { Guard } from './proxy-guard';
import { sha256Hex } from '../../shared/hmac';

/**
 * Cart rules the proxy enforces before (or instead of) the upstream call (guards of allow-list
 * entries, worker/proxy/api-proxy.ts):
 *
 * 1. SPEC 4 "an empty cart is set when there is neither guest token nor login": `GET /api/v1/cart`
 *    without either answers an empty cart locally. Most visitors never add anything; this keeps their
 *    page views from costing an upstream call each.
 * 2. Place order: the body is checked against the store's contract (`PlaceOrderRequestSchema`, zod)
 *    before anything else, and is idempotent per shopper and `Idempotency-Key` (SPEC 5/issue 5: a double click or a
 *    retry after a network error never makes two orders). Concurrent duplicates in this isolate share
 *    one upstream call; a later retry with the same key gets the stored answer from the Cache API.
 *    The browser disables the button too; this is the guard for what the button cannot prevent.
 */

/** What a client may send as a key: a UUID-like token, nothing that could grow a cache key. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;
/** Long enough for any retry, short enough that an abandoned key is forgotten. */
const PLACED_TTL_S = 30 * 60;

/** A finished answer as plain data: Response bodies cannot cross from one request to another. */
interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}
const inFlight = new Map<string, Promise<StoredAnswer>>();

/** Cache key for one shopper's key; hashed so no token ends up in a cache URL. */
async function placedCacheKey(c: Context<AppEnv>, key: string): Promise<string> {
  const { token, guestToken } = c.get('session');
  const who = token ? `u:${token}` : guestToken ? `g:${guestToken}` : 'anon';
  return `https://idempotency.storefront.internal/cart-place/${await sha256Hex(`${c.get('domain').code}|${who}|${key}`)}`;
}

async function openCache(): Promise<Cache | null> {
  try {
    return await caches.open('cart-place');
  } catch {
    return null;
  }
}

function replay(stored: StoredAnswer): Response {
  return new Response(stored.body, {
    status: stored.status,
    headers: { 'content-type': stored.contentType, 'cache-control': 'no-store', 'idempotent-replay': 'true' },
  });
}

/**
 * `POST /api/v1/cart/place` with an `Idempotency-Key`: concurrent duplicates share one upstream
 * call; a later retry with the same key gets the stored answer.
 */
export const placeOnce: Guard = async (c, call) => {
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) return apiError(c, 400, 'Invalid Idempotency-Key');
  // The order's body against the store's contract (date of birth, business terms, ...): a bad one is
  // a 422 naming its fields, and never reaches the store or takes the idempotency key.
  const order = PlaceOrderRequestSchema.safeParse(call.json);
  if (!order.success) return apiInvalidBody(c, order.error.issues);
  if (key === undefined) return call.forward(call.text);
  const cacheKey = await placedCacheKey(c, key);
  const cache = await openCache();
  const stored = await cache?.match(cacheKey);
  if (stored)
    return replay({
      status: stored.status,
      contentType: stored.headers.get('content-type') ?? 'application/json',
      body: await stored.text(),
    });

  const running = inFlight.get(cacheKey);
  if (running) return replay(await running);

  let original: Response | undefined;
  const answer = (async (): Promise<StoredAnswer> => {
    original = await call.forward(call.text);
    return {
      status: original.status,
      contentType: original.headers.get('content-type') ?? 'application/json',
      body: await original.clone().text(),
    };
  })();
  inFlight.set(cacheKey, answer);
  try {
    const done = await answer;
    // Only a placed order is final; a refused one (validation, network) may be retried with the key.
    if (done.status >= 200 && done.status < 300 && cache) {
      const toStore = new Response(done.body, {
        status: done.status,
        headers: { 'content-type': done.contentType, 'cache-control': `max-age=${PLACED_TTL_S}` },
      });
      c.executionCtx.waitUntil(cache.put(cacheKey, toStore).catch(() => undefined));
    }
    // The original keeps its own headers (cookies the proxy set); only duplicates get the replay.
    return original!;
  } finally {
    // Keep the entry a little while: a duplicate arriving right after completion still shares it.
    setTimeout(() => inFlight.delete(cacheKey), 5000);
  }
};

/**
 * SPEC 4 "an empty cart is set when there is neither guest token nor login": `GET /api/v1/cart`
 * without either answers an empty cart locally.
 */
export const emptyGuestCart: Guard = async (c, call) => {
  if (c.get('session').token || c.get('session').guestToken) return call.forward(call.text);
  // The threshold comes from the store's globals (the shell data, cached); without them the store answers.
  const currency = CurrencyCodeSchema.safeParse(c.get('currency'));
  const shell = currency.success ? await loadShellData(c).catch(() => null) : null;
  if (currency.success && shell) {
    c.header('cache-control', 'no-store');
    return c.json({ data: emptyCart(currency.data, shell.globals.freeShippingAt) });
  }
  return call.forward(call.text);
};
