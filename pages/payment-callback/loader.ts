import type { PaymentCallbackPageData } from './page';
import { OrderPaymentStateSchema, type PaymentState } from '../../shared/contracts/store';
import { lookUpOrder } from '../../worker/proxy/order-lookup';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { OrderLookupQuerySchema, parkedOrderToken, parkOrderToken } from '../../worker/loaders/order-lookup-query';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** The store's confirmed state -> what the page says; no confirmation yet means "pending". */
const OUTCOME: Record<PaymentState, PaymentCallbackPageData['outcome']> = {
  paid: 'success',
  pending: 'pending',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'cancelled',
};

/**
 * /checkout/payment/callback: where the payment provider sends the shopper back. The provider's
 * `?status=` is only a claim anyone can type, so the page asks the store for the order (by its
 * token, else its code) and says what the store has confirmed: "paid" only when the store says so,
 * "pending" while it knows nothing yet. Through the one order look-up (issue 26.2): counted by the
 * shared limit, and a code without the order's token or its owner's login is answered "unknown",
 * exactly like a code with no order, so the page is no oracle for guessed codes. The token leaves
 * the URL on the first answer and is read from its cookie (parkOrderToken, issue 26.10).
 */
export const loader: PageLoader<PaymentCallbackPageData> = async (ctx) => {
  const parked = await parkOrderToken(ctx);
  if (parked) return parked;
  const { c, url, query } = ctx;
  const t = c.get('t');
  const q = OrderLookupQuerySchema.parse(Object.fromEntries(query));
  const token = parkedOrderToken(c);
  const key = q.code ? { code: q.code, token } : token ? { token } : null;
  let outcome: PaymentCallbackPageData['outcome'] = 'unknown';
  let code: string | null = null;
  const found = key ? await lookUpOrder(c, key, { publicView: false }) : null;
  if (found?.kind === 'full') {
    const order = OrderPaymentStateSchema.safeParse(found.order);
    if (order.success) {
      outcome = order.data.paymentState ? OUTCOME[order.data.paymentState] : 'pending';
      code = order.data.code;
    }
  } else if (found?.kind === 'unavailable' || found?.kind === 'limited') {
    // The store unreachable, or too many look-ups from here: we cannot know yet.
    outcome = 'pending';
  }
  return {
    kind: 'ok',
    data: { title: t('checkout.paymentCallback.title'), outcome, code, token: null },
    meta: {
      title: t('checkout.paymentCallback.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
