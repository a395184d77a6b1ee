/**
 * The delivery promise of a product box or page (issue 31): which carrier brings it when, and for how
 * much, e.g. "Expres dnes za 6,90 €, kuriér zajtra za 3,90 €". A bare "Doručíme dnes" was kept only by
 * the paid express courier, while checkout offered the courier "zajtra" and the pickup point later.
 *
 * Each carrier's day is `nearestDeliveryDate` (shared/delivery-date.ts) with the product's delay plus
 * the carrier's own delay days and closing time: the same function and inputs the store's shipper
 * answers use for checkout (demo-backend shipping-views.ts), so for a product in stock the box names
 * the very day checkout shows for that carrier.
 *
 * What is said: the fastest carrier (the earliest day; the cheaper one on a tie), and, when it is not
 * also the cheapest, the earliest of the cheaper carriers. Prices are the carriers' list prices from
 * the store (what checkout charges before a free-shipping threshold). Hidden carriers (the default
 * personal pickup, SPEC 9) are not offered in checkout and not promised here.
 *
 * The text is written where the data is (the worker for server-rendered boxes, the product page's
 * after-load chunk for the boxes it builds in the browser): the first-load product chunk only prints it.
 */
import type { Shipper } from './contracts/store';
import { dayMonth } from './calendar-day';
import {
  DEFAULT_TIME_ZONE,
  deliveryMessageKey,
  nearestDeliveryDate,
  parseClosingTime,
  wallClock,
  weekdayOnMessageKey,
  type HolidayCalendar,
} from './delivery-date';
import { formatMoney, type CurrencyFormat } from './money';
import type { Translate } from './i18n/translator';

/** A carrier as a promise needs it (a slim copy of the store's Shipper, small enough for page data). */
export interface Carrier {
  code: string;
  /** The store's name in the shopper's language; used when the dictionary has no short name for `code`. */
  name: string;
  price: number;
  closesAt: string;
  delayDays: number;
}

/** The carriers a shopper can choose in checkout, as promises need them. */
export function carriersFromShippers(shippers: readonly Shipper[]): Carrier[] {
  return shippers
    .filter((s) => !s.hidden && s.type !== 'PERSONAL')
    .map((s) => ({
      code: s.code,
      name: s.name,
      price: s.prices.withTax,
      closesAt: s.delivery.closesAt,
      delayDays: s.delivery.delayDays,
    }));
}

export interface PromisedDelivery {
  carrier: Carrier;
  /** The delivery day, `YYYY-MM-DD`. */
  iso: string;
  key: ReturnType<typeof deliveryMessageKey>;
}

/**
 * The fastest carrier and, if it is not the cheapest, the earliest cheaper one (at most two, fastest
 * first); empty without carriers.
 */
export function promisedDeliveries(input: {
  now: Date;
  carriers: readonly Carrier[];
  /** The product's (or variant's) availability delay days. */
  delayDays: number;
  calendar?: HolidayCalendar;
  timeZone?: string;
}): PromisedDelivery[] {
  const options = input.carriers.map((carrier) => {
    const day = nearestDeliveryDate({
      now: input.now,
      delayDays: Math.max(0, input.delayDays) + Math.max(0, carrier.delayDays),
      closesAt: carrier.closesAt,
      calendar: input.calendar,
      timeZone: input.timeZone,
    });
    return { carrier, iso: day.iso, key: deliveryMessageKey(day) };
  });
  options.sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : a.carrier.price - b.carrier.price));
  const fastest = options[0];
  if (!fastest) return [];
  const cheaper = options.find((o) => o.carrier.price < fastest.carrier.price);
  return cheaper ? [fastest, cheaper] : [fastest];
}

/** What a page carries for one delivery promise: the fastest day and the sentence, both from the server. */
export interface DeliveryView {
  /** The fastest carrier's day, `YYYY-MM-DD`. */
  iso: string;
  text: string;
}

export interface PromiseWords {
  t: Translate;
  locale: string;
  currency: CurrencyFormat;
}

/** "Expres dnes za 6,90 €, kuriér zajtra za 3,90 €" in the shopper's language and currency. */
export function deliveryPromiseText(
  promised: readonly PromisedDelivery[],
  { t, locale, currency }: PromiseWords,
): string {
  const parts = promised.map(({ carrier, iso, key }) => {
    const shortName = t(`catalog.delivery.carriers.${carrier.code}`);
    const when =
      key === 'catalog.delivery.today'
        ? t('catalog.delivery.when.today')
        : key === 'catalog.delivery.tomorrow'
          ? t('catalog.delivery.when.tomorrow')
          : t('catalog.delivery.when.onDay', {
              weekday: t(weekdayOnMessageKey(dateOf(iso))),
              date: dayMonth(locale, iso),
            });
    const params = {
      carrier: shortName === `catalog.delivery.carriers.${carrier.code}` ? carrier.name : shortName,
      when,
      price: formatMoney(carrier.price, currency),
    };
    return carrier.price > 0 ? t('catalog.delivery.promise', params) : t('catalog.delivery.promiseFree', params);
  });
  const text = parts.join(', ');
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function dateOf(iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Delay days → the promise, for one moment, one set of carriers and one shopper's words. */
export type DeliveryViewFor = (delayDays: number) => DeliveryView | null;

/**
 * The function the loaders hand to the product view builders: every box of a page answers from the
 * same moment and carriers, and equal delay days are worded once. Null without carriers (the store
 * did not answer): no promise rather than a made-up one.
 */
export function deliveryPromiseFor(
  input: { now: Date; carriers: readonly Carrier[]; calendar?: HolidayCalendar; timeZone?: string },
  words: PromiseWords,
): DeliveryViewFor {
  const memo = new Map<number, DeliveryView | null>();
  return (delayDays) => {
    let view = memo.get(delayDays);
    if (view === undefined) {
      const promised = promisedDeliveries({ ...input, delayDays });
      view = promised[0] ? { iso: promised[0].iso, text: deliveryPromiseText(promised, words) } : null;
      memo.set(delayDays, view);
    }
    return view;
  };
}

const DAY_S = 86_400;

/**
 * The first instant after `nowMs` at which a promise made from these carriers may read differently:
 * the next closing time still ahead today, or the next midnight (the day, and with it weekends and
 * holidays, moves on). A page that shows promises may be kept (page cache, shared caches) only until
 * then: a copy made at 10:59 must not say "Expres dnes" at 11:00 when checkout says tomorrow.
 * Milliseconds since the epoch; whole seconds, as promises read the clock.
 */
export function promisesChangeAt(
  nowMs: number,
  carriers: readonly Carrier[],
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const nowS = Math.floor(nowMs / 1000);
  const { seconds } = wallClock(new Date(nowS * 1000), timeZone);
  let ahead = DAY_S - seconds;
  for (const carrier of carriers) {
    const closing = parseClosingTime(carrier.closesAt, timeZone);
    if (closing !== null && closing > seconds) ahead = Math.min(ahead, closing - seconds);
  }
  // `ahead` is wall-clock time; a daylight-saving change before it moves the instant by the change.
  let at = nowS + ahead;
  const target = (seconds + ahead) % DAY_S;
  const reached = wallClock(new Date(at * 1000), timeZone).seconds;
  if (reached !== target) {
    const off = ((((target - reached) % DAY_S) + DAY_S + DAY_S / 2) % DAY_S) - DAY_S / 2;
    at += off;
  }
  return at * 1000;
}
