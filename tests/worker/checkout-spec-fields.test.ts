import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

/**
 * Issue 31: the date of birth and the business terms of checkout reach the store with the order,
 * and the worker checks them against the order's zod contract before the store is asked.
 */
const ORIGIN = 'https://www.eshop-demo.sk';
const ADDRESS = { street: 'Hlavná 12', city: 'Bratislava', postcode: '811 01', country_code: 'SVK' };

async function guestCart(): Promise<string> {
  const add = await SELF.fetch(`${ORIGIN}/api/v1/cart/items`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ id: 10, type: 'variant', amount: 1 }),
  });
  expect(add.status).toBe(200);
  const cookie = add.headers.getSetCookie().find((c) => c.startsWith('guest-cart-token='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

const order = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Jana Nováková',
  firstName: 'Jana',
  lastName: 'Nováková',
  email,
  phone: '+421 900 123 456',
  billing_address: ADDRESS,
  business: null,
  shipping: { name: 'Jana Nováková', address: ADDRESS },
  custom: {},
  payment_id: 2,
  shipper_id: 2,
  terms: true,
  ...over,
});

const place = (cookie: string, body: unknown, key: string) =>
  SELF.fetch(`${ORIGIN}/api/v1/cart/place`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie, 'idempotency-key': key },
    body: JSON.stringify(body),
  });

async function placeCalls(): Promise<number> {
  const r = await SELF.fetch(`${ORIGIN}/__demo/requests?prefix=/api/v1/cart/place`);
  const body = (await r.json()) as { data: { total: number } };
  return body.data.total;
}

async function storedOrder(email: string) {
  const r = await SELF.fetch(`${ORIGIN}/__demo/orders`);
  const body = (await r.json()) as {
    data: { customer: { email: string; tin: string | null }; attributes: { custom: Record<string, unknown> } }[];
  };
  return body.data.find((o) => o.customer.email === email);
}

describe('date of birth and business terms in the order', () => {
  test('a date of birth reaches the store with the order', async () => {
    const cookie = await guestCart();
    const email = 'dob-adult@example.sk';
    const res = await place(cookie, order(email, { custom: { dateOfBirth: '1990-04-01' } }), 'dob-adult-key-00001');
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await storedOrder(email))?.attributes.custom).toMatchObject({ dateOfBirth: '1990-04-01' });
  });

  test("a minor's or a malformed date of birth is a 422 naming the field; the store is not asked", async () => {
    const cookie = await guestCart();
    await SELF.fetch(`${ORIGIN}/__demo/requests`, { method: 'DELETE' });
    for (const dateOfBirth of ['2015-04-01', '1990-02-30', 'soon']) {
      const res = await place(
        cookie,
        order('dob-minor@example.sk', { custom: { dateOfBirth } }),
        'dob-minor-key-00001',
      );
      expect(res.status).toBe(422);
      const body = (await res.json()) as { errors: { field?: string; title: string }[] };
      expect(body.errors.map((e) => e.field)).toEqual(['custom.dateOfBirth']);
    }
    expect(await placeCalls()).toBe(0);
    expect(await storedOrder('dob-minor@example.sk')).toBeUndefined();
  });

  test('a company order without the business terms is refused; with them it is placed and says so', async () => {
    const cookie = await guestCart();
    const email = 'business-terms@example.sk';
    const business = { business_name: 'Firma s.r.o.', TIN: '25596641', VATIN: null };
    await SELF.fetch(`${ORIGIN}/__demo/requests`, { method: 'DELETE' });
    const refused = await place(cookie, order(email, { business }), 'business-terms-key-01');
    expect(refused.status).toBe(422);
    const errors = ((await refused.json()) as { errors: { field?: string }[] }).errors;
    expect(errors.map((e) => e.field)).toEqual(['custom.businessTerms']);
    expect(await placeCalls()).toBe(0);

    const placed = await place(
      cookie,
      order(email, { business, custom: { businessTerms: true } }),
      'business-terms-key-01',
    );
    expect(placed.status, await placed.clone().text()).toBe(200);
    const stored = await storedOrder(email);
    expect(stored?.customer.tin).toBe('25596641');
    expect(stored?.attributes.custom).toMatchObject({ businessTerms: true });
  });

  test('a body that is no order at all is a 422, never a 500', async () => {
    const cookie = await guestCart();
    const res = await place(cookie, { name: 42 }, 'not-an-order-key-001');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { title: string }[] };
    expect(body.errors.length).toBeGreaterThan(1);
  });
});
