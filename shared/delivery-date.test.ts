import { describe, expect, test } from 'vitest';
import {
  CZECH_HOLIDAY_CALENDAR,
  SPEC_HOLIDAYS_AS_WRITTEN,
  calendarDateToDate,
  deliveryMessageKey,
  easterSunday,
  isDeliveryDay,
  isHoliday,
  nearestDeliveryDate,
  parseClosingTime,
  wallClock,
  weekdayOnMessageKey,
} from './delivery-date';

/** Paris wall-clock time → Date (CET +01:00 in winter, CEST +02:00 in summer). */
const paris = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);
const iso = (input: Parameters<typeof nearestDeliveryDate>[0]) => nearestDeliveryDate(input).iso;

describe('closing time', () => {
  test('before closing: today', () => {
    const d = nearestDeliveryDate({ now: paris('2025-03-10T10:00:00'), closesAt: '14:00' });
    expect(d).toMatchObject({ iso: '2025-03-10', weekday: 1, daysFromToday: 0 });
  });
  test('one second before closing: today; at closing: tomorrow', () => {
    expect(iso({ now: paris('2025-03-10T13:59:59'), closesAt: '14:00' })).toBe('2025-03-10');
    expect(iso({ now: paris('2025-03-10T14:00:00'), closesAt: '14:00' })).toBe('2025-03-11');
    expect(iso({ now: paris('2025-03-10T18:30:00'), closesAt: '14:00:00' })).toBe('2025-03-11');
  });
  test('no or unreadable closing time does not move the day', () => {
    expect(iso({ now: paris('2025-03-10T23:00:00') })).toBe('2025-03-10');
    expect(iso({ now: paris('2025-03-10T23:00:00'), closesAt: 'soon' })).toBe('2025-03-10');
    expect(iso({ now: paris('2025-03-10T23:00:00'), closesAt: null })).toBe('2025-03-10');
  });
  test('closing time as an ISO date-time uses its Paris wall-clock time', () => {
    expect(iso({ now: paris('2025-03-10T15:00:00'), closesAt: '2025-03-10T14:00:00+01:00' })).toBe('2025-03-11');
    expect(iso({ now: paris('2025-03-10T12:00:00'), closesAt: '2025-03-10T13:00:00Z' })).toBe('2025-03-10');
  });
});

describe('delay days', () => {
  test('added to the day', () => {
    expect(iso({ now: paris('2025-03-10T10:00:00'), delayDays: 2, closesAt: '14:00' })).toBe('2025-03-12');
    expect(nearestDeliveryDate({ now: paris('2025-03-10T15:00:00'), delayDays: 2, closesAt: '14:00' })).toMatchObject({
      iso: '2025-03-13',
      daysFromToday: 3,
    });
  });
  test('negative, null and NaN count as 0', () => {
    expect(iso({ now: paris('2025-03-10T10:00:00'), delayDays: -3 })).toBe('2025-03-10');
    expect(iso({ now: paris('2025-03-10T10:00:00'), delayDays: null })).toBe('2025-03-10');
    expect(iso({ now: paris('2025-03-10T10:00:00'), delayDays: Number.NaN })).toBe('2025-03-10');
  });
  test('calendar counting (default) vs business counting across a weekend', () => {
    const now = paris('2025-03-14T10:00:00'); // Friday
    expect(iso({ now, delayDays: 2 })).toBe('2025-03-17'); // Sunday → Monday
    expect(iso({ now, delayDays: 2, delayCounting: 'business' })).toBe('2025-03-18'); // Mon, Tue
    expect(iso({ now, delayDays: 0, delayCounting: 'business' })).toBe('2025-03-14');
  });
});

describe('weekends skipped to Monday', () => {
  test('Friday after closing → Monday', () => {
    expect(iso({ now: paris('2025-03-14T15:00:00'), closesAt: '14:00' })).toBe('2025-03-17');
  });
  test('Friday + 1 day → Monday', () => {
    expect(iso({ now: paris('2025-03-14T10:00:00'), delayDays: 1, closesAt: '14:00' })).toBe('2025-03-17');
  });
  test('Saturday and Sunday orders → Monday', () => {
    expect(iso({ now: paris('2025-03-15T09:00:00') })).toBe('2025-03-17');
    expect(nearestDeliveryDate({ now: paris('2025-03-16T09:00:00') })).toMatchObject({
      iso: '2025-03-17',
      weekday: 1,
      daysFromToday: 1,
    });
  });
});

