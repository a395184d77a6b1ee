import type { OrderStatusPageData } from '../../client/pages/order-status-page';
import { canonicalUrl } from '../render/canonical-url';
import { OrderLookupQuerySchema, parkOrderToken } from './order-lookup-query';
import type { PageLoader } from './page-loader';

/**
 * /stav-objednavky?code= or ?token=: the lookup key (validated; a malformed one is dropped and the
 * page asks for a code). A token leaves the URL on the first answer (parkOrderToken). The order itself is read by the browser, so an unknown order is a clear
 * message on a 200 page, not an error page, and no order ever lands in a cache.
 */
export const orderStatusLoader: PageLoader<OrderStatusPageData> = async (ctx) => {
  const parked = await parkOrderToken(ctx);
  if (parked) return parked;
  const { c, url, query } = ctx;
  const t = c.get('t');
  const q = OrderLookupQuerySchema.parse(Object.fromEntries(query));
  return {
    kind: 'ok',
    // The token stays in its HttpOnly cookie: the API adds it to the look-up by code (order-lookup.ts).
    data: { title: t('checkout.orderStatus.title'), code: q.code ?? null, token: null },
    meta: {
      title: t('checkout.orderStatus.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
