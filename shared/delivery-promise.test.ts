import { describe, expect, test } from 'vitest';
import { holidayCalendarFor, nearestDeliveryDate } from './delivery-date';
import {
  carriersFromShippers,
  deliveryPromiseFor,
  promisedDeliveries,
  promisesChangeAt,
  type Carrier,
} from './delivery-promise';
import { createTranslator } from './i18n/dictionary';
import { CZK, EUR } from '../tests/unit/money-fixtures';
import type { Shipper } from './contracts/store';

/** The demo store's carriers (demo-backend store-reference-data.ts), in EUR. */
const CARRIERS: Carrier[] = [
  { code: 'COURIER', name: 'Kuriér na adresu', price: 3.9, closesAt: '14:00', delayDays: 1 },
  { code: 'PICKUP_POINT', name: 'Výdajné miesto', price: 2.49, closesAt: '13:00', delayDays: 2 },
  { code: 'POST', name: 'Pošta', price: 4.5, closesAt: '12:00', delayDays: 2 },
  { code: 'EXPRESS', name: 'Expresný kuriér s časovým oknom', price: 6.9, closesAt: '11:00', delayDays: 0 },
];
const SK = holidayCalendarFor('SK');
/** Paris wall-clock time (CET in November). */
const paris = (local: string) => new Date(`${local}+01:00`);
const words = (locale: 'sk' | 'cs' | 'de', currency = EUR) => ({ t: createTranslator(locale), locale, currency });
/** The promise with no-break spaces (money keeps its symbol on the line) read as spaces. */
const promise = (now: Date, locale: 'sk' | 'cs' | 'de' = 'sk', carriers = CARRIERS, currency = EUR) => {
  const viewFor = deliveryPromiseFor({ now, carriers, calendar: SK }, words(locale, currency));
  return (delayDays: number) => {
    const view = viewFor(delayDays);
    return view && { ...view, text: view.text.replaceAll('\u00a0', ' ') };
  };
};

describe('the delivery promise names carrier, day and price', () => {
  test('Thursday morning: the paid express today, the courier tomorrow for less', () => {
    const view = promise(paris('2026-11-26T10:00:00'))(0);
    expect(view).toEqual({ iso: '2026-11-26', text: 'Expres dnes za 6,90 €, kuriér zajtra za 3,90 €' });
  });

  test('after the express has closed: the courier tomorrow, and the cheaper pickup point on Monday', () => {
    // Thursday 11:30: express tomorrow (6,90 €) ties with the courier (3,90 €), the cheaper one is named.
    expect(promise(paris('2026-11-26T11:30:00'))(0)?.text).toBe(
      'Kuriér zajtra za 3,90 €, výdajné miesto v pondelok 30. 11. za 2,49 €',
    );
  });

  test('each carrier gets the day checkout shows for it: the same function with the same inputs', () => {
    const now = paris('2026-11-27T09:00:00'); // a Friday
    const promised = promisedDeliveries({ now, carriers: CARRIERS, delayDays: 0, calendar: SK });
    for (const p of promised) {
      const checkoutDay = nearestDeliveryDate({
        now,
        delayDays: p.carrier.delayDays,
        closesAt: p.carrier.closesAt,
        calendar: SK,
      });
      expect(p.iso).toBe(checkoutDay.iso);
    }
  });

  test("a product's own delay days are added to every carrier's", () => {
    // Monday 9:00, on order in 3 days: express Thursday, courier Friday.
    expect(promise(paris('2026-11-23T09:00:00'))(3)?.text).toBe(
      'Expres vo štvrtok 26. 11. za 6,90 €, kuriér v piatok 27. 11. za 3,90 €',
    );
  });

  test('the fastest carrier alone when nothing cheaper is slower', () => {
    const cheapest = CARRIERS.filter((c) => c.code === 'PICKUP_POINT');
    expect(promise(paris('2026-11-23T09:00:00'), 'sk', cheapest)(0)?.text).toBe(
      'Výdajné miesto v stredu 25. 11. za 2,49 €',
    );
  });

  test("in the shopper's language and currency", () => {
    const now = paris('2026-11-26T10:00:00');
    expect(promise(now, 'cs', CARRIERS, CZK)(0)?.text).toBe('Expres dnes za 6,90 Kč, kurýr zítra za 3,90 Kč');
    expect(promise(now, 'de')(0)?.text).toBe('Express heute für 6,90 €, Kurier morgen für 3,90 €');
  });

  test('a free carrier says so; a carrier without a short name is called by the store', () => {
    const carriers: Carrier[] = [
      { code: 'DRONE', name: 'Dron', price: 9.9, closesAt: '23:00', delayDays: 0 },
      { code: 'COURIER', name: 'Kuriér na adresu', price: 0, closesAt: '14:00', delayDays: 1 },
    ];
    expect(promise(paris('2026-11-26T10:00:00'), 'sk', carriers)(0)?.text).toBe(
      'Dron dnes za 9,90 €, kuriér zajtra zadarmo',
    );
  });

  test('no carriers, no promise (rather than a made-up "today")', () => {
    expect(promise(paris('2026-11-26T10:00:00'), 'sk', [])(0)).toBeNull();
  });

  test('equal delay days are worded once per page', () => {
    const viewFor = deliveryPromiseFor({ now: paris('2026-11-26T10:00:00'), carriers: CARRIERS }, words('sk'));
    expect(viewFor(0)).toBe(viewFor(0));
  });
});

