import { formatMoney } from '../../../shared/money';
import type { CurrencyView, ShellView } from '../../../shared/shell-view';

/** An amount in the order's own currency (formats from the shell's currency list). */
export function money(shell: ShellView, amount: number, currencyCode: string | null | undefined): string {
  const currency: CurrencyView = shell.currencies.find((c) => c.code === currencyCode) ?? shell.currency;
  return formatMoney(amount, currency);
}
