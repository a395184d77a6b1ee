import type { CheckoutFinishedPageData } from './page';
import { pathFor } from '../../shared/routes';
import { orderViewFor, placedOrder } from '../../worker/orders/order-page';
import { payHrefFor } from '../../shared/order-view';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';

/**
 * /kosik/dokoncenie: the order this browser just placed, read on the server with the token the place
 * answer left in an HttpOnly cookie (never in the URL), so the first HTML holds the whole order and
 * its payment instructions. Without the cookie the page falls back to the browser's copy.
 */
export const loader: PageLoader<CheckoutFinishedPageData> = async ({ c, url }) => {
  const t = c.get('t');
  c.header('cache-control', 'private, no-store');
  const order = await placedOrder(c);
  const view = order ? orderViewFor(c, order) : null;
  return {
    kind: 'ok',
    data: {
      title: t('checkout.orderFinished.title'),
      placed:
        order && view
          ? {
              order: view,
              email: order.customer.email,
              statusHref: `${pathFor('order-status')}?code=${encodeURIComponent(order.code)}`,
              payHref: payHrefFor(view, order.token),
            }
          : null,
    },
    meta: {
      title: t('checkout.orderFinished.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
