import { describe, expect, test } from 'vitest';
import {
  DEFAULT_PRICE_DISPLAY,
  displayPrices,
  formatMoney,
  priceBoxClass,
  priceBoxLayout,
  showsFreeShippingTag,
  toMinorUnits,
  type CurrencyFormat,
} from './money';
import { cartSaving, freeShippingProgress, giftPrice } from './cart-money';
import { discountPercent } from './discount-percent';
import { purchaseRevenue, sumAmounts } from './order-revenue';
import { CZK, EUR } from '../tests/unit/money-fixtures';

const NB = '\u00a0';
const CZK0: CurrencyFormat = { ...CZK, decimalPlaces: 0 };
const USD: CurrencyFormat = {
  code: 'USD',
  symbol: '$',
  symbolPlacement: 'left',
  decimalPlaces: 2,
  decimalPoint: '.',
  millesimalPoint: ',',
};
const CHF: CurrencyFormat = {
  code: 'CHF',
  symbol: 'CHF',
  symbolPlacement: 'left',
  decimalPlaces: 2,
  decimalPoint: '.',
  millesimalPoint: "'",
};

describe('minor units', () => {
  test('round half away from zero without float noise', () => {
    expect(toMinorUnits(1.005, 2)).toBe(101);
    expect(toMinorUnits(1.255, 2)).toBe(126);
    expect(toMinorUnits(-1.005, 2)).toBe(-101);
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30);
    expect(toMinorUnits(-0.001, 2)).toBe(0);
    expect(Object.is(toMinorUnits(-0.001, 2), -0)).toBe(false);
  });
  test('sum is exact', () => {
    expect(sumAmounts([0.1, 0.2], 2)).toBe(0.3);
    expect(sumAmounts([19.99, 0.01, 79.9], 2)).toBe(99.9);
    // Each amount is rounded to the currency's decimals (half away from zero) before adding.
    expect(sumAmounts([2.675], 2)).toBe(2.68);
  });
});

describe('formatMoney', () => {
  test('right symbol with comma decimals and space thousands', () => {
    expect(formatMoney(1234.5, CZK)).toBe(`1 234,50${NB}Kč`);
    expect(formatMoney(12.9, EUR)).toBe(`12,90${NB}€`);
    expect(formatMoney(0, EUR)).toBe(`0,00${NB}€`);
    expect(formatMoney(1234567.891, EUR)).toBe(`1 234 567,89${NB}€`);
  });
  test('left symbol, letters get a space', () => {
    expect(formatMoney(1234.5, USD)).toBe('$1,234.50');
    expect(formatMoney(12.5, CHF)).toBe(`CHF${NB}12.50`);
  });
  test('zero decimal places', () => {
    expect(formatMoney(1299.4, CZK0)).toBe(`1 299${NB}Kč`);
    expect(formatMoney(1299.5, CZK0)).toBe(`1 300${NB}Kč`);
  });
  test('negative amounts and rounding', () => {
    expect(formatMoney(-50, EUR)).toBe(`-50,00${NB}€`);
    expect(formatMoney(-0.004, EUR)).toBe(`0,00${NB}€`);
    expect(formatMoney(1.005, EUR)).toBe(`1,01${NB}€`);
  });
  test('options', () => {
    expect(formatMoney(1299, CZK, { trimZeroDecimals: true })).toBe(`1 299${NB}Kč`);
    expect(formatMoney(1299.5, CZK, { trimZeroDecimals: true })).toBe(`1 299,50${NB}Kč`);
    expect(formatMoney(1299, CZK, { withoutSymbol: true })).toBe('1 299,00');
  });
  test('non-finite amounts show zero rather than NaN', () => {
    expect(formatMoney(Number.NaN, EUR)).toBe(`0,00${NB}€`);
  });
  test('short numbers are not grouped', () => {
    expect(formatMoney(999, USD)).toBe('$999.00');
    expect(formatMoney(1000, USD)).toBe('$1,000.00');
  });
});

describe('displayPrices', () => {
  const prices = { withTax: 121, withoutTax: 100 };
  test('defaults: with VAT first, without VAT second', () => {
    const d = displayPrices(prices, EUR);
    expect(d.primary).toMatchObject({
      kind: 'amount',
      amount: 121,
      vat: 'with',
      vatMessageKey: 'catalog.price.withVat',
    });
    expect(d.secondary).toMatchObject({ kind: 'amount', amount: 100, vat: 'without' });
    expect(DEFAULT_PRICE_DISPLAY).toEqual({ bothPrices: true, vatExcluded: false });
  });
  test('VAT excluded first', () => {
    const d = displayPrices(prices, EUR, { bothPrices: true, vatExcluded: true });
    expect(d.primary).toMatchObject({ amount: 100, vat: 'without' });
    expect(d.secondary).toMatchObject({ amount: 121, vat: 'with' });
  });
  test('only one price', () => {
    expect(displayPrices(prices, EUR, { bothPrices: false, vatExcluded: false }).secondary).toBeNull();
  });
  test('free shows the free marker and no second price', () => {
    const d = displayPrices({ withTax: 0, withoutTax: 0 }, EUR);
    expect(d).toEqual({ primary: { kind: 'free', messageKey: 'catalog.price.free' }, secondary: null });
    expect(displayPrices({ withTax: 0.004, withoutTax: 0 }, EUR).primary.kind).toBe('free');
  });
  test('free as amount when free text is off', () => {
    expect(displayPrices({ withTax: 0, withoutTax: 0 }, EUR, DEFAULT_PRICE_DISPLAY, false).primary).toMatchObject({
      kind: 'amount',
      text: `0,00${NB}€`,
    });
  });
});

