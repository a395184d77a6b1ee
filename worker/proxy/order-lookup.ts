import { z } from 'zod';
import { PublicOrderSchema } from '../../shared/contracts/store';
import { ipKey, overRateLimit, tooManyRequests } from '../middleware/rate-limit';
import { apiError } from './api-errors';
import { forwardToUpstream } from './forward-to-upstream';
import type { Guard } from './proxy-guard';

const CODE = /^[A-Za-z0-9-]{1,40}$/;
const ORDER_TOKEN = /^[A-Za-z0-9._~-]{8,128}$/;

const AnswerSchema = z.object({ data: z.object({ token: z.string().optional() }).passthrough() });

/** Order look-ups (by code or token) are guessing targets: rate limited per client IP. */
export const orderByToken: Guard = async (c, call) => {
  if (await overRateLimit(c.env, 'ORDER_LOOKUP_RATE_LIMIT', [ipKey(c)]))
    return tooManyRequests(c, 'ORDER_LOOKUP_RATE_LIMIT');
  return call.forward(call.text);
};

/**
 * `GET /api/v1/orders/code/{code}[?token=]` (issue 11.1): a bare code gets the public view only
 * (status, dates, items, totals, shipping and payment names; shared/contracts/store.ts
 * PublicOrderSchema). The full order only when `?token=` is the order's own token, or for a
 * logged-in shopper whom the store answered with the full order (its owner). The projection is
 * done here too, so a store that answers more than the contract allows leaks nothing.
 */
export const orderByCode: Guard = async (c, call) => {
  if (await overRateLimit(c.env, 'ORDER_LOOKUP_RATE_LIMIT', [ipKey(c)]))
    return tooManyRequests(c, 'ORDER_LOOKUP_RATE_LIMIT');
  const code = call.params.code ?? '';
  if (!CODE.test(code)) return apiError(c, 404, 'Order not found');
  const token = c.req.query('token');
  if (token !== undefined && !ORDER_TOKEN.test(token)) return apiError(c, 400, 'Invalid order token', 'token');
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const res = await forwardToUpstream(c, `${c.get('domain').upstreams.store}/orders/code/${code}${query}`, undefined);
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return res;
  const answer = AnswerSchema.safeParse(await res.json());
  if (!answer.success) return apiError(c, 502, 'Something broke');
  const full = answer.data.data;
  const authorised = (token !== undefined && full.token === token) || (!!c.get('session').token && !!full.token);
  if (authorised) return c.json({ data: full });
  const view = PublicOrderSchema.safeParse(full);
  if (!view.success) return apiError(c, 502, 'Something broke');
  return c.json({ data: view.data });
};
