import type { Cart, Order } from '../../shared/contracts/store';
import type { DataLayerItem } from './data-layer';

/** Cart lines as GA4 items (discount lines are not goods, SPEC 3). */
export function cartItems(cart: Pick<Cart, 'items'>): DataLayerItem[] {
  return cart.items
    .filter((i) => i.type !== 'discount' && !i.attributes.discount)
    .map((i) => ({
      item_id: i.product?.catalogCode ?? String(i.variantId ?? i.id),
      item_name: i.name,
      item_category: i.product?.categoryFullname ?? undefined,
      price: i.prices.unitWithTax,
      quantity: i.amount,
    }));
}

/** Order lines as GA4 items (discount lines excluded from tracking, SPEC 3). */
export function orderItems(order: Pick<Order, 'items'>): DataLayerItem[] {
  return order.items
    .filter((i) => i.type !== 'discount' && !i.attributes.discount)
    .map((i) => ({
      item_id: i.catalogCode ?? String(i.variantId ?? i.id),
      item_name: i.name,
      item_category: i.categoryFullname ?? undefined,
      price: i.prices.unitWithTax,
      quantity: i.amount,
    }));
}

/** The `ecommerce` object of a cart event: the store's figures (issue 12: one source of money). */
export function cartEcommerce(cart: Cart, extra: Record<string, unknown> = {}) {
  return {
    currency: cart.currencyCode,
    value: cart.prices.totalWithTax,
    coupon: cart.couponCode ?? undefined,
    items: cartItems(cart),
    ...extra,
  };
}
