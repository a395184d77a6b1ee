import type { Context } from 'hono';
import { deliveryViewFor, holidayCalendarFor, type DeliveryViewFor } from '../../shared/delivery-date';
import type { AppEnv } from '../env';

/**
 * Delivery dates for the product views a loader builds (SPEC 9), from the request's clock: the
 * browser only formats the result, so shared/delivery-date.ts (Easter computus, Intl time zones)
 * stays out of its chunks. `closesAt` is the carrier's closing time (`loadClosingTime`), or null
 * where a page never had one (content blocks, favourites: no cut-off, as before).
 */
export function deliveryNow(c: Context<AppEnv>, closesAt: string | null): DeliveryViewFor {
  // The site ships within its home country: its holidays are the ones carriers keep.
  return deliveryViewFor({ now: new Date(), closesAt, calendar: holidayCalendarFor(c.get('domain').homeCountry) });
}
