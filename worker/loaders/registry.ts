import type { PageKey } from '../../shared/routes';
import { homeLoader } from './home-loader';
import { catchAllLoader } from './catch-all-loader';
import { cartLoader } from './cart-loader';
import { checkoutShippingLoader } from './checkout-shipping-loader';
import { checkoutDeliveryLoader } from './checkout-delivery-loader';
import { checkoutFinishedLoader } from './checkout-finished-loader';
import { checkoutImportLoader } from './checkout-import-loader';
import { paymentCallbackLoader } from './payment-callback-loader';
import { orderStatusLoader } from './order-status-loader';
import type { PageLoader } from './page-loader';

/**
 * Page key → loader. A page without a loader answers 404 (after the rewrite/redirect lookups).
 * Add the page's component to client/pages/registry.ts at the same time.
 */
export const pageLoaders: Partial<Record<PageKey, PageLoader<any>>> = {
  home: homeLoader,
  cart: cartLoader,
  'checkout-shipping': checkoutShippingLoader,
  'checkout-delivery': checkoutDeliveryLoader,
  'checkout-finished': checkoutFinishedLoader,
  'checkout-import': checkoutImportLoader,
  'payment-callback': paymentCallbackLoader,
  'order-status': orderStatusLoader,
  'catch-all': catchAllLoader,
};

/** url-rewrite types (content API) → the loader that renders them with status 200. */
export const rewriteLoaders: Partial<Record<string, PageLoader<any>>> = {};
