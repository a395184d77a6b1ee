import { describe, expect, test } from 'vitest';
import { toProductBoxView } from './product-box-view';
import { generateProduct } from '../../../demo-backend/src/seed/product-generator';
import { productView } from '../../../demo-backend/src/store/product-view';
import type { DeliveryViewFor } from '../../../shared/delivery-promise';

// A listing's box views are built once per product answer (the read cache's shared copy) and
// reused by later pages, as long as the request's clock gives the product the same delivery
// promises (issue 28: client/components/product/product-box-view.ts).
const answer = productView(generateProduct(7, [7]), { locale: 'sk', currency: 'EUR' });
const promise =
  (text: string): DeliveryViewFor =>
  (delayDays) => ({ iso: `2026-11-${27 + delayDays}`, text: `${text} +${delayDays}` });

describe('product box views', () => {
  test('the same answer and promises give the same view object, built once', () => {
    const first = toProductBoxView(answer, promise('zajtra'));
    expect(toProductBoxView(answer, promise('zajtra'))).toBe(first);
  });

  test('a promise that changed with the clock gives a new view that shows it', () => {
    const before = toProductBoxView(answer, promise('dnes'));
    const after = toProductBoxView(answer, promise('zajtra'));
    expect(after).not.toBe(before);
    expect(answer.availability.isAvailable).toBe(true);
    expect(after.availability.delivery?.text).toMatch(/^zajtra/);
    expect(toProductBoxView(answer, undefined).availability.delivery).toBeNull();
  });

  test('another answer for the same product (a new price) gives its own view', () => {
    const first = toProductBoxView(answer, promise('zajtra'));
    const repriced = { ...answer, prices: { ...answer.prices, unitWithTax: answer.prices.unitWithTax + 1 } };
    const second = toProductBoxView(repriced, promise('zajtra'));
    expect(second).not.toBe(first);
    expect(second.price.withTax).toBe(answer.prices.unitWithTax + 1);
  });
});
