import { z } from 'zod';
import type { PaymentCallbackPageData } from '../../client/pages/payment-callback-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

/** What a payment provider may put in the return URL; anything else means "we do not know yet". */
const OUTCOMES = {
  paid: 'success',
  success: 'success',
  ok: 'success',
  pending: 'pending',
  failed: 'failed',
  error: 'failed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
} as const;
const QuerySchema = z.object({
  status: z.string().trim().toLowerCase().max(20).optional().catch(undefined),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._~-]{8,128}$/)
    .optional()
    .catch(undefined),
});

/** /checkout/payment/callback: the outcome from the query (validated), with links back. */
export const paymentCallbackLoader: PageLoader<PaymentCallbackPageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  const q = QuerySchema.parse(Object.fromEntries(query));
  const outcome = (
    q.status && q.status in OUTCOMES ? OUTCOMES[q.status as keyof typeof OUTCOMES] : 'pending'
  ) as PaymentCallbackPageData['outcome'];
  return {
    kind: 'ok',
    data: { title: t('checkout.paymentCallback.title'), outcome, code: q.code ?? null, token: q.token ?? null },
    meta: {
      title: t('checkout.paymentCallback.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
