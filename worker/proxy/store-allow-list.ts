import type { AllowedRoute } from './path-pattern';

/**
 * Every store API call the storefront may make on the browser's behalf (spec 7 "Store API"),
 * relative to `/api/v1`. Anything else is answered 404 by the proxy without an upstream call.
 */
export const STORE_ALLOW_LIST: readonly AllowedRoute[] = [
  // cart
  { method: 'GET', pattern: '/cart' },
  { method: 'POST', pattern: '/cart/items' },
  { method: 'DELETE', pattern: '/cart/items' },
  { method: 'POST', pattern: '/cart/items/batch' },
  { method: 'PATCH', pattern: '/cart/items/:id' },
  { method: 'DELETE', pattern: '/cart/items/:id' },
  { method: 'POST', pattern: '/cart/coupon' },
  { method: 'DELETE', pattern: '/cart/coupon' },
  { method: 'POST', pattern: '/cart/credits' },
  { method: 'POST', pattern: '/cart/validate' },
  { method: 'GET', pattern: '/cart/shippers' },
  { method: 'GET', pattern: '/cart/payments' },
  { method: 'POST', pattern: '/cart/place' },
  // delivery
  { method: 'GET', pattern: '/delivery-times' },
  { method: 'GET', pattern: '/branches' },
  { method: 'GET', pattern: '/shippers' },
  { method: 'GET', pattern: '/shippers/:id/branches/remoteId/:remoteId' },
  { method: 'GET', pattern: '/order-gifts' },
  // orders by token or code (order status page)
  { method: 'GET', pattern: '/orders/token/:token' },
  { method: 'GET', pattern: '/orders/code/:code' },
  // withdrawal from the contract (worker/proxy/withdrawal-routes.ts)
  { method: 'POST', pattern: '/orders/identify' },
  { method: 'GET', pattern: '/orders/code/:code/withdrawal' },
  { method: 'POST', pattern: '/orders/code/:code/withdrawal' },
  // shopping lists and wishlist
  { method: 'GET', pattern: '/user/shopping-lists' },
  { method: 'POST', pattern: '/user/shopping-lists' },
  { method: 'GET', pattern: '/user/shopping-lists/:id' },
  { method: 'GET', pattern: '/user/shopping-lists/code/:code' },
  { method: 'DELETE', pattern: '/user/shopping-lists/:id' },
  { method: 'POST', pattern: '/user/shopping-lists/:id/items' },
  { method: 'DELETE', pattern: '/user/shopping-lists/:id/items/:itemId' },
  // user account
  { method: 'GET', pattern: '/user' },
  { method: 'PATCH', pattern: '/user' },
  { method: 'PATCH', pattern: '/user/password' },
  { method: 'GET', pattern: '/user/credits/amount' },
  { method: 'GET', pattern: '/user/orders' },
  { method: 'GET', pattern: '/user/orders/code/:code' },
  { method: 'GET', pattern: '/user/orders/:id' },
  { method: 'GET', pattern: '/user/orders/:id/items/export' },
  { method: 'GET', pattern: '/user/orders/:id/items/images/export' },
  { method: 'GET', pattern: '/user/addresses' },
  { method: 'POST', pattern: '/user/addresses' },
  { method: 'PATCH', pattern: '/user/addresses/:id' },
  { method: 'DELETE', pattern: '/user/addresses/:id' },
  // accounts, forms
  { method: 'POST', pattern: '/forgot-password' },
  { method: 'POST', pattern: '/reset-password' },
  { method: 'POST', pattern: '/register' },
  { method: 'POST', pattern: '/newsletter/subscribe' },
  { method: 'POST', pattern: '/contact-form' },
  { method: 'GET', pattern: '/ares/ico' },
  // products
  { method: 'GET', pattern: '/products/:id' },
  { method: 'POST', pattern: '/products/:id/watchers' },
  { method: 'GET', pattern: '/products/:id/reviews' },
  { method: 'POST', pattern: '/products/:id/reviews' },
  { method: 'GET', pattern: '/products/:id/comments' },
  // reference data
  { method: 'GET', pattern: '/currencies' },
  { method: 'GET', pattern: '/countries' },
  { method: 'GET', pattern: '/globals' },
  { method: 'GET', pattern: '/product-categories' },
];