describe('Czech holidays', () => {
  test('Christmas run: 24, 25, 26 December and the weekend', () => {
    expect(iso({ now: paris('2025-12-23T15:00:00'), closesAt: '14:00' })).toBe('2025-12-29');
  });
  test('New Year across the year boundary', () => {
    expect(iso({ now: paris('2025-12-31T15:00:00'), closesAt: '14:00' })).toBe('2026-01-02');
  });
  test.each([
    ['2025-01-01'],
    ['2025-05-01'],
    ['2025-05-08'],
    ['2025-07-05'],
    ['2025-07-06'],
    ['2025-09-28'],
    ['2025-10-28'],
    ['2025-11-17'],
    ['2025-12-24'],
    ['2025-12-25'],
    ['2025-12-26'],
    ['2025-04-18'],
    ['2025-04-21'], // Good Friday, Easter Monday 2025
  ])('%s is a holiday', (day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    expect(isHoliday({ year: y, month: m, day: d })).toBe(true);
  });
  test('ordinary days are not holidays', () => {
    expect(isHoliday({ year: 2025, month: 5, day: 7 })).toBe(false);
    expect(isHoliday({ year: 2025, month: 6, day: 7 })).toBe(false);
    expect(isHoliday({ year: 2025, month: 4, day: 22 })).toBe(false);
  });
  test('8 May and 5/6 July move the date', () => {
    expect(iso({ now: paris('2025-05-07T15:00:00', '+02:00'), closesAt: '14:00' })).toBe('2025-05-09');
    expect(iso({ now: paris('2024-07-04T15:00:00', '+02:00'), closesAt: '14:00' })).toBe('2024-07-08');
  });
  test('Easter: Good Friday to Easter Monday are skipped', () => {
    expect(iso({ now: paris('2025-04-17T15:00:00', '+02:00'), closesAt: '14:00' })).toBe('2025-04-22');
  });
  test('the spec list as written can be passed instead', () => {
    const calendar = { fixed: SPEC_HOLIDAYS_AS_WRITTEN, easter: false };
    expect(isDeliveryDay({ year: 2025, month: 5, day: 7 }, calendar)).toBe(false);
    expect(isDeliveryDay({ year: 2025, month: 5, day: 8 }, calendar)).toBe(true);
    expect(iso({ now: paris('2025-05-06T15:00:00', '+02:00'), closesAt: '14:00', calendar })).toBe('2025-05-08');
    expect(iso({ now: paris('2025-04-17T15:00:00', '+02:00'), closesAt: '14:00', calendar })).toBe('2025-04-18');
  });
  test('no holidays at all', () => {
    expect(iso({ now: paris('2025-12-23T15:00:00'), closesAt: '14:00', calendar: { fixed: [], easter: false } })).toBe(
      '2025-12-24',
    );
  });
  test('default calendar skips Easter', () => {
    expect(CZECH_HOLIDAY_CALENDAR.easter).toBe(true);
  });
});

