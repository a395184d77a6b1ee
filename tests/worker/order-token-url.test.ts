// Issue 26.10: an order token (it unlocks name, e-mail, phone and address) leaves the page URL on
// the first answer, as login-as tokens do: parked in an HttpOnly cookie, the browser sent on to the
// same page without it (no Referer), so it is never an address in history, a Referer or a page view.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { guestCart, mergeCookies, placeOrder, SK } from './order-journey';

const ENTERED = 'closed-modals=age-18';
let order: { code: string; token: string; email: string };
let ip = 0;
const nextIp = () => `203.0.113.${200 + ++ip}`;

beforeAll(async () => {
  const placed = await placeOrder(SK, await guestCart(SK));
  order = { code: placed.code, token: placed.token!, email: placed.customer.email };
}, 60_000);

const open = (path: string, cookie = ENTERED) =>
  SELF.fetch(`${SK}${path}`, { headers: { cookie, 'cf-connecting-ip': nextIp() }, redirect: 'manual' });

describe('order tokens leave page URLs on the first answer (issue 26.10)', () => {
  test.each([
    [
      'order status by token',
      () => `/stav-objednavky?token=${order.token}`,
      () => `/stav-objednavky?code=${order.code}`,
    ],
    [
      'payment return',
      () => `/checkout/payment/callback?status=paid&code=${order.code}&token=${order.token}`,
      () => `/checkout/payment/callback?status=paid&code=${order.code}`,
    ],
  ])('%s: 302 to the same page without the token, parked HttpOnly, no Referer', async (_name, from, to) => {
    const res = await open(from());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(to());
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const parked = res.headers.getSetCookie().find((l) => l.startsWith('order-token='));
    expect(parked).toContain(order.token);
    expect(parked).toMatch(/HttpOnly/i);
    expect(await res.text()).not.toContain(order.token);

    // The clean page neither shows nor embeds the token (page data, HTML, its links).
    const jar = mergeCookies(ENTERED, res);
    const page = await open(to(), jar);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(order.token);
    const data = await open(`/__data${to()}`, jar);
    expect(await data.text()).not.toContain(order.token);
  });

  test('client navigation gets the same redirect as page data', async () => {
    const res = await open(`/__data/stav-objednavky?token=${order.token}`);
    const body = (await res.json()) as { redirect?: string };
    expect(body.redirect).toBe(`/stav-objednavky?code=${order.code}`);
  });

  test('with the parked token the status look-up by code still opens the full order; without, the public view', async () => {
    const parkedJar = mergeCookies(ENTERED, await open(`/stav-objednavky?token=${order.token}`));
    const full = await open(`/api/v1/orders/code/${order.code}`, parkedJar);
    expect(await full.text()).toContain(order.email);
    const stranger = await open(`/api/v1/orders/code/${order.code}`);
    expect(await stranger.text()).not.toContain(order.email);
  });

  test('the payment return reads the parked token: the store’s answer, not "unknown"', async () => {
    const first = await open(`/checkout/payment/callback?status=paid&code=${order.code}&token=${order.token}`);
    const jar = mergeCookies(ENTERED, first);
    const data = await open(`/__data/checkout/payment/callback?status=paid&code=${order.code}`, jar);
    expect(((await data.json()) as { data: { outcome: string } }).data.outcome).toBe('pending');
  });
});
