// Issue 11.1: an order code (date + 5 digits, guessable) alone opens only the public view of the
// order; personal data and the token need the order token or the owner's login; look-ups are
// rate limited (11.6).
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { PublicOrderSchema, storeEnvelope } from '../../shared/contracts/store';
import { inOneLimitWindow } from './rate-limit-window';

const SK = 'https://www.eshop-demo.sk';
const JSON_POST = { origin: SK, 'content-type': 'application/json' };

const PERSON = {
  name: 'Lookup Tester',
  firstName: 'Lookup',
  lastName: 'Tester',
  email: 'order-lookup@example.sk',
  phone: '+421 911 222 333',
  billing_address: { street: 'Tajná 77', city: 'Nitra', postcode: '949 01', country_code: 'SVK' },
  business: null,
  shipping: null,
  custom: {},
  payment_id: 2,
  shipper_id: 2,
  terms: true,
};

interface PlacedOrder {
  code: string;
  token: string;
}

async function placeGuestOrder(): Promise<PlacedOrder> {
  const add = await SELF.fetch(`${SK}/api/v1/cart/items`, {
    method: 'POST',
    headers: JSON_POST,
    body: JSON.stringify({ id: 10, type: 'variant', amount: 2 }),
  });
  expect(add.status).toBe(200);
  const cookie = add.headers
    .getSetCookie()
    .find((l) => l.startsWith('guest-cart-token='))!
    .split(';')[0]!;
  const place = await SELF.fetch(`${SK}/api/v1/cart/place`, {
    method: 'POST',
    headers: { ...JSON_POST, cookie },
    body: JSON.stringify(PERSON),
  });
  expect(place.status, await place.clone().text()).toBe(200);
  return ((await place.json()) as { data: PlacedOrder }).data;
}

/** Each test its own client address, so the limits of one do not spill into another. */
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

let order: PlacedOrder;
beforeAll(async () => {
  order = await placeGuestOrder();
}, 60_000);

describe('order look-up by code (issue 11.1)', () => {
  test('a bare code answers the public view: no name, e-mail, phone, address or token', async () => {
    const res = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}`, {
      headers: { 'cf-connecting-ip': nextIp() },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const secret of [order.token, PERSON.email, PERSON.phone, 'Tajná 77', 'Lookup', 'Tester'])
      expect(text, secret).not.toContain(secret);
    const view = storeEnvelope(PublicOrderSchema.strict()).parse(JSON.parse(text)).data;
    expect(view.code).toBe(order.code);
    expect(view.items.length).toBeGreaterThan(0);
    expect(view.payment.name).not.toBe('');
    expect(view.shipper.name).not.toBe('');
    expect(view.prices.totalWithTax).toBeGreaterThan(0);
  });

  test('with the order token it answers the full order; a wrong token gets the public view', async () => {
    const full = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}?token=${order.token}`, {
      headers: { 'cf-connecting-ip': nextIp() },
    });
    expect(full.status).toBe(200);
    const text = await full.text();
    expect(text).toContain(PERSON.email);
    const wrong = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}?token=wrong-token-1234567890`, {
      headers: { 'cf-connecting-ip': nextIp() },
    });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).not.toContain(PERSON.email);
  });

  test('another logged-in shopper gets the public view only', async () => {
    const login = await SELF.fetch(`${SK}/api/oauth/login`, {
      method: 'POST',
      headers: { ...JSON_POST, 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ email: 'zakaznik@demo.sk', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((l) => l.startsWith('apollo-token='))!
      .split(';')[0]!;
    const res = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}`, {
      headers: { cookie, 'cf-connecting-ip': nextIp() },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(PERSON.email);
  });

  test('a malformed token is a 400, an unknown code a 404', async () => {
    const bad = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}?token=%3Cscript%3E`, {
      headers: { 'cf-connecting-ip': nextIp() },
    });
    expect(bad.status).toBe(400);
    const unknown = await SELF.fetch(`${SK}/api/v1/orders/code/99999999999`, {
      headers: { 'cf-connecting-ip': nextIp() },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('order look-ups are rate limited (issue 11.6)', () => {
  test('guessing codes from one address ends in 429 with Retry-After and a Slovak message', async () => {
    await inOneLimitWindow('ORDER_LOOKUP_RATE_LIMIT', async () => {
      const from = nextIp();
      let limited: Response | undefined;
      for (let i = 0; i < 40 && !limited; i++) {
        const res = await SELF.fetch(`${SK}/api/v1/orders/code/2601010${String(i).padStart(4, '0')}`, {
          headers: { 'cf-connecting-ip': from },
        });
        if (res.status === 429) limited = res;
        else expect(res.status).toBe(404);
      }
      expect(limited, 'no 429 after 40 guesses').toBeDefined();
      expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await limited!.json()) as { errors: { title: string; status: number }[] };
      expect(body.errors[0]!.status).toBe(429);
      expect(body.errors[0]!.title).toContain('Príliš veľa pokusov');
      // Another address is not affected.
      const other = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}`, {
        headers: { 'cf-connecting-ip': nextIp() },
      });
      expect(other.status).toBe(200);
    });
  });

  test('by token too, and the message follows the site language (Czech)', async () => {
    await inOneLimitWindow('ORDER_LOOKUP_RATE_LIMIT', async () => {
      const from = nextIp();
      let limited: Response | undefined;
      for (let i = 0; i < 40 && !limited; i++) {
        const res = await SELF.fetch(`https://www.eshop-demo.cz/api/v1/orders/token/guess-token-${i}-abcdef`, {
          headers: { 'cf-connecting-ip': from },
        });
        if (res.status === 429) limited = res;
      }
      expect(limited, 'no 429 after 40 guesses').toBeDefined();
      const body = (await limited!.json()) as { errors: { title: string }[] };
      expect(body.errors[0]!.title).toContain('Příliš mnoho pokusů');
    });
  });
});
