import { deliveryViewFor, type DeliveryViewFor } from '../../shared/delivery-date';

/**
 * Delivery dates for the product views a loader builds (SPEC 9), from the request's clock: the
 * browser only formats the result, so shared/delivery-date.ts (Easter computus, Intl time zones)
 * stays out of its chunks. `closesAt` is the carrier's closing time (`loadClosingTime`), or null
 * where a page never had one (content blocks, favourites: no cut-off, as before).
 */
export function deliveryNow(closesAt: string | null): DeliveryViewFor {
  return deliveryViewFor({ now: new Date(), closesAt });
}
