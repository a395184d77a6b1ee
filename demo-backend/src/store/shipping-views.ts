/** Contract views of shippers, payments and branches for one request's locale and currency. */
import type { CurrencyCode, Payment, Shipper, StoreBranch } from '../../../shared/contracts/store';
import type { RequestPrefs } from './store-context';
import {
  FREE_SHIPPING_AT,
  nearestDeliveryDate,
  withoutTax,
  type BranchDef,
  type PaymentDef,
  type ShipperDef,
} from './store-reference-data';

/** What a cart's contents decide about shipping: its items after discounts, and who ships every line free. */
export interface CartShipping {
  itemsAfterDiscounts: number;
  /** Shippers that ship every product of the cart for free (product-level free shipping). */
  freeForAllLines: readonly number[];
}

/**
 * The one price of a shipper for a cart (issue 30.3): free above the threshold when the shipper offers
 * that, free when every product of the cart ships free with it, else its price. The shipping step's
 * list, the priced cart and the placed order all read it, so they cannot disagree.
 */
export function shipperPrice(s: ShipperDef, currency: CurrencyCode, cart: CartShipping | null): number {
  if (!cart) return s.price[currency];
  if (s.freeAboveThreshold && cart.itemsAfterDiscounts >= FREE_SHIPPING_AT[currency]) return 0;
  if (cart.freeForAllLines.includes(s.id)) return 0;
  return s.price[currency];
}

/** A shipper as the contract has it, priced for `cart` (null: outside a cart, the list price). */
export function shipperView(
  s: ShipperDef,
  prefs: Pick<RequestPrefs, 'locale' | 'currency' | 'domain'>,
  cart: CartShipping | null = null,
): Shipper {
  const threshold = s.freeAboveThreshold ? FREE_SHIPPING_AT[prefs.currency] : null;
  const price = shipperPrice(s, prefs.currency, cart);
  return {
    id: s.id,
    code: s.code,
    name: s.names[prefs.locale],
    description: s.descriptions[prefs.locale],
    type: s.type,
    requiredAddress: s.requiredAddress,
    hasBranches: s.hasBranches,
    hidden: s.hidden,
    blockedPayments: s.blockedPayments,
    delivery: {
      nearestDeliveryDate: nearestDeliveryDate(s.closesAt, s.delayDays, prefs.domain),
      closesAt: s.closesAt,
      delayDays: s.delayDays,
    },
    prices: { withTax: price, withoutTax: withoutTax(price, prefs.currency), currencyCode: prefs.currency },
    freeFrom: threshold,
    hasDeliveryTimes: s.hasDeliveryTimes,
  };
}

export function paymentView(p: PaymentDef, prefs: Pick<RequestPrefs, 'locale' | 'currency'>): Payment {
  const price = p.price[prefs.currency];
  return {
    id: p.id,
    code: p.code,
    name: p.names[prefs.locale],
    description: p.names[prefs.locale],
    type: p.type,
    prices: { withTax: price, withoutTax: withoutTax(price, prefs.currency), currencyCode: prefs.currency },
  };
}

export function branchView(b: BranchDef): StoreBranch {
  return {
    id: b.id,
    shipperId: b.shipperId,
    remoteId: b.remoteId,
    name: b.name,
    address: { street: b.street, city: b.city, postcode: b.postcode, countryCode: b.countryCode },
    warehouseId: b.warehouseId,
    gps: { lat: b.lat, lng: b.lng },
    openingHours: b.openingHours,
  };
}
