import type { Context } from 'hono';
import type { CurrencyFormat } from '../../shared/money';
import { shopAmounts, type ShopAmounts } from '../../shared/shop-amounts';
import type { AppEnv } from '../env';
import type { ShellData } from '../upstream/shell-data';

/** The shopper's currency as the store formats it; a plain "12,90 EUR" if the store's list lacks it. */
export function shopperCurrency(c: Context<AppEnv>, shell: ShellData): CurrencyFormat {
  const code = c.get('currency');
  return (
    shell.currencies.find((cur) => cur.code === code) ?? {
      code,
      symbol: code,
      symbolPlacement: 'right',
      decimalPlaces: 2,
      decimalPoint: ',',
      millesimalPoint: ' ',
    }
  );
}

// The shell data is kept per site, locale and currency (and read-only): its amounts are formatted
// once per entry, not per request.
const amountsByShell = new WeakMap<ShellData, ShopAmounts>();

/** The shop's thresholds in the shopper's currency, for the texts that name them (shared/shop-amounts.ts). */
export function shopAmountsOf(c: Context<AppEnv>, shell: ShellData): ShopAmounts {
  let amounts = amountsByShell.get(shell);
  if (!amounts) {
    amounts = shopAmounts(shell.globals, shopperCurrency(c, shell));
    amountsByShell.set(shell, amounts);
  }
  return amounts;
}
