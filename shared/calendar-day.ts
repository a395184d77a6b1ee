/**
 * A calendar day (YYYY-MM-DD) as the shop's locales write it without a year: "24. 11." in Slovak and
 * Czech, "24.11." in German. Written out rather than through Intl: the text is then the same on the
 * worker and in every browser (no hydration drift in spacing), and a product page does not pay for
 * building a date formatter (about 30 ms on a phone) to show its delivery day.
 */
export function dayMonth(locale: string, isoDay: string): string {
  const [, month, day] = isoDay.split('-').map(Number);
  return locale === 'de' ? `${day}.${month}.` : `${day}. ${month}.`;
}

/** A calendar day (YYYY-MM-DD) with its year: "3. 6. 2026" in Slovak and Czech, "3.6.2026" in German (as dayMonth). */
export function calendarDate(locale: string, isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return locale === 'de' ? `${day}.${month}.${year}` : `${day}. ${month}. ${year}`;
}
