import { describe, expect, test } from 'vitest';
import { formatNetContents, unitPriceOf, unitPriceText } from '../../shared/unit-price';

const EUR = {
  code: 'EUR',
  symbol: '€',
  symbolPlacement: 'right',
  decimalPlaces: 2,
  decimalPoint: ',',
  millesimalPoint: ' ',
} as const;
const CZK = {
  code: 'CZK',
  symbol: 'Kč',
  symbolPlacement: 'right',
  decimalPlaces: 2,
  decimalPoint: ',',
  millesimalPoint: ' ',
} as const;

describe('unit price (98/6/EC): per litre or kilogram', () => {
  test('millilitres and grams are priced per litre and kilogram', () => {
    expect(unitPriceOf(9.9, { amount: 50, unit: 'ml' })).toEqual({ amount: 198, per: 'l' });
    expect(unitPriceOf(12.9, { amount: 300, unit: 'g' })?.per).toBe('kg');
    expect(unitPriceOf(12.9, { amount: 300, unit: 'g' })?.amount).toBeCloseTo(43, 10);
  });
  test('litres and kilograms are divided by the amount', () => {
    expect(unitPriceOf(5, { amount: 0.5, unit: 'l' })).toEqual({ amount: 10, per: 'l' });
    expect(unitPriceOf(30, { amount: 2, unit: 'kg' })).toEqual({ amount: 15, per: 'kg' });
  });
  test('no unit price without contents or for a free price', () => {
    expect(unitPriceOf(9.9, null)).toBeNull();
    expect(unitPriceOf(9.9, undefined)).toBeNull();
    expect(unitPriceOf(0, { amount: 50, unit: 'ml' })).toBeNull();
    expect(unitPriceOf(9.9, { amount: 0, unit: 'ml' })).toBeNull();
  });
});

describe('unit price text in the shop currency', () => {
  test('"9,90 €" for 50 ml: "50 ml" and "198,00 €" per "l"', () => {
    expect(unitPriceText(9.9, { amount: 50, unit: 'ml' }, EUR)).toEqual({
      contents: '50\u00a0ml',
      price: '198,00\u00a0€',
      per: 'l',
    });
  });
  test('crowns, rounded like any price', () => {
    expect(unitPriceText(249, { amount: 150, unit: 'ml' }, CZK)).toEqual({
      contents: '150\u00a0ml',
      price: '1 660,00\u00a0Kč',
      per: 'l',
    });
    expect(unitPriceText(199, { amount: 300, unit: 'g' }, CZK)?.price).toBe('663,33\u00a0Kč');
  });
  test('a decimal amount takes the locale decimal comma', () => {
    expect(formatNetContents({ amount: 0.75, unit: 'l' }, EUR)).toBe('0,75\u00a0l');
  });
  test('nothing shown without contents', () => {
    expect(unitPriceText(9.9, null, EUR)).toBeNull();
  });
});
