// Issue 31's small items whose logic is pure: colour swatches once per colour, and the gift hint that
// matches what the picker lets the shopper choose.
import { describe, expect, test } from 'vitest';
import { giftHint } from '../../shared/checkout-choices';
import { colourSwatches } from '../../shared/colour-swatches';

const variant = (id: number, colorHex: string | null, isAvailable = true) => ({
  id,
  colorHex,
  availability: { isAvailable },
});

describe('colour swatches', () => {
  test('variants that differ by size show their colour once', () => {
    const sizes = [variant(1, '#F1D3C4', false), variant(2, '#f1d3c4'), variant(3, '#F1D3C4')];
    expect(colourSwatches(sizes).map((v) => v.id)).toEqual([2]); // the first one the shop sells
  });
  test('different colours keep their order; variants without a colour have no swatch', () => {
    const list = [variant(1, '#000'), variant(2, '#fff'), variant(3, '#000'), variant(4, null)];
    expect(colourSwatches(list).map((v) => v.id)).toEqual([1, 2]);
  });
});

describe('gift hint', () => {
  const gift = (id: number, price_from: number, isAvailable = true) => ({
    id,
    price_from,
    availability: { isAvailable },
  });
  const gifts = [gift(1, 30), gift(2, 50), gift(3, 80, false)];

  test('no gift reached yet: how much is left to the first one', () => {
    expect(giftHint(gifts, 20)).toMatchObject({ next: { id: 1 }, remaining: 10, oneSelectable: false });
  });
  test('a gift already selectable: the hint says so, and names the next one', () => {
    const hint = giftHint(gifts, 33.9);
    expect(hint).toMatchObject({ next: { id: 2 }, oneSelectable: true });
    expect(hint!.remaining).toBeCloseTo(16.1);
  });
  test('every available gift reached (an unavailable one does not count): no hint', () => {
    expect(giftHint(gifts, 55)).toBeNull();
  });
});
