/** Contract views of shippers, payments and branches for one request's locale and currency. */
import type { Payment, Shipper, StoreBranch } from '../../../shared/contracts/store';
import type { RequestPrefs } from './store-context';
import {
  FREE_SHIPPING_AT,
  nearestDeliveryDate,
  withoutTax,
  type BranchDef,
  type PaymentDef,
  type ShipperDef,
} from './store-reference-data';

/** `itemsAfterDiscounts` makes a shipper free above the threshold (0 = outside a cart). */
export function shipperView(
  s: ShipperDef,
  prefs: Pick<RequestPrefs, 'locale' | 'currency' | 'domain'>,
  itemsAfterDiscounts = 0,
): Shipper {
  const threshold = s.freeAboveThreshold ? FREE_SHIPPING_AT[prefs.currency] : null;
  const price = threshold !== null && itemsAfterDiscounts >= threshold ? 0 : s.price[prefs.currency];
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
