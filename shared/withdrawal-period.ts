/**
 * The withdrawal period (Directive 2011/83/EU Art. 9, Slovak Act 108/2024 § 19, Czech Civil Code
 * § 1829): 14 days from the day the consumer received the goods. Counted in the shop's calendar
 * days (shared/shop-time-zone.ts): the period ends at the end of the 14th day after delivery.
 *
 * - The store says when the order was delivered (`deliveredAt`): the period runs from that day.
 * - An order not delivered yet may be withdrawn from at any time (the period has not begun).
 * - A delivered order the store gives no date for runs from the day it was placed, the one day the
 *   shop knows (received later, the shopper may still write to the shop; the page says so).
 * - A cancelled order has nothing left to withdraw from.
 *
 * Read by the withdrawal page (worker), the order views and the demo backend, which refuses a
 * withdrawal out of period with the same rule.
 */
import { addDays, toIsoDate, wallClock, type CalendarDate } from './delivery-date';

export const WITHDRAWAL_PERIOD_DAYS = 14;

export type WithdrawalPeriod =
  /** Open: `endsOn` is the last day (YYYY-MM-DD), null while the goods are not delivered. */
  | { kind: 'open'; startsOn: string | null; endsOn: string | null }
  | { kind: 'ended'; startsOn: string; endsOn: string }
  | { kind: 'cancelled' };

export interface WithdrawalPeriodFacts {
  status: 'new' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** When the order was placed (ISO date-time). */
  createdAt: string;
  /** The store's delivery day (YYYY-MM-DD or ISO date-time), null when it gives none. */
  deliveredAt: string | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The shop's calendar day of an ISO date or date-time (a bare day is taken as written). */
function shopDay(iso: string): CalendarDate | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    const [, y, m, d] = ISO_DAY.exec(iso)!;
    return { year: Number(y), month: Number(m), day: Number(d) };
  }
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : wallClock(at).date;
}

/** The order's withdrawal period as of `now`. */
export function withdrawalPeriod(order: WithdrawalPeriodFacts, now: Date): WithdrawalPeriod {
  if (order.status === 'cancelled') return { kind: 'cancelled' };
  const delivered = order.deliveredAt ?? (order.status === 'delivered' ? order.createdAt : null);
  if (delivered === null) return { kind: 'open', startsOn: null, endsOn: null };
  const start = shopDay(delivered);
  // An unreadable date from the store never takes the right away: open, with no last day shown.
  if (!start) return { kind: 'open', startsOn: null, endsOn: null };
  const startsOn = toIsoDate(start);
  const endsOn = toIsoDate(addDays(start, WITHDRAWAL_PERIOD_DAYS));
  const today = toIsoDate(wallClock(now).date);
  return today <= endsOn ? { kind: 'open', startsOn, endsOn } : { kind: 'ended', startsOn, endsOn };
}
