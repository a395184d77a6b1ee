import type { OrderStatusPageData } from '../../client/pages/order-status-page';
import { orderByCode, orderByToken, orderViewFor, placedOrder } from '../orders/order-page';
import { payHrefFor } from '../../shared/order-view';
import { canonicalUrl } from '../render/canonical-url';
import { OrderLookupQuerySchema } from './order-lookup-query';
import type { PageLoader } from './page-loader';

/**
 * /stav-objednavky?code= or ?token=: the order, read here so the first HTML shows it whole (issue 30).
 * The e-mail's token link opens the full order; a bare code the public view (counted by the order
 * look-up limit), or the full order for its owner or for the browser that just placed it. An unknown
 * order is a clear message on a 200 page; the look-up form shows only when there is no order. Personal
 * in every outcome: never cached.
 */
export const orderStatusLoader: PageLoader<OrderStatusPageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  c.header('cache-control', 'private, no-store');
  const q = OrderLookupQuerySchema.parse(Object.fromEntries(query));
  let data: OrderStatusPageData = { title: t('checkout.orderStatus.title'), code: q.code ?? null, lookup: 'none' };
  if (q.token) {
    const order = await orderByToken(c, q.token);
    const view = order ? orderViewFor(c, order) : null;
    data = view
      ? { ...data, code: view.code, lookup: 'found', order: view, payHref: payHrefFor(view, order?.token) }
      : { ...data, lookup: 'not-found' };
  } else if (q.code) {
    // The browser that placed this order holds its token (the thank-you page's cookie): the full order.
    const own = await placedOrder(c);
    const found = own && own.code === q.code ? ({ kind: 'found', order: own } as const) : await orderByCode(c, q.code);
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
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
