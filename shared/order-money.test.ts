import { describe, expect, test } from 'vitest';
import { currencyFormatFor, formatMoneyIn } from './order-money';
import { CZK, EUR } from '../tests/unit/money-fixtures';

const NBSP = '\u00a0';

describe('money of an order is in the order currency (issue 26.3)', () => {
  test('a CZK amount is Kč whichever currency the site lists first', () => {
    expect(formatMoneyIn(597, 'CZK', [EUR, CZK])).toBe(`597,00${NBSP}Kč`);
    expect(formatMoneyIn(106.02, 'EUR', [CZK, EUR])).toBe(`106,02${NBSP}€`);
  });

  test('a currency the site does not list is shown by its own code, never with another currency symbol', () => {
    expect(formatMoneyIn(1234.5, 'PLN', [EUR])).toBe(`1 234,50${NBSP}PLN`);
    expect(currencyFormatFor('PLN', [EUR]).symbol).toBe('PLN');
    expect(currencyFormatFor('CZK', [EUR, CZK])).toBe(CZK);
  });
});
