import { DEFAULT_TIME_ZONE } from '../shared/shop-time-zone';

/** The BCP 47 tag the shop's locales write dates with. */
const DATE_LOCALES: Record<string, string> = { sk: 'sk-SK', cs: 'cs-CZ', de: 'de-DE' };

// One formatter per locale and style: building one costs far more than formatting with it.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, style: 'date' | 'weekday' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      DATE_LOCALES[locale] ?? DATE_LOCALES.sk,
      style === 'date'
        ? { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: DEFAULT_TIME_ZONE }
        : style === 'dateTime'
          ? {
              day: 'numeric',
              month: 'numeric',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              timeZone: DEFAULT_TIME_ZONE,
            }
          : { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' },
    );
    formats.set(key, found);
  }
  return found;
}

/**
 * A moment as a date, "22. 11. 2026", in the shop's time zone (SPEC 9: Europe/Paris), so the server and
 * the browser write the same day whatever the shopper's zone. Empty for a value that is not a date.
 */
export function shortDate(locale: string, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(locale, 'date').format(date);
}

/** A moment with its time, "2. 12. 2026 10:15", in the shop's time zone (the withdrawal's acknowledgement). */
export function dateTime(locale: string, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(locale, 'dateTime').format(date);
}

/** A calendar day (YYYY-MM-DD) as a date, "24. 11. 2026" (noon UTC: the same day in the shop's zone). */
export function calendarDate(locale: string, isoDay: string): string {
  return shortDate(locale, `${isoDay}T12:00:00Z`);
}

/** A calendar day (YYYY-MM-DD) with its short weekday, "ut 24. 11." (delivery slots). */
export function weekdayDayMonth(locale: string, isoDay: string): string {
  return format(locale, 'weekday').format(new Date(`${isoDay}T12:00:00Z`));
}
