import { formatMoney, type CurrencyFormat, type FormatMoneyOptions } from './money';

/**
 * Money that belongs to a document with its own currency (an order, a shopping-list line): always in
 * that currency, whatever currency or locale the shopper has chosen since (issue 26.3). The format
 * comes from the store's currency list the shell holds; a currency the site no longer lists is still
 * shown as itself (its ISO code as the symbol), never with the symbol of the shopper's currency.
 */
export function currencyFormatFor(code: string, known: readonly CurrencyFormat[]): CurrencyFormat {
  const found = known.find((c) => c.code === code);
  if (found) return found;
  // Separators of the first known currency (the site's writing), the amount's own code as symbol.
  const base = known[0];
  return {
    code,
    symbol: code,
    symbolPlacement: 'right',
    decimalPlaces: 2,
    decimalPoint: base?.decimalPoint ?? ',',
    millesimalPoint: base?.millesimalPoint ?? '\u00a0',
  };
}

/** Formats `amount` in the currency `code` (see currencyFormatFor). */
export function formatMoneyIn(
  amount: number,
  code: string,
  known: readonly CurrencyFormat[],
  options?: FormatMoneyOptions,
): string {
  return formatMoney(amount, currencyFormatFor(code, known), options);
}