describe('carriers from the store', () => {
  test('hidden carriers and personal pickup are not promised (checkout does not offer them)', () => {
    const shipper = (id: number, code: string, type: Shipper['type'], hidden: boolean): Shipper => ({
      id,
      code,
      name: code,
      description: '',
      type,
      requiredAddress: false,
      hasBranches: false,
      hidden,
      blockedPayments: [],
      delivery: { nearestDeliveryDate: '2026-11-26', closesAt: '14:00', delayDays: 0 },
      prices: { withTax: 1, withoutTax: 1, currencyCode: 'EUR' },
      freeFrom: null,
      hasDeliveryTimes: false,
    });
    const carriers = carriersFromShippers([
      shipper(1, 'PERSONAL', 'PERSONAL', true),
      shipper(2, 'COURIER', 'COURIER', false),
      shipper(3, 'SECRET', 'COURIER', true),
    ]);
    expect(carriers.map((c) => c.code)).toEqual(['COURIER']);
  });
});

describe('promisesChangeAt: how long a page that shows promises may be kept', () => {
  const at = (now: Date, carriers = CARRIERS) => new Date(promisesChangeAt(now.getTime(), carriers)).toISOString();
  const iso = (local: string) => new Date(local).toISOString();

  test('the next closing time still ahead today', () => {
    expect(at(paris('2026-11-26T10:00:00'))).toBe(iso('2026-11-26T11:00:00+01:00'));
    expect(at(paris('2026-11-26T11:30:00'))).toBe(iso('2026-11-26T12:00:00+01:00'));
    expect(at(paris('2026-11-26T13:59:59'))).toBe(iso('2026-11-26T14:00:00+01:00'));
  });

  test('a copy made in the last second before a cut-off is kept until the cut-off, not past it', () => {
    expect(at(new Date(paris('2026-11-26T11:00:00').getTime() - 1))).toBe(iso('2026-11-26T11:00:00+01:00'));
    // At the cut-off itself the express has closed: the next change is the post's.
    expect(at(paris('2026-11-26T11:00:00'))).toBe(iso('2026-11-26T12:00:00+01:00'));
  });

  test('after the last cut-off, or without carriers: the next midnight', () => {
    expect(at(paris('2026-11-26T14:00:00'))).toBe(iso('2026-11-27T00:00:00+01:00'));
    expect(at(paris('2026-11-26T23:59:59'))).toBe(iso('2026-11-27T00:00:00+01:00'));
    expect(at(paris('2026-11-26T09:00:00'), [])).toBe(iso('2026-11-27T00:00:00+01:00'));
  });

  test('across a daylight-saving change the wall-clock time is meant', () => {
    // 28 March 2027: clocks go from 02:00 to 03:00, so 11:00 is 9.5 hours after 00:30, not 10.5.
    expect(at(new Date('2027-03-28T00:30:00+01:00'))).toBe(iso('2027-03-28T11:00:00+02:00'));
    // 25 October 2026: from 03:00 back to 02:00, so 11:00 is 11.5 hours after 00:30.
    expect(at(new Date('2026-10-25T00:30:00+02:00'))).toBe(iso('2026-10-25T11:00:00+01:00'));
  });
});
