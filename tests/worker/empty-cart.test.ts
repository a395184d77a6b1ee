import { env, SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { CartSchema } from '../../shared/contracts/store';

// A visitor without a cart is answered by the proxy without asking the store; the answer must be the
// store's own empty cart (one constructor, shared/contracts/store.ts), threshold included: the proxy's
// copy once said freeShippingAt 0 while the store said 49 EUR.
const SK = 'https://www.eshop-demo.sk';

describe('the empty cart', () => {
  test("the proxy's answer to a visitor without a cart equals the store's, free-shipping threshold included", async () => {
    const proxied = await SELF.fetch(`${SK}/api/v1/cart`, { headers: { cookie: 'closed-modals=age-18' } });
    expect(proxied.status).toBe(200);
    const fromProxy = CartSchema.parse(((await proxied.json()) as { data: unknown }).data);
    const direct = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/api/v1/cart', {
      headers: { 'x-inspishop-currency': 'EUR', 'x-inspishop-domain': 'sk', 'x-inspishop-locale': 'sk' },
    });
    const fromStore = CartSchema.parse(((await direct.json()) as { data: unknown }).data);
    expect(fromProxy.prices.freeShippingAt).toBeGreaterThan(0);
    expect(fromProxy).toEqual(fromStore);
  });
});
