import type { OrderStatusPageData } from './page';
import { orderByCode, orderViewFor, placedOrder } from '../../worker/orders/order-page';
import { payHrefFor } from '../../shared/order-view';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { OrderLookupQuerySchema, parkOrderToken, parkedOrderToken } from '../../worker/loaders/order-lookup-query';
import type { PageLoader } from '../../worker/loaders/page-loader';

/**
 * /stav-objednavky?code=: the order, read here so the first HTML shows it whole (issue 30). A token in
 * the URL (the e-mail's link) leaves it on the first answer and is kept in an HttpOnly cookie
 * (parkOrderToken, issue 26.10); with it, or for the order's owner or the browser that just placed it,
 * the full order, else the public view. Every look-up goes through the one counted look-up
 * (worker/proxy/order-lookup.ts), and a stranger gets the same answer for a missing order as for one
 * they may not see. An unknown order is a clear message on a 200 page; the look-up form shows only
 * when there is no order. Personal in every outcome: never cached.
 */
export const loader: PageLoader<OrderStatusPageData> = async (ctx) => {
  const parked = await parkOrderToken(ctx);
  if (parked) return parked;
  const { c, url, query } = ctx;
  const t = c.get('t');
  c.header('cache-control', 'private, no-store');
  const q = OrderLookupQuerySchema.parse(Object.fromEntries(query));
  let data: OrderStatusPageData = { title: t('checkout.orderStatus.title'), code: q.code ?? null, lookup: 'none' };
  if (q.code) {
    // The browser that placed this order holds its token (the thank-you page's cookie): the full order.
    const own = await placedOrder(c);
    const found =
      own && own.code === q.code
        ? ({ kind: 'found', order: own } as const)
        : await orderByCode(c, q.code, parkedOrderToken(c));
    if (found.kind === 'found') {
      const view = orderViewFor(c, found.order);
      const token = 'token' in found.order ? found.order.token : undefined;
      data = { ...data, lookup: 'found', order: view, payHref: payHrefFor(view, token) };
    } else data = { ...data, lookup: found.kind };
  }
  return {
    kind: 'ok',
    data,
    meta: {
      title: t('checkout.orderStatus.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
