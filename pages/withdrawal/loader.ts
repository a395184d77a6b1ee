import { z } from 'zod';
import type { WithdrawalPageData, WithdrawalView } from './page';
import { OrderSchema, storeListEnvelope, type WithdrawalForm } from '../../shared/contracts/store';
import { withdrawalPeriod } from '../../shared/withdrawal-period';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { readWithdrawalForm } from '../../worker/orders/withdrawal';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import type { PageLoader } from '../../worker/loaders/page-loader';

const QuerySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  step: z.enum(['confirm']).optional().catch(undefined),
  found: z.enum(['no', 'limited']).optional().catch(undefined),
  problem: z.enum(['ended', 'invalid', 'limited', 'hidden']).optional().catch(undefined),
});

/** How many of a signed-in shopper's latest orders the page offers to pick from. */
const OWN_ORDERS = 10;

/**
 * /odstupenie-od-zmluvy: the withdrawal function. Without an order: the guest's code + e-mail form
 * and, signed in, the shopper's orders to pick. With `?code=` and this browser's token or session
 * opening the order (worker/orders/withdrawal.ts, one counted look-up): its lines, the period, the
 * hygienic goods warning; `?step=confirm&line-<id>=<pieces>` the second step; once withdrawn the
 * acknowledgement. A code this visitor may not open shows the form again, as for an unknown one:
 * nothing of the order before it is identified. Personal in every outcome: never cached.
 */
export const loader: PageLoader<WithdrawalPageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  c.header('cache-control', 'private, no-store');
  const q = QuerySchema.parse(Object.fromEntries(query));
  const signedIn = !!c.get('session').token;
  const data: WithdrawalPageData = {
    title: t('withdrawal.title'),
    code: q.code ?? null,
    view: { kind: 'start' },
    found: q.found ?? null,
    problem: q.problem ?? null,
    signedIn,
    ownOrders: null,
  };
  if (q.code) {
    const found = await readWithdrawalForm(c, q.code);
    if (found.kind === 'found') data.view = viewOf(found.form, q.step, query);
    else if (found.kind === 'limited') data.found = 'limited';
  }
  if (data.view.kind === 'start' && signedIn) {
    const answer = await createUpstreams(c)
      .store.get('/user/orders', { page: 1, perPage: OWN_ORDERS }, storeListEnvelope(OrderSchema), { cacheTtl: 0 })
      .catch(() => null);
    data.ownOrders = answer ? answer.data.map((o) => ({ code: o.code, createdAt: o.createdAt })) : [];
  }
  return {
    kind: 'ok',
    data,
    meta: { title: data.title, canonical: canonicalUrl(c.get('domain'), url, false), nofollow: true },
  };
};

/** Which step the identified order is at: done, out of period, the confirmation, or choosing. */
function viewOf(form: WithdrawalForm, step: 'confirm' | undefined, query: URLSearchParams): WithdrawalView {
  const order = { code: form.code, createdAt: form.createdAt, lines: form.lines };
  if (form.withdrawal) return { kind: 'done', order, withdrawal: form.withdrawal };
  const period = withdrawalPeriod(form, new Date());
  if (period.kind !== 'open') return { kind: 'closed', order, period };
  const chosen = form.lines.flatMap((line) => {
    const amount = Number(query.get(`line-${line.itemId}`));
    return Number.isInteger(amount) && amount > 0
      ? [{ itemId: line.itemId, amount: Math.min(amount, line.amount) }]
      : [];
  });
  if (step === 'confirm' && chosen.length > 0) return { kind: 'confirm', order, period, chosen };
  return { kind: 'choose', order, period, nothingChosen: step === 'confirm' };
}
