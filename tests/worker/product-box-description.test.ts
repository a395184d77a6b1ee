// Issue 15 item 10: the product box never showed its description (SPEC 2 product box lists it).
import { SELF } from 'cloudflare:test';
import { expect, test } from 'vitest';
import { PRODUCT_BOX_DESCRIPTION_MAX } from '../../client/components/product/product-box-view';

test('category product boxes show the product perex as their description, plain and cut by the rule', async () => {
  const res = await SELF.fetch('https://www.eshop-demo.sk/masazne-oleje', {
    headers: { cookie: 'closed-modals=age-18' },
  });
  expect(res.status).toBe(200);
  const page = await res.text();
  const boxes = [...page.matchAll(/<article class="product-box"[\s\S]*?<\/article>/g)].map((m) => m[0]);
  expect(boxes.length).toBeGreaterThan(3);
  for (const box of boxes) {
    const description = box.match(/<p class="product-box__description">([^<]*)<\/p>/)?.[1];
    expect(description, box.slice(0, 200)).toBeTruthy();
    expect(description).toContain('od značky');
    expect(Array.from(description ?? '').length).toBeLessThanOrEqual(PRODUCT_BOX_DESCRIPTION_MAX + 1);
  }
});