describe('priceBoxLayout (SPEC 9: above 999 and above 99999)', () => {
  test.each([
    [0, 'regular'],
    [999, 'regular'],
    [999.01, 'wide'],
    [1000, 'wide'],
    [99999, 'wide'],
    [99999.5, 'extra-wide'],
    [250000, 'extra-wide'],
  ] as const)('%s → %s', (price, layout) => {
    expect(priceBoxLayout(price)).toBe(layout);
  });
  test('class', () => expect(priceBoxClass(1500)).toBe('price-box--wide'));
});

describe('discountPercent', () => {
  test('computed from the prior price (lowest of the 30 days before the reduction) and current, rounded down', () => {
    expect(discountPercent({ prior: 100, current: 75 })).toBe(25);
    expect(discountPercent({ prior: 1299, current: 974 })).toBe(25);
    expect(discountPercent({ prior: 3, current: 2 })).toBe(33);
    expect(discountPercent({ prior: 100, current: 0 })).toBe(100);
  });
  test('no badge without a prior price above the current one', () => {
    expect(discountPercent({ prior: 100, current: 100 })).toBeNull();
    expect(discountPercent({ prior: 100, current: 120 })).toBeNull();
    expect(discountPercent({ prior: 0, current: 10 })).toBeNull();
    expect(discountPercent({ prior: null, current: 10 })).toBeNull();
    expect(discountPercent({ current: 10 })).toBeNull();
    expect(discountPercent({ prior: 1000, current: 999.5 })).toBeNull();
  });
});

describe('giftPrice rounds up to currency decimals', () => {
  test.each([
    [10.001, 2, 10.01],
    [10, 2, 10],
    [10.1, 2, 10.1],
    [0.001, 2, 0.01],
    [12.3, 0, 13],
    [1.1 * 3, 2, 3.3],
    [0, 2, 0],
  ])('%s @%s → %s', (amount, decimals, expected) => {
    expect(giftPrice(amount, decimals)).toBe(expected);
  });
});

describe('purchaseRevenue', () => {
  test('items + shipping + payment, with tax, exact', () => {
    expect(purchaseRevenue({ itemsWithTax: 1234.1, shipperPriceWithTax: 89.9, paymentPriceWithTax: 0.1 }, 2)).toBe(
      1324.1,
    );
    expect(purchaseRevenue({ itemsWithTax: 0.1, shipperPriceWithTax: 0.2 }, 2)).toBe(0.3);
    expect(purchaseRevenue({ itemsWithTax: 500, shipperPriceWithTax: null, paymentPriceWithTax: undefined }, 2)).toBe(
      500,
    );
  });
});

describe('free shipping', () => {
  test('progress', () => {
    expect(freeShippingProgress(30, 50, 2)).toEqual({ remaining: 20, ratio: 0.6, reached: false });
    expect(freeShippingProgress(49.99, 50, 2)).toMatchObject({ remaining: 0.01, reached: false });
    expect(freeShippingProgress(50, 50, 2)).toEqual({ remaining: 0, ratio: 1, reached: true });
    expect(freeShippingProgress(80, 50, 2)).toEqual({ remaining: 0, ratio: 1, reached: true });
    expect(freeShippingProgress(80, null, 2)).toBeNull();
    expect(freeShippingProgress(80, 0, 2)).toBeNull();
  });
  test('tag only above the threshold', () => {
    expect(showsFreeShippingTag(1500, 1500)).toBe(false);
    expect(showsFreeShippingTag(1500.01, 1500)).toBe(true);
    expect(showsFreeShippingTag(1500, undefined)).toBe(false);
  });
});

describe('cartSaving (SPEC 3 Cart totalOriginal: the "you save" line)', () => {
  const prices = {
    totalWithTax: 89.9,
    totalWithoutTax: 73.09,
    totalOriginalWithTax: 99.9,
    totalOriginalWithoutTax: 81.22,
    creditsWithTax: 0,
  };
  test('the original total less the total, in the VAT mode shown, exact to the cent', () => {
    expect(cartSaving(prices, true, 2)).toBe(10);
    expect(cartSaving(prices, false, 2)).toBe(8.13);
    expect(cartSaving({ ...prices, totalWithTax: 99.8, totalOriginalWithTax: 100.1 }, true, 2)).toBe(0.3);
  });
  test('nothing when the original total is not above the total', () => {
    expect(cartSaving({ ...prices, totalOriginalWithTax: 89.9 }, true, 2)).toBe(0);
    expect(cartSaving({ ...prices, totalOriginalWithTax: 0 }, true, 2)).toBe(0);
  });
  test('credits spent are a payment, not a saving', () => {
    const paidWithCredits = { ...prices, totalOriginalWithTax: 89.9, totalWithTax: 79.9, creditsWithTax: 10 };
    expect(cartSaving(paidWithCredits, true, 2)).toBe(0);
    expect(cartSaving({ ...paidWithCredits, totalOriginalWithTax: 99.9 }, true, 2)).toBe(10);
    // Without VAT, credits count at the original total's rate: 10 € with VAT is 8.13 € without here.
    expect(cartSaving({ ...prices, totalWithoutTax: 64.96, creditsWithTax: 10 }, false, 2)).toBe(8.13);
  });
});
