import type { CurrencyFormat } from '../../shared/money';

/** The shops' two currencies as the store describes them (SPEC 8 `currencies`), for tests that format money. */
export const EUR: CurrencyFormat = {
  code: 'EUR',
  symbol: '€',
  symbolPlacement: 'right',
  decimalPlaces: 2,
  decimalPoint: ',',
  millesimalPoint: ' ',
};
export const CZK: CurrencyFormat = { ...EUR, code: 'CZK', symbol: 'Kč' };
