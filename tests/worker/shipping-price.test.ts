// Issue 30.3: one price per shipper. For a cart whose products all ship free with the courier, the
// shipping step's list, the priced cart (the summary), the free-shipping progress and the placed order
// agree: the courier costs 0 everywhere, and shippers without that rule keep their price.
import { describe, expect, test } from 'vitest';
import type { Cart, Product, Shipper } from '../../shared/contracts/store';
import { SK, get, mergeCookies, post } from './order-journey';

const COURIER = 2;
const PICKUP_POINT = 3;

/** A guest cart holding one piece of a product that ships free by courier, under the threshold. */
async function cartWithFreeCourierProduct(): Promise<{ jar: string; product: Product }> {
  for (let id = 1; id <= 300; id++) {
    const res = await get(SK, `/api/v1/products/${id}`);
    if (res.status !== 200) continue;
    const product = ((await res.json()) as { data: Product }).data;
    if (!product.freeShippers.includes(COURIER)) continue;
    for (const variant of product.variants) {
      const add = await post(SK, '/api/v1/cart/items', { id: variant.id, type: 'variant', amount: 1 });
      if (add.status !== 200) continue;
      // Under the free-shipping threshold, so only the product rule can make shipping free.
      const { cart } = ((await add.json()) as { data: { cart: Cart } }).data;
      if (cart.prices.discountLimitPriceWithVat < cart.prices.freeShippingAt)
        return { jar: mergeCookies('', add), product };
    }
  }
  throw new Error('the seed has no product that ships free by courier');
}

describe('one price per shipper (issue 30.3)', () => {
  test('product-level free shipping: the shipper list, the priced cart and the progress all say free', async () => {
    const { jar } = await cartWithFreeCourierProduct();
    const shippers = ((await (await get(SK, '/api/v1/cart/shippers', jar)).json()) as { data: Shipper[] }).data;
    const courier = shippers.find((s) => s.id === COURIER)!;
    const pickup = shippers.find((s) => s.id === PICKUP_POINT)!;
    expect(courier.prices.withTax).toBe(0);
    expect(pickup.prices.withTax).toBeGreaterThan(0);

    const cart = ((await (await get(SK, '/api/v1/cart', jar)).json()) as { data: Cart }).data;
    expect(cart.freeShippers).toContain(COURIER);
    // The cart is under the threshold: without the product rule the progress would ask for more.
    expect(cart.prices.discountLimitPriceWithVat).toBeLessThan(cart.prices.freeShippingAt);

    // The cart priced with each shipper (the summary) charges what the list said.
    for (const s of [courier, pickup]) {
      const priced = (
        (await (await get(SK, `/api/v1/cart?shipper_id=${s.id}&payment_id=2`, jar)).json()) as { data: Cart }
      ).data;
      expect(priced.prices.shipperPriceWithTax, s.code).toBe(s.prices.withTax);
    }
  });
});