describe('Europe/Paris wall clock, whatever the machine zone', () => {
  test('after midnight in Paris while still the previous day in UTC', () => {
    const now = new Date('2025-03-10T23:30:00Z'); // 00:30 on Tuesday 11 March in Paris
    expect(wallClock(now).date).toEqual({ year: 2025, month: 3, day: 11 });
    expect(iso({ now })).toBe('2025-03-11');
  });
  test('summer time: 12:30 UTC is 14:30 in Paris, past a 14:00 closing', () => {
    expect(iso({ now: new Date('2025-07-01T12:30:00Z'), closesAt: '14:00' })).toBe('2025-07-02');
    expect(iso({ now: new Date('2025-07-01T11:59:00Z'), closesAt: '14:00' })).toBe('2025-07-01');
  });
  test('another zone can be given', () => {
    expect(iso({ now: new Date('2025-03-10T23:30:00Z'), timeZone: 'UTC' })).toBe('2025-03-10');
  });

  // wallClock reuses a zone's offset within a quarter hour; it must agree with Intl at every
  // second, across DST changes, half-hour zones and a zone whose DST shift is 30 minutes.
  // A property test of some 5,500 comparisons: its own budget (a ceiling for a hang, not a speed check),
  // since the 5 s default was missed on a loaded 2-core machine; one formatter per zone, not per instant.
  test('agrees with Intl around offset changes, in any zone', { timeout: 60_000 }, () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const formatter = (timeZone: string) => {
      let f = formatters.get(timeZone);
      if (!f) {
        f = new Intl.DateTimeFormat('en-GB', {
          timeZone,
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
          hourCycle: 'h23',
        });
        formatters.set(timeZone, f);
      }
      return f;
    };
    const intl = (ms: number, timeZone: string) => {
      const parts = formatter(timeZone).formatToParts(ms);
      const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
      return {
        date: { year: get('year'), month: get('month'), day: get('day') },
        seconds: get('hour') * 3600 + get('minute') * 60 + get('second'),
      };
    };
    const around = [
      ['Europe/Paris', '2025-03-30T01:00:00Z'], // CET → CEST
      ['Europe/Paris', '2025-10-26T01:00:00Z'], // CEST → CET
      ['Europe/Paris', '2026-11-22T22:59:59Z'], // midnight
      ['Asia/Kolkata', '2025-06-30T18:30:00Z'], // +05:30, midnight
      ['America/St_Johns', '2025-03-09T05:30:00Z'], // -03:30 → -02:30 at 02:00 local
      ['Australia/Lord_Howe', '2025-04-05T15:00:00Z'], // +11:00 → +10:30
      ['Pacific/Chatham', '2025-04-05T14:00:00Z'], // +13:45 → +12:45
      ['Africa/Monrovia', '1972-01-07T00:44:30Z'], // -00:44:30 → 00:00, inside a quarter hour of UTC
    ] as const;
    for (const [zone, at] of around) {
      const centre = Date.parse(at);
      // Every 7 s over ±40 minutes, and the seconds right at the change, in a shuffled order.
      const instants = [
        ...Array.from({ length: 687 }, (_, i) => centre - 2_400_000 + i * 7_000),
        centre - 1_000,
        centre,
        centre + 999,
        centre + 1_000,
      ];
      instants.sort((a, b) => ((a * 7919) % 1000) - ((b * 7919) % 1000));
      for (const ms of instants)
        expect(wallClock(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toEqual(intl(ms, zone));
    }
  });
});

test('easterSunday', () => {
  expect(easterSunday(2019)).toEqual({ year: 2019, month: 4, day: 21 });
  expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
  expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
  expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
});

test('parseClosingTime', () => {
  expect(parseClosingTime('14:00')).toBe(50400);
  expect(parseClosingTime('9:05:30')).toBe(32730);
  expect(parseClosingTime('25:00')).toBeNull();
  expect(parseClosingTime('14:61')).toBeNull();
  expect(parseClosingTime('')).toBeNull();
  expect(parseClosingTime(undefined)).toBeNull();
});

test('message keys and formatting helpers', () => {
  const now = paris('2025-03-14T15:00:00'); // Friday after closing
  const d = nearestDeliveryDate({ now, closesAt: '14:00' });
  expect(weekdayOnMessageKey(d.date)).toBe('common.dates.weekdaysOn.mon');
  expect(deliveryMessageKey(d)).toBe('catalog.delivery.onDay');
  expect(deliveryMessageKey(nearestDeliveryDate({ now: paris('2025-03-10T10:00:00') }))).toBe('catalog.delivery.today');
  expect(deliveryMessageKey(nearestDeliveryDate({ now: paris('2025-03-10T15:00:00'), closesAt: '14:00' }))).toBe(
    'catalog.delivery.tomorrow',
  );
  expect(calendarDateToDate(d.date).toISOString()).toBe('2025-03-17T12:00:00.000Z');
});

describe('one delivery-date function for boxes and checkout (issue 15, item 9)', () => {
  test("the shipping country's holidays: 1 September and 15 September are Slovak, not Czech", async () => {
    const { holidayCalendarFor, nearestDeliveryDate } = await import('./delivery-date');
    // Monday 31 August 2026, 10:00 in Paris; one delay day lands on Tuesday 1 September.
    const now = new Date('2026-08-31T08:00:00Z');
    expect(nearestDeliveryDate({ now, delayDays: 1, calendar: holidayCalendarFor('SVK') }).iso).toBe('2026-09-02');
    expect(nearestDeliveryDate({ now, delayDays: 1, calendar: holidayCalendarFor('CZE') }).iso).toBe('2026-09-01');
    // 28 September (Czech Statehood Day) is a working day in Slovakia.
    const monday = new Date('2026-09-25T08:00:00Z'); // Friday
    expect(nearestDeliveryDate({ now: monday, delayDays: 3, calendar: holidayCalendarFor('SK') }).iso).toBe(
      '2026-09-28',
    );
    expect(nearestDeliveryDate({ now: monday, delayDays: 3, calendar: holidayCalendarFor('CZ') }).iso).toBe(
      '2026-09-29',
    );
  });

  test('after the closing time, over a weekend and Easter: Thursday evening before Good Friday 2026 → Tuesday', async () => {
    const { holidayCalendarFor, nearestDeliveryDate } = await import('./delivery-date');
    const now = new Date('2026-04-02T16:30:00Z'); // Thursday 18:30 in Paris
    for (const country of ['SVK', 'CZE'])
      expect(nearestDeliveryDate({ now, closesAt: '14:00', calendar: holidayCalendarFor(country) }).iso).toBe(
        '2026-04-07',
      );
  });

  test('weekday grammar after "on": sk "v stredu", cs "ve středu", de "am Mittwoch"', async () => {
    const { t } = await import('./i18n/dictionary');
    const wednesday = { year: 2026, month: 11, day: 25 };
    const key = weekdayOnMessageKey(wednesday);
    const say = (locale: 'sk' | 'cs' | 'de') =>
      t(locale, 'catalog.delivery.onDay', { weekday: t(locale, key), date: '25. 11.' });
    expect(say('sk')).toBe('Doručíme v stredu 25. 11.');
    expect(say('cs')).toBe('Doručíme ve středu 25. 11.');
    expect(say('de')).toBe('Lieferung am Mittwoch, 25. 11.');
    expect(t('sk', weekdayOnMessageKey({ year: 2026, month: 11, day: 26 }))).toBe('vo štvrtok');
  });
});
