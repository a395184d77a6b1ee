import type { PaymentCallbackPageData } from '../../client/pages/payment-callback-page';
import { OrderPaymentStateSchema, storeEnvelope, type PaymentState } from '../../shared/contracts/store';
import { canonicalUrl } from '../render/canonical-url';
import { createUpstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import { OrderLookupQuerySchema } from './order-lookup-query';
import type { PageLoader } from './page-loader';

/** The store's confirmed state -> what the page says; no confirmation yet means "pending". */
const OUTCOME: Record<PaymentState, PaymentCallbackPageData['outcome']> = {
  paid: 'success',
  pending: 'pending',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'cancelled',
};

const ORDER_PAYMENT = storeEnvelope(OrderPaymentStateSchema);
const NEVER_CACHED = { cacheTtl: 0 } as const;

/**
 * /checkout/payment/callback: where the payment provider sends the shopper back. The provider's
 * `?status=` is only a claim anyone can type, so the page asks the store for the order (by its
 * token, else its code) and says what the store has confirmed: "paid" only when the store says so,
 * "pending" while it knows nothing yet, "unknown" when there is no order to ask about.
 */
export const paymentCallbackLoader: PageLoader<PaymentCallbackPageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  const q = OrderLookupQuerySchema.parse(Object.fromEntries(query));
  const path = q.token
    ? `/orders/token/${encodeURIComponent(q.token)}`
    : q.code
      ? `/orders/code/${encodeURIComponent(q.code)}`
      : null;
  let outcome: PaymentCallbackPageData['outcome'] = 'unknown';
  let code = q.code ?? null;
  if (path) {
    try {
      const { data } = await createUpstreams(c).store.get(path, {}, ORDER_PAYMENT, NEVER_CACHED);
      outcome = data.paymentState ? OUTCOME[data.paymentState] : 'pending';
      code = data.code;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // No such order: nothing to confirm. The store unreachable: we cannot know yet.
      outcome = error.isNotFound ? 'unknown' : 'pending';
    }
  }
  return {
    kind: 'ok',
    data: { title: t('checkout.paymentCallback.title'), outcome, code, token: q.token ?? null },
    meta: {
      title: t('checkout.paymentCallback.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
