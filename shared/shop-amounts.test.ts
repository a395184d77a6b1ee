import { describe, expect, test } from 'vitest';
import { fillShopAmounts, shopAmounts } from './shop-amounts';
import { CZK, EUR } from '../tests/unit/money-fixtures';

const plain = (text: string | null) => text?.replaceAll('\u00a0', ' ');

describe('shop amounts in the shopper currency (issue 31)', () => {
  test('thresholds are formatted by the currency entity, whole amounts without ",00"', () => {
    expect(plain(shopAmounts({ freeShippingAt: 1200, orderGiftAt: 800 }, CZK).freeShippingAt ?? '')).toBe('1 200 Kč');
    expect(plain(shopAmounts({ freeShippingAt: 48.9 }, EUR).freeShippingAt ?? '')).toBe('48,90 €');
    expect(shopAmounts({ freeShippingAt: 0, orderMinimumValue: null }, EUR)).toEqual({});
  });

  test('a CMS text names the threshold as a placeholder; it is filled, other text is left as it is', () => {
    const amounts = shopAmounts({ freeShippingAt: 49, orderGiftAt: 30 }, EUR);
    expect(plain(fillShopAmounts('Doprava zadarmo od {{freeShippingAt}}', amounts))).toBe('Doprava zadarmo od 49 €');
    expect(plain(fillShopAmounts('Darček nad {{ orderGiftAt }}, doprava nad {{freeShippingAt}}', amounts))).toBe(
      'Darček nad 30 €, doprava nad 49 €',
    );
    // Unknown or missing amounts stay visible rather than reading "0 €" or nothing.
    expect(fillShopAmounts('Minimum {{orderMinimumValue}} a {{other}}', amounts)).toBe(
      'Minimum {{orderMinimumValue}} a {{other}}',
    );
    expect(fillShopAmounts(null, amounts)).toBeNull();
    const text = 'Bez sumy';
    expect(fillShopAmounts(text, amounts)).toBe(text);
  });
});
