import type { CurrencyFormat } from '../../../shared/money';
import { currencyFormatFor, formatMoneyIn } from '../../../shared/order-money';
import type { ShellView } from '../../../shared/shell-view';
import { useShell } from '../../shell-context';

/**
 * An amount in its own currency (an order's, a list line's), never the shell's (shared/order-money.ts);
 * the shell's currency only for an amount the store gave no currency.
 */
export function money(
  shell: Pick<ShellView, 'currencies' | 'currency'>,
  amount: number,
  currencyCode: string | null | undefined,
): string {
  return formatMoneyIn(amount, currencyCode ?? shell.currency.code, shell.currencies);
}

/**
 * The one way order pages format money: everything of an order (lines, shipping, payment, totals)
 * in `order.currencyCode`. Returns the formatter and the currency (its decimals for exact sums).
 */
export function useOrderMoney(currencyCode: string): {
  money: (amount: number) => string;
  currency: CurrencyFormat;
} {
  const { currencies } = useShell();
  const currency = currencyFormatFor(currencyCode, currencies);
  return { money: (amount: number) => formatMoneyIn(amount, currencyCode, currencies), currency };
}
