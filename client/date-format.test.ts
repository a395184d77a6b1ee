import { describe, expect, test } from 'vitest';
import { dayMonth } from './calendar-day';
import { shortDate, weekdayDayMonth } from './date-format';

describe('shortDate: a moment as the shop writes its date (Europe/Paris)', () => {
  test('late evening UTC is already the next day in Paris, whatever zone the browser is in', () => {
    expect(shortDate('sk', '2026-11-22T23:30:00Z')).toBe('23. 11. 2026');
    expect(shortDate('sk', '2026-11-22T22:30:00Z')).toBe('22. 11. 2026');
    // Summer time: UTC+2.
    expect(shortDate('cs', '2026-06-30T22:30:00Z')).toBe('1. 7. 2026');
  });

  test('each locale writes its own form; an unknown locale writes Slovak', () => {
    expect(shortDate('de', '2026-03-05T10:00:00Z')).toBe('5.3.2026');
    expect(shortDate('xx', '2026-03-05T10:00:00Z')).toBe(shortDate('sk', '2026-03-05T10:00:00Z'));
  });

  test('a value that is not a date is left out, not shown raw', () => {
    expect(shortDate('sk', 'zajtra')).toBe('');
    expect(shortDate('sk', '')).toBe('');
  });
});

describe('dayMonth: a calendar day, the same in every time zone', () => {
  test('day and month, written as Intl writes them for each locale', () => {
    for (const [locale, tag] of [
      ['sk', 'sk-SK'],
      ['cs', 'cs-CZ'],
      ['de', 'de-DE'],
    ] as const) {
      for (const day of ['2026-01-01', '2026-11-24', '2026-12-31']) {
        const intl = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
        expect(dayMonth(locale, day)).toBe(intl.format(new Date(`${day}T12:00:00Z`)));
      }
    }
    expect(dayMonth('sk', '2026-11-24')).toBe('24. 11.');
    expect(dayMonth('de', '2026-03-05')).toBe('5.3.');
  });

  test('with its short weekday', () => {
    expect(weekdayDayMonth('sk', '2026-11-24')).toBe('ut 24. 11.');
    expect(weekdayDayMonth('cs', '2026-11-24')).toBe('út 24. 11.');
  });
});
