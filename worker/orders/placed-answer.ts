import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * After the store has answered `POST /api/v1/cart/place` (call after `await next()`): the answer's
 * JSON when it placed an order (200), else undefined. The one reading for everything that follows a
 * placed order (the thank-you page's cookie, the partner events); each checks it with its own schema.
 */
export async function placedAnswer(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method !== 'POST' || c.res.status !== 200) return undefined;
  try {
    return await c.res.clone().json();
  } catch {
    return undefined;
  }
}
