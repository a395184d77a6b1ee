import { z } from 'zod';
import type { OrderStatusPageData } from '../../client/pages/order-status-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

const QuerySchema = z.object({
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

/**
 * /stav-objednavky?code= or ?token=: the lookup key (validated; a malformed one is dropped and the
 * page asks for a code). The order itself is read by the browser, so an unknown order is a clear
 * message on a 200 page, not an error page, and no order ever lands in a cache.
 */
export const orderStatusLoader: PageLoader<OrderStatusPageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  const q = QuerySchema.parse(Object.fromEntries(query));
  return {
    kind: 'ok',
    data: { title: t('checkout.orderStatus.title'), code: q.code ?? null, token: q.token ?? null },
    meta: {
      title: t('checkout.orderStatus.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
