// Issue 26.2: every way to look an order up by code (the API, the account's code look-up, the
// payment return page and its page data) counts against ONE limit, and a stranger gets the same
// answer for a code with no order as for an order they may not see: the payment return is no
// oracle for guessed codes (date + 5 digits).
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { guestCart, openOrderPage, placeOrder, SK } from './order-journey';
import { inOneLimitWindow } from './rate-limit-window';

let order: { code: string; token: string };
let ip = 0;
const nextIp = () => `192.0.2.${++ip}`;

beforeAll(async () => {
  const jar = await guestCart(SK);
  const placed = await placeOrder(SK, jar);
  order = { code: placed.code, token: placed.token! };
}, 60_000);

/** Today's code with other digits: the shape of a real code, with no order behind it. */
const missingCode = () => `${order.code.slice(0, -5)}${order.code.endsWith('99999') ? '99998' : '99999'}`;

/** The payment return's page data; a `?token=` is parked first, as the browser's first answer does. */
async function paymentReturn(query: string, from: string) {
  let path = `/checkout/payment/callback?${query}`;
  let jar = '';
  if (new URLSearchParams(query).has('token'))
    ({ path, jar } = await openOrderPage(SK, path, { 'cf-connecting-ip': from }));
  const res = await SELF.fetch(`${SK}/__data${path}`, {
    headers: { 'cf-connecting-ip': from, ...(jar ? { cookie: jar } : {}) },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

describe('order codes cannot be enumerated (issue 26.2)', () => {
  test('the payment return answers a stranger the same for a real code and a missing one', async () => {
    const from = nextIp();
    const real = await paymentReturn(`status=paid&code=${order.code}`, from);
    const missing = await paymentReturn(`status=paid&code=${missingCode()}`, from);
    expect(real).toEqual(missing);
    expect(real).toMatchObject({ outcome: 'unknown', code: null });
    // A wrong token with a real code is a stranger too.
    expect(await paymentReturn(`code=${order.code}&token=wrong-token-123456`, from)).toMatchObject({
      outcome: 'unknown',
      code: null,
    });
  });

  test('the order’s own token still gets the store’s answer on the payment return', async () => {
    const data = await paymentReturn(`status=paid&token=${order.token}`, nextIp());
    expect(data).toMatchObject({ outcome: 'pending', code: order.code });
  });

  test('payment returns and API look-ups share one limit (20 a minute per address)', async () => {
    await inOneLimitWindow('ORDER_LOOKUP_RATE_LIMIT', async () => {
      const from = nextIp();
      for (let i = 0; i < 20; i++) await paymentReturn(`code=${missingCode()}`, from);
      const api = await SELF.fetch(`${SK}/api/v1/orders/code/${order.code}`, { headers: { 'cf-connecting-ip': from } });
      expect(api.status).toBe(429);
      expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
      const account = await SELF.fetch(`${SK}/api/v1/user/orders/code/${order.code}`, {
        headers: { 'cf-connecting-ip': from },
      });
      expect(account.status).toBe(429);
      // Over the limit the payment return knows nothing either (and asks the store nothing).
      expect(await paymentReturn(`token=${order.token}`, from)).toMatchObject({ outcome: 'pending', code: null });
    });
  });

  test('the API answers one 404 for a missing order and for a token that opens none', async () => {
    const from = nextIp();
    const missing = await SELF.fetch(`${SK}/api/v1/orders/code/${missingCode()}`, {
      headers: { 'cf-connecting-ip': from },
    });
    const wrongToken = await SELF.fetch(`${SK}/api/v1/orders/token/not-the-token-123456`, {
      headers: { 'cf-connecting-ip': from },
    });
    expect(missing.status).toBe(404);
    expect(wrongToken.status).toBe(404);
    expect(await missing.text()).toBe(await wrongToken.text());
  });
});
