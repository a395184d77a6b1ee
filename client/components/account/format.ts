import { formatMoney } from '../../../shared/money';
import type { CurrencyView, ShellView } from '../../../shared/shell-view';

/** An amount in the order's own currency (formats from the shell's currency list). */
export function money(shell: ShellView, amount: number, currencyCode: string | null | undefined): string {
  const currency: CurrencyView = shell.currencies.find((c) => c.code === currencyCode) ?? shell.currency;
  return formatMoney(amount, currency);
}

const LOCALE_TAG: Record<string, string> = { sk: 'sk-SK', cs: 'cs-CZ', de: 'de-DE' };

/** A date as the locale writes it, in the shop's time zone (SPEC 9: Europe/Paris). */
export function shortDate(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_TAG[locale] ?? locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);
}
