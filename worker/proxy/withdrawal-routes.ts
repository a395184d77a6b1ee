/**
 * The withdrawal function's API (allow-listed in store-allow-list.ts, guarded here) and the same
 * calls posted by the browser's own forms (pages/withdrawal/page.tsx: they work before and without
 * the page's script). CSRF is the proxy's same-origin check, before any of this. What the store is
 * asked is in worker/orders/withdrawal.ts; every call counts as an order look-up.
 *
 * - `POST /api/v1/orders/identify` `{ code, email }`: 200 `{ data: { code } }` (the token goes into
 *   the HttpOnly order-token cookie, never into the answer), 404 for a wrong e-mail and an unknown
 *   code alike; a form post: 303 to the withdrawal page of the order, or back with `?found=no`.
 * - `GET /api/v1/orders/code/{code}/withdrawal`: the order's lines for its token holder or owner.
 * - `POST /api/v1/orders/code/{code}/withdrawal` `{ lines, reason? }`: 201/200 with the withdrawal;
 *   a form post (`line-<id>=<pieces>`, `reason`): 303 to the page, which shows the acknowledgement.
 */
import type { Context } from 'hono';
import { OrderIdentifyRequestSchema } from '../../shared/contracts/store';
import { t } from '../../shared/i18n/dictionary';
import type { AppEnv } from '../env';
import { readFormFields } from '../http/browser-form';
import { formPagePath } from '../http/form-refusal';
import { tooManyRequests } from '../middleware/rate-limit';
import {
  identifyOrder,
  readWithdrawalForm,
  submitWithdrawal,
  WithdrawalSubmitSchema,
  type SubmitOutcome,
} from '../orders/withdrawal';
import { apiError, apiInvalidBody } from './api-errors';
import type { Guard } from './proxy-guard';

const NOT_FOUND = 'Order not found';

export const identifyGuard: Guard = async (c, call) => {
  const request = OrderIdentifyRequestSchema.safeParse(call.json);
  if (!request.success) return apiInvalidBody(c, request.error.issues);
  const found = await identifyOrder(c, request.data);
  c.header('cache-control', 'no-store');
  if (found.kind === 'limited') return tooManyRequests(c, 'ORDER_LOOKUP_RATE_LIMIT');
  if (found.kind === 'hidden') return apiError(c, 404, NOT_FOUND);
  return c.json({ data: { code: found.code } });
};

export const withdrawalFormGuard: Guard = async (c, call) => {
  const found = await readWithdrawalForm(c, call.params.code ?? '');
  c.header('cache-control', 'no-store');
  if (found.kind === 'limited') return tooManyRequests(c, 'ORDER_LOOKUP_RATE_LIMIT');
  if (found.kind === 'hidden') return apiError(c, 404, NOT_FOUND);
  return c.json({ data: found.form });
};

function submitAnswer(c: Context<AppEnv>, outcome: SubmitOutcome): Response {
  c.header('cache-control', 'no-store');
  switch (outcome.kind) {
    case 'limited':
      return tooManyRequests(c, 'ORDER_LOOKUP_RATE_LIMIT');
    case 'hidden':
      return apiError(c, 404, NOT_FOUND);
    case 'ended':
      return c.json(
        {
          errors: [
            {
              title: t(c.get('locale'), 'storeErrors.code.withdrawal_period_ended'),
              status: 422,
              code: 'withdrawal_period_ended',
            },
          ],
        },
        422,
      );
    case 'invalid':
      return c.json(
        {
          errors: [
            {
              title: t(c.get('locale'), 'storeErrors.code.withdrawal_line_invalid'),
              status: 422,
              code: 'withdrawal_line_invalid',
              field: 'lines',
            },
          ],
        },
        422,
      );
    default:
      return c.json({ data: outcome.withdrawal });
  }
}

export const submitWithdrawalGuard: Guard = async (c, call) => {
  const submit = WithdrawalSubmitSchema.safeParse(call.json);
  if (!submit.success) return apiInvalidBody(c, submit.error.issues);
  return submitAnswer(c, await submitWithdrawal(c, call.params.code ?? '', submit.data));
};

/** The withdrawal page (in the language its path was posted from) with a query. */
function backToPage(c: Context<AppEnv>, query: Record<string, string>): Response {
  c.header('cache-control', 'no-store');
  const page = formPagePath(c, 'withdrawal');
  return c.redirect(`${page}?${new URLSearchParams(query).toString()}`, 303);
}

/** The guest's code + e-mail form posted by the browser: on to the order's withdrawal, or back with why. */
export async function identifyByForm(c: Context<AppEnv>): Promise<Response> {
  const fields = (await readFormFields(c)) ?? {};
  const request = OrderIdentifyRequestSchema.safeParse(fields);
  const code = typeof fields.code === 'string' ? fields.code.trim().slice(0, 40) : '';
  // A malformed code or e-mail is refused like an unknown one (and still counted: no free tries).
  const found = request.success ? await identifyOrder(c, request.data) : ({ kind: 'hidden' } as const);
  if (found.kind === 'identified') return backToPage(c, { code: found.code });
  return backToPage(c, {
    ...(/^[A-Za-z0-9-]{1,40}$/.test(code) ? { code } : {}),
    found: found.kind === 'limited' ? 'limited' : 'no',
  });
}

/** `line-<itemId>` fields (the pieces withdrawn from that line) and the reason, as the store call's body. */
export function submitFromFields(fields: Record<string, string>): unknown {
  const lines = Object.entries(fields).flatMap(([name, value]) => {
    const id = /^line-(\d{1,12})$/.exec(name)?.[1];
    return id ? [{ itemId: Number(id), amount: Number(value) }] : [];
  });
  const reason = (fields.reason ?? '').trim();
  return { lines, reason: reason === '' ? null : reason };
}

/** The confirmed withdrawal posted by the browser: 303 to the page (the acknowledgement), or back with why. */
export async function withdrawByForm(c: Context<AppEnv>, code: string): Promise<Response> {
  const fields = (await readFormFields(c)) ?? {};
  const submit = WithdrawalSubmitSchema.safeParse(submitFromFields(fields));
  const outcome = submit.success ? await submitWithdrawal(c, code, submit.data) : ({ kind: 'invalid' } as const);
  const safeCode: Record<string, string> = /^[A-Za-z0-9-]{1,40}$/.test(code) ? { code } : {};
  if (outcome.kind === 'recorded') return backToPage(c, safeCode);
  return backToPage(c, { ...safeCode, problem: outcome.kind });
}
