// Pages that confirm something must have asked the store first (issue 15, item 8): the payment
// callback reads the order's payment state from the store, never the provider's ?status=, and the
// activation page says "confirmed" only for a token the store accepted.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { sameOrigin } from './fake-upstream';
import { openOrderPage } from './order-journey';

const SK = 'https://www.eshop-demo.sk';
const ENTERED = 'closed-modals=age-18';

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`);
}, 60_000);

/** A guest order through the proxy (courier, card); answers its code and token. */
async function placeGuestOrder(email: string): Promise<{ code: string; token: string }> {
  let cookie = ENTERED;
  for (let id = 1; id <= 60; id++) {
    const add = await SELF.fetch(`${SK}/api/v1/cart/items`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), cookie },
      body: JSON.stringify({ id, type: 'product', amount: 3 }),
    });
    if (!add.ok) continue;
    const guest = add.headers
      .getSetCookie()
      .find((c) => c.startsWith('guest-cart-token='))
      ?.split(';')[0];
    if (guest) cookie = `${ENTERED}; ${guest}`;
    const cart = await SELF.fetch(`${SK}/api/v1/cart`, { headers: { cookie } });
    const { data } = await cart.json<{ data: { prices: { totalWithTax: number } } }>();
    if (data.prices.totalWithTax >= 30) break;
  }
  const place = await SELF.fetch(`${SK}/api/v1/cart/place`, {
    method: 'POST',
    headers: { ...sameOrigin(SK), cookie },
    body: JSON.stringify({
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email,
      phone: '+421 900 123 456',
      billing_address: { street: 'Obchodná 1', city: 'Bratislava', postcode: '811 06', country_code: 'SVK' },
      business: null,
      shipping: null,
      payment_id: 1,
      shipper_id: 2,
      terms: true,
    }),
  });
  const body = await place.json<{ data: { code: string; token: string } }>();
  expect(place.status, JSON.stringify(body)).toBeLessThan(300);
  return body.data;
}

async function outcomeOf(path: string): Promise<string | undefined> {
  const { res } = await openOrderPage(SK, path, { cookie: ENTERED });
  expect(res.status).toBe(200);
  return /data-outcome="([a-z]+)"/.exec(await res.text())?.[1];
}

describe('payment callback', () => {
  test('?status=paid without an order to check is never a success', async () => {
    expect(await outcomeOf('/checkout/payment/callback?status=paid')).toBe('unknown');
    expect(await outcomeOf('/checkout/payment/callback?status=paid&code=00000000000')).toBe('unknown');
  });

  test('the store decides: pending until the store has the payment, then paid or failed', async () => {
    const order = await placeGuestOrder('callback@example.sk');
    const byToken = `/checkout/payment/callback?status=paid&token=${order.token}`;
    expect(await outcomeOf(byToken)).toBe('pending');
    // A code alone is a stranger's guess: answered like a code without an order (issue 26.2).
    expect(await outcomeOf(`/checkout/payment/callback?status=paid&code=${order.code}`)).toBe('unknown');

    // The provider tells the store (the demo backend's stand-in for its notification).
    const notify = await SELF.fetch(`${SK}/__demo/orders/${order.code}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'failed' }),
    });
    expect(notify.status).toBe(200);
    expect(await outcomeOf(byToken)).toBe('failed');

    await SELF.fetch(`${SK}/__demo/orders/${order.code}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'paid' }),
    });
    // Whatever the query claims, the page says what the store confirmed.
    expect(await outcomeOf(`/checkout/payment/callback?status=cancelled&token=${order.token}`)).toBe('success');
  });
});

describe('activation link', () => {
  async function activationText(query: string): Promise<string> {
    const res = await SELF.fetch(`${SK}/aktivovat${query}`, { headers: { cookie: ENTERED } });
    expect(res.status).toBe(200);
    // The page's own markup (the shipped dictionary in the shell data holds every text).
    const html = await res.text();
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  }

  test('a bogus or missing token says the link is invalid, not "confirmed"', async () => {
    for (const query of ['?token=bogus', '?token=bogus-but-long-enough', '']) {
      const html = await activationText(query);
      expect(html.includes('Odkaz na aktiváciu je neplatný alebo už vypršal.'), query).toBe(true);
      expect(html.includes('Hotovo! Váš e-mail je potvrdený.'), query).toBe(false);
    }
  });

  test('the token the store issued confirms the e-mail, and a second click still does', async () => {
    const email = 'activate-me@example.sk';
    const sub = await SELF.fetch(`${SK}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: sameOrigin(SK),
      body: JSON.stringify({ email, callbackUrl: `${SK}/aktivovat`, terms: true }),
    });
    expect(sub.status).toBe(200);
    const tokens = await SELF.fetch(`${SK}/__demo/tokens?email=${encodeURIComponent(email)}`);
    const { data } = await tokens.json<{ data: { kind: string; token: string }[] }>();
    const token = data.find((t) => t.kind === 'activation')?.token;
    expect(token).toBeTruthy();
    for (let click = 0; click < 2; click++) {
      const html = await activationText(`?token=${token}`);
      expect(html.includes('Hotovo! Váš e-mail je potvrdený.')).toBe(true);
    }
  });
});
