/**
 * The prior price of a price reduction (Price Indication Directive 98/6/EC Art. 6a, as amended by the
 * Omnibus Directive 2019/2161; Czech Act 634/1992 §12a; Slovak Act 108/2024): the lowest price the
 * shop applied in the 30 days before the reduction began. An announced reduction states it, and its
 * percentage and struck-through price are computed from it.
 *
 * THE one rule, pure (the clock is an argument): the store computes its contract's
 * `prices.lowestPrice30d` with it from the price history it keeps per variant and currency.
 *
 * - The current price is the last change at or before `now` (a change scheduled later does not count yet).
 * - The current price is a reduction when it is lower than the price before it; the reduction began
 *   when it took effect. Each further cut is a reduction of its own: its prior price is counted over
 *   the 30 days before that cut, so it includes the earlier reduced price (the Directive's option for
 *   progressive reductions, Art. 6a(5), is not used: the figure shown is never higher than the law's
 *   baseline allows).
 * - The 30 days are calendar days in the shop's time zone: from midnight of the 30th day before the
 *   day the reduction began, up to the moment it began. Every price in force at any time in that
 *   window counts (also the one that was already in force when the window opened).
 * - No prior price (null) when the product has had no other price (a new product), when the current
 *   price is not lower than the one before it, or when it is not lower than the lowest of the 30 days
 *   (a price first raised and then cut back is no reduction).
 */
import { addDays, wallClock } from './delivery-date';
import { DEFAULT_TIME_ZONE } from './shop-time-zone';

/** One price change: `price` is in force from `at` (an ISO instant) until the next change. */
export interface PriceChange {
  at: string;
  price: number;
}

/** Length of the look-back window, in calendar days. */
export const PRIOR_PRICE_DAYS = 30;

export interface PriorPrice {
  /** The lowest price of the 30 days before the reduction began. */
  price: number;
  /** When the current reduction began (ISO instant). */
  reductionSince: string;
}

/** Midnight (start) of the shop's calendar day `daysBefore` days before the day of `instant`, as epoch ms. */
export function startOfShopDay(instant: number, daysBefore: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const day = addDays(wallClock(new Date(instant), timeZone).date, -daysBefore);
  const midnightAsUtc = Date.UTC(day.year, day.month - 1, day.day);
  // The zone's offset at that midnight: guess with the offset at the UTC midnight, then correct once
  // (the offset changes at 2-3 a.m. in the shop's zones, never across midnight).
  const offsetAt = (ms: number) => {
    const local = wallClock(new Date(ms), timeZone);
    const { year, month, day: d } = local.date;
    return Date.UTC(year, month - 1, d) + local.seconds * 1000 - Math.floor(ms / 1000) * 1000;
  };
  const guess = midnightAsUtc - offsetAt(midnightAsUtc);
  return midnightAsUtc - offsetAt(guess);
}

/**
 * The prior price of the current reduction in one currency's history, or null when the current
 * price is no reduction (see the header). `history` may come in any order; equal consecutive prices
 * are one price.
 */
export function priorPrice(
  history: readonly PriceChange[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): PriorPrice | null {
  const nowMs = now.getTime();
  const changes: { at: number; price: number }[] = [];
  for (const change of history) {
    const at = Date.parse(change.at);
    if (!Number.isFinite(at) || at > nowMs || !Number.isFinite(change.price)) continue;
    changes.push({ at, price: change.price });
  }
  changes.sort((a, b) => a.at - b.at);
  // A change to the price already in force changes nothing.
  const runs: { at: number; price: number }[] = [];
  for (const change of changes) {
    const last = runs[runs.length - 1];
    if (last && last.at === change.at) last.price = change.price;
    else if (!last || last.price !== change.price) runs.push(change);
  }
  const current = runs[runs.length - 1];
  const before = runs[runs.length - 2];
  if (!current || !before || !(current.price < before.price)) return null;

  const windowStart = startOfShopDay(current.at, PRIOR_PRICE_DAYS, timeZone);
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs.length - 1; i++) {
    const run = runs[i]!;
    const next = runs[i + 1]!;
    // In force from run.at until next.at: counts when that stretch reaches into the window.
    if (next.at > windowStart) lowest = Math.min(lowest, run.price);
  }
  if (!(current.price < lowest)) return null;
  return { price: lowest, reductionSince: new Date(current.at).toISOString() };
}
