/**
 * The withdrawal function (Directive 2023/2673: CRD Art. 11a), the worker's side: identify the order,
 * read what may be withdrawn, record the withdrawal. Every store call here counts against the one
 * order look-up limit (worker/proxy/order-lookup.ts), so order codes cannot be tried faster through
 * this page than through the order status page. The store decides who may act on an order: its
 * token holder (the token never leaves HttpOnly cookies) or its signed-in owner.
 *
 * Used by the page's loader (pages/withdrawal/loader.ts), the API guards and the browser's own form
 * posts (worker/proxy/withdrawal-routes.ts). Store contract: shared/contracts/store.ts.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  OrderIdentifyAnswerSchema,
  WithdrawalFormSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
  storeEnvelope,
  type OrderIdentifyRequest,
  type Withdrawal,
  type WithdrawalForm,
} from '../../shared/contracts/store';
import { COOKIE, COOKIE_MAX_AGE, setCredentialCookie } from '../cookies';
import type { AppEnv } from '../env';
import { overOrderLookupLimit, ORDER_CODE, ORDER_TOKEN } from '../proxy/order-lookup';
import { createUpstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';

const NEVER_CACHED = { cacheTtl: 0 } as const;

/** What the shopper sends: the lines and an optional reason (the worker adds the order's token). */
export const WithdrawalSubmitSchema = WithdrawalRequestSchema.omit({ token: true });
export type WithdrawalSubmit = z.infer<typeof WithdrawalSubmitSchema>;

/** The order's token this browser holds, if any: the one the look-up parked, else the order just placed. */
function heldToken(c: Context<AppEnv>): string | undefined {
  for (const name of [COOKIE.orderToken, COOKIE.placedOrder]) {
    const token = getCookie(c, name);
    if (token && ORDER_TOKEN.test(token)) return token;
  }
  return undefined;
}

/** An upstream refusal (4xx) as what it means here; anything else is thrown (the page's error path). */
function refusalOf(error: unknown): 'hidden' | 'ended' | 'invalid' {
  if (!(error instanceof UpstreamError) || error.kind !== 'http' || error.status >= 500 || error.status < 400)
    throw error;
  if (error.status === 404 || error.status === 401 || error.status === 403) return 'hidden';
  const body = z.object({ errors: z.array(z.object({ code: z.string().optional() })) }).safeParse(error.body);
  const code = body.success ? body.data.errors[0]?.code : undefined;
  return code === 'withdrawal_period_ended' ? 'ended' : 'invalid';
}

export type IdentifyOutcome = { kind: 'identified'; code: string } | { kind: 'hidden' } | { kind: 'limited' };

/**
 * A guest names the order by code and e-mail: on a match the store answers its token, which this
 * browser keeps in the HttpOnly order-token cookie (the order pages' own, an hour); a wrong e-mail
 * and an unknown code are the same `hidden`.
 */
export async function identifyOrder(c: Context<AppEnv>, request: OrderIdentifyRequest): Promise<IdentifyOutcome> {
  if (await overOrderLookupLimit(c)) return { kind: 'limited' };
  try {
    const answer = await createUpstreams(c).store.post(
      '/orders/identify',
      request,
      storeEnvelope(OrderIdentifyAnswerSchema),
      { anonymous: true },
    );
    if (!ORDER_TOKEN.test(answer.data.token) || answer.data.code !== request.code) return { kind: 'hidden' };
    setCredentialCookie(c, COOKIE.orderToken, answer.data.token, COOKIE_MAX_AGE.orderToken);
    return { kind: 'identified', code: answer.data.code };
  } catch (error) {
    refusalOf(error); // any refusal (unknown code, wrong e-mail, bad input) is the same answer
    return { kind: 'hidden' };
  }
}

export type FormOutcome = { kind: 'found'; form: WithdrawalForm } | { kind: 'hidden' } | { kind: 'limited' };

/** What the withdrawal page offers for `code`, when this browser's token or session opens the order. */
export async function readWithdrawalForm(c: Context<AppEnv>, code: string): Promise<FormOutcome> {
  if (!ORDER_CODE.test(code)) return { kind: 'hidden' };
  if (await overOrderLookupLimit(c)) return { kind: 'limited' };
  const token = heldToken(c);
  try {
    const answer = await createUpstreams(c).store.get(
      `/orders/code/${code}/withdrawal`,
      token ? { token } : {},
      storeEnvelope(WithdrawalFormSchema),
      NEVER_CACHED,
    );
    return { kind: 'found', form: answer.data };
  } catch (error) {
    refusalOf(error);
    return { kind: 'hidden' };
  }
}

export type SubmitOutcome =
  | { kind: 'recorded'; withdrawal: Withdrawal }
  | { kind: 'hidden' }
  | { kind: 'limited' }
  | { kind: 'ended' }
  | { kind: 'invalid' };

/** Records the withdrawal (the store keeps one per order: a repeat answers the first). */
export async function submitWithdrawal(
  c: Context<AppEnv>,
  code: string,
  submit: WithdrawalSubmit,
): Promise<SubmitOutcome> {
  if (!ORDER_CODE.test(code)) return { kind: 'hidden' };
  if (await overOrderLookupLimit(c)) return { kind: 'limited' };
  const token = heldToken(c);
  try {
    const answer = await createUpstreams(c).store.post(
      `/orders/code/${code}/withdrawal`,
      { ...submit, ...(token ? { token } : {}) },
      storeEnvelope(WithdrawalSchema),
    );
    return { kind: 'recorded', withdrawal: answer.data };
  } catch (error) {
    return { kind: refusalOf(error) };
  }
}
