import { describe, expect, test } from 'vitest';
import { openingVariantId, type VariantStock } from '../../shared/variant-preselection';

const variant = (id: number, code: VariantStock['availability']['availabilityCode']): VariantStock => ({
  id,
  availability: { isAvailable: code !== 'sold_out', availabilityCode: code },
});

describe('the variant a product page opens on', () => {
  const sizes = [
    variant(1810, 'sold_out'),
    variant(1811, 'in_stock'),
    variant(1812, 'in_stock'),
    variant(1813, 'sold_out'),
  ];

  test('a sold-out default gives way to the first size in stock', () => {
    expect(openingVariantId(sizes, 1810)).toBe(1811);
  });
  test('the default stays when it is in stock, wherever it is in the list', () => {
    expect(openingVariantId(sizes, 1812)).toBe(1812);
  });
  test('a variant the link asks for is kept, even sold out (the shopper chose it)', () => {
    expect(openingVariantId(sizes, 1811, 1813)).toBe(1813);
    expect(openingVariantId(sizes, 1810, 9999)).toBe(1811); // unknown id: as if none was asked for
  });
  test('nothing in stock: the first that can be ordered, else the default', () => {
    expect(openingVariantId([variant(1, 'sold_out'), variant(2, 'on_order')], 1)).toBe(2);
    expect(openingVariantId([variant(1, 'sold_out'), variant(2, 'sold_out')], 2)).toBe(2);
  });
});
