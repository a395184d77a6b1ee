import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

// Cart and place order through the storefront's proxy against the bundled demo backend.
const ORIGIN = 'https://www.eshop-demo.sk';

async function requestCounts(): Promise<Record<string, number>> {
  const r = await SELF.fetch(`${ORIGIN}/__demo/requests`);
  const body = (await r.json()) as { data: { counts: { method: string; path: string; count: number }[] } };
  return Object.fromEntries(body.data.counts.map((c) => [`${c.method} ${c.path}`, c.count]));
}

function cookieFrom(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

describe('cart through the proxy', () => {
  test('a guest with neither cart token nor login gets an empty cart without an upstream call', async () => {
    await SELF.fetch(`${ORIGIN}/__demo/requests`, { method: 'DELETE' });
    const res = await SELF.fetch(`${ORIGIN}/api/v1/cart`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { items: unknown[] } };
    expect(body.data.items).toEqual([]);
    expect((await requestCounts())['GET /api/v1/cart'] ?? 0).toBe(0);
  });

  test('the guest cart token cookie is HttpOnly, Secure, SameSite=Lax, 1 day; two place calls make one order', async () => {
    const add = await SELF.fetch(`${ORIGIN}/api/v1/cart/items`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 10, type: 'variant', amount: 1 }),
    });
    expect(add.status).toBe(200);
    const cookie = cookieFrom(add, 'guest-cart-token');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=86400/i);
    const addBody = (await add.json()) as { meta?: { custom?: { guestToken?: unknown } } };
    expect(addBody.meta?.custom?.guestToken ?? null).toBeNull();

    const token = cookie!.split(';')[0]!;
    const payload = {
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'worker-test@example.sk',
      phone: '+421 900 123 456',
      billing_address: { street: 'Hlavná 12', city: 'Bratislava', postcode: '811 01', country_code: 'SVK' },
      business: null,
      shipping: {
        name: 'Jana Nováková',
        address: { street: 'Hlavná 12', city: 'Bratislava', postcode: '811 01', country_code: 'SVK' },
      },
      custom: {},
      payment_id: 2,
      shipper_id: 2,
      terms: true,
    };
    const place = () =>
      SELF.fetch(`${ORIGIN}/api/v1/cart/place`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          cookie: token,
          'idempotency-key': 'worker-test-key-0001',
        },
        body: JSON.stringify(payload),
      });
    const [a, b] = await Promise.all([place(), place()]);
    expect(a.status, await a.clone().text()).toBe(200);
    expect(b.status).toBe(200);
    const orderA = ((await a.json()) as { data: { code: string } }).data.code;
    const orderB = ((await b.json()) as { data: { code: string } }).data.code;
    expect(orderB).toBe(orderA);
    // A retry later (say after a network error) answers the same order too.
    const c = await place();
    expect(((await c.json()) as { data: { code: string } }).data.code).toBe(orderA);
    const orders = (await (await SELF.fetch(`${ORIGIN}/__demo/orders`)).json()) as {
      data: { customer: { email: string } }[];
    };
    expect(orders.data.filter((o) => o.customer.email === 'worker-test@example.sk')).toHaveLength(1);
  });
});
