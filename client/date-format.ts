import { DEFAULT_TIME_ZONE } from '../shared/shop-time-zone';

/** The BCP 47 tag the shop's locales write dates with. */
const DATE_LOCALES: Record<string, string> = { sk: 'sk-SK', cs: 'cs-CZ', de: 'de-DE' };

// One formatter per locale and style: building one costs far more than formatting with it.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, style: 'date' | 'weekday'): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      DATE_LOCALES[locale] ?? DATE_LOCALES.sk,
      style === 'date'
        ? { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: DEFAULT_TIME_ZONE }
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

/** A calendar day (YYYY-MM-DD) with its short weekday, "ut 24. 11." (delivery slots). */
export function weekdayDayMonth(locale: string, isoDay: string): string {
  return format(locale, 'weekday').format(new Date(`${isoDay}T12:00:00Z`));
}
