import { describe, expect, test } from 'vitest';
import { writeKind } from './offline';

describe('writeKind: what an offline write was about, for the notice', () => {
  test.each([
    ['/api/v1/cart/items', 'cart'],
    ['/api/v1/cart/items/5', 'cart'],
    ['/api/v1/cart/coupon', 'cart'],
    ['/api/v1/user/shopping-lists', 'list'],
    ['/api/v1/user/shopping-lists/3/items?x=1', 'list'],
    ['/api/v1/products/12/reviews', 'review'],
    ['/api/v1/newsletter/subscribe', 'newsletter'],
    ['/api/v1/contact', 'other'],
    ['http://sk.localhost/api/v1/cart/items', 'cart'],
  ])('%s is %s', (url, kind) => {
    expect(writeKind(url)).toBe(kind);
  });
});
