/**
 * SPEC 3 category limited offers (a "deal of the day" or a countdown to a deal's end): which one a
 * category page shows, and how its remaining time reads. Pure, so the loader and the browser's
 * countdown agree.
 */
import type { LimitedOffer } from './contracts/content';

function instant(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.NaN : ms;
}

/**
 * The first offer live on this site now: switched on, enabled for the site's domain code (an offer
 * lists the sites it runs on; none listed = none), started (no start = at once) and not over (no end
 * = until switched off). An unreadable date keeps the offer off: a deal must never run by mistake.
 */
export function liveLimitedOffer(
  offers: readonly LimitedOffer[],
  domainCode: string,
  now: number,
): LimitedOffer | null {
  for (const offer of offers) {
    if (!offer.active || !offer.domain_enabled.includes(domainCode)) continue;
    const from = instant(offer.offer_datetime_from);
    const until = instant(offer.offer_datetime);
    if (Number.isNaN(from) || Number.isNaN(until)) continue;
    if ((from === null || from <= now) && (until === null || now < until)) return offer;
  }
  return null;
}

/**
 * The next moment after `now` at which an offer of this site starts or ends, or null: a copy of the
 * category page is good only until then.
 */
export function nextOfferChange(offers: readonly LimitedOffer[], domainCode: string, now: number): number | null {
  let next: number | null = null;
  for (const offer of offers) {
    if (!offer.active || !offer.domain_enabled.includes(domainCode)) continue;
    for (const at of [instant(offer.offer_datetime_from), instant(offer.offer_datetime)]) {
      if (at !== null && at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds within a day as a clock: `04:05` (`04:05:09` with `withSeconds`). */
export function clockOf(secondsOfDay: number, withSeconds = false): string {
  const hm = `${two(Math.floor(secondsOfDay / 3600))}:${two(Math.floor((secondsOfDay % 3600) / 60))}`;
  return withSeconds ? `${hm}:${two(secondsOfDay % 60)}` : hm;
}

/** Time left as days and a clock: `{ days: 1, clock: '04:05:09' }`; never below zero. */
export function countdownParts(msLeft: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(msLeft / 1000));
  return { days: Math.floor(seconds / 86_400), clock: clockOf(seconds % 86_400, true) };
}
