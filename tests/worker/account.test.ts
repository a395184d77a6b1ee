// Accounts through the real pipeline and the bundled demo backend: the user-area guard, login
// through the proxy (HttpOnly cookie), the orders page, restricted groups and the redirect guard.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { sameOrigin, setCookies } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';
const PASSWORD = 'Demo1234!';

beforeAll(async () => {
  // First use migrates and seeds D1; do it once, outside any test's time budget.
  await SELF.fetch(`${SK}/api/v1/globals`);
}, 60_000);

/** Logs in through the worker; answers the Cookie header the browser would send next. */
async function login(email: string, password = PASSWORD): Promise<{ cookie: string; res: Response }> {
  const res = await SELF.fetch(`${SK}/api/oauth/login`, {
    method: 'POST',
    headers: sameOrigin(SK),
    body: JSON.stringify({ email, password }),
  });
  const jar = setCookies(res);
  const cookie = [...jar.values()].map((c) => c.split(';')[0]).join('; ');
  return { cookie: `closed-modals=age-18; ${cookie}`, res };
}

/** Places one order for the logged-in shopper through the proxy (courier, card). */
async function placeOrder(cookie: string): Promise<string> {
  const headers = { ...sameOrigin(SK), cookie };
  // The first seeded product that can be bought, enough of it to pass the order minimum.
  let added = false;
  for (let id = 1; id <= 60 && !added; id++) {
    const res = await SELF.fetch(`${SK}/api/v1/products/${id}`, { headers });
    if (!res.ok) continue;
    const { data } = await res.json<{
      data: {
        variants: {
          id: number;
          availability: { isAvailable: boolean; stock: number; checkStock: boolean };
          prices: { unitWithTax: number };
        }[];
      };
    }>();
    const variant = data.variants.find(
      (v) =>
        v.availability.isAvailable &&
        v.prices.unitWithTax > 0 &&
        (!v.availability.checkStock || v.availability.stock >= 1),
    );
    if (!variant) continue;
    const amount = Math.max(
      1,
      Math.min(
        variant.availability.checkStock ? variant.availability.stock : 99,
        Math.ceil(40 / variant.prices.unitWithTax),
      ),
    );
    const add = await SELF.fetch(`${SK}/api/v1/cart/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: variant.id, type: 'product', amount }),
    });
    added = add.ok;
  }
  expect(added).toBe(true);
  const place = await SELF.fetch(`${SK}/api/v1/cart/place`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'zakaznik@demo.sk',
      phone: '+421 900 123 456',
      billing_address: { street: 'Obchodná 1', city: 'Bratislava', postcode: '811 06', country_code: 'SVK' },
      business: null,
      shipping: null,
      payment_id: 1,
      shipper_id: 2,
      terms: true,
    }),
  });
  const body = await place.json<{ data: { code: string } }>();
  expect(place.status, JSON.stringify(body)).toBeLessThan(300);
  return body.data.code;
}

describe('user area guard', () => {
  test('a guest on /uzivatel/objednavky goes to login with a same-site redirect back', async () => {
    const res = await SELF.fetch(`${SK}/uzivatel/objednavky?page=2`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, SK);
    expect(location.pathname).toBe('/prihlasit');
    expect(location.searchParams.get('redirect')).toBe('/uzivatel/objednavky?page=2');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  test('client-side navigation data redirects too', async () => {
    const res = await SELF.fetch(`${SK}/__data/uzivatel/prehled`);
    expect(await res.json()).toMatchObject({ redirect: '/prihlasit?redirect=%2Fuzivatel%2Fprehled' });
  });

  test('an expired token is cleared and sent to login', async () => {
    const res = await SELF.fetch(`${SK}/uzivatel/prehled`, {
      redirect: 'manual',
      headers: { cookie: 'apollo-token=not-a-live-token-123' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/prihlasit?redirect=');
    expect(setCookies(res).get('apollo-token')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe('logged in', () => {
  test('after login through the proxy the orders page shows the user’s orders, never cached', async () => {
    const { cookie, res } = await login('zakaznik@demo.sk');
    expect(res.status).toBe(200);
    expect(cookie).toContain('apollo-token=');
    const code = await placeOrder(cookie);

    const page = await SELF.fetch(`${SK}/uzivatel/objednavky`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain(code);
    expect(html).toContain('data-testid="orders"');
    expect(html).toContain('noindex');

    const data = await (await SELF.fetch(`${SK}/__data/uzivatel/objednavky`, { headers: { cookie } })).json<{
      data: { orders: { id: number; code: string }[]; paging: { total: number; perPage: number } };
    }>();
    expect(data.data.paging).toMatchObject({ total: 1, perPage: 10 });
    const id = data.data.orders[0]!.id;

    const detail = await SELF.fetch(`${SK}/uzivatel/objednavky/${id}`, { headers: { cookie } });
    expect(detail.status).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain(code);
    expect(detailHtml).toContain(`/api/v1/user/orders/${id}/items/export`);

    const csv = await SELF.fetch(`${SK}/api/v1/user/orders/${id}/items/export`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('csv');
    // Localised column names after a UTF-8 BOM, through the proxy unchanged.
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"Kód";"Názov";"Množstvo"');

    // SPEC 7 items/images/export: linked from the detail too, and answered through the proxy.
    expect(detailHtml).toContain(`href="/api/v1/user/orders/${id}/items/images/export"`);
    const images = await SELF.fetch(`${SK}/api/v1/user/orders/${id}/items/images/export`, { headers: { cookie } });
    expect(images.status).toBe(200);
    expect(await images.text()).toContain('code;image');

    // Someone else's (or an unknown) order is a 404, not an error page.
    expect((await SELF.fetch(`${SK}/uzivatel/objednavky/999999`, { headers: { cookie } })).status).toBe(404);
  });

  test('the dashboard greets the user; /uzivatel shows the same page', async () => {
    const { cookie } = await login('zakaznik@demo.sk');
    for (const path of ['/uzivatel', '/uzivatel/prehled']) {
      const res = await SELF.fetch(`${SK}${path}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Jana');
    }
  });

  test('a restricted-group user gets no session (issue 11.5); the login page opens the redirect modal', async () => {
    const { cookie, res } = await login('blokovany@demo.sk');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errors: [{ status: 403, field: 'restricted' }] });
    expect(cookie).not.toMatch(/apollo-token=[^;]/);
    // Nothing personal answers to that browser.
    const me = await SELF.fetch(`${SK}/api/v1/user`, { headers: { cookie } });
    expect(me.status).toBe(401);

    const loginPage = await SELF.fetch(`${SK}/__data/prihlasit?restricted=1`);
    expect(await loginPage.json()).toMatchObject({
      page: 'login',
      data: { restricted: true, restrictedGroups: ['restricted'] },
    });
  });

  test('shopping lists follow the shopping_lists setting; favourites always render', async () => {
    const { cookie } = await login('zakaznik@demo.sk');
    const globals = await (await SELF.fetch(`${SK}/api/v1/globals`)).json<{
      data: { settings: { functions: { shopping_lists: boolean } } };
    }>();
    const lists = await SELF.fetch(`${SK}/uzivatel/nakupne-zoznamy`, { headers: { cookie } });
    expect(lists.status).toBe(globals.data.settings.functions.shopping_lists ? 200 : 404);
    const favourites = await SELF.fetch(`${SK}/uzivatel/oblubene`, { headers: { cookie } });
    expect(favourites.status).toBe(200);
  });
});

describe('login redirect param', () => {
  test('an off-site ?redirect= is ignored', async () => {
    for (const evil of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const data = await (await SELF.fetch(`${SK}/__data/prihlasit?redirect=${encodeURIComponent(evil)}`)).json<{
        data: { redirect: string | null };
      }>();
      expect(data.data.redirect).toBeNull();
    }
    const ok = await (await SELF.fetch(`${SK}/__data/prihlasit?redirect=${encodeURIComponent('/kosik?x=1')}`)).json<{
      data: { redirect: string | null };
    }>();
    expect(ok.data.redirect).toBe('/kosik?x=1');
  });

  test('a logged-in visitor on /prihlasit goes on to the safe target, never off-site', async () => {
    const { cookie } = await login('zakaznik@demo.sk');
    const evil = await SELF.fetch(`${SK}/prihlasit?redirect=https://evil.example`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(evil.status).toBe(302);
    expect(evil.headers.get('location')).toBe('/uzivatel/prehled');
    const good = await SELF.fetch(`${SK}/prihlasit?redirect=%2Fuzivatel%2Fobjednavky`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(good.headers.get('location')).toBe('/uzivatel/objednavky');
  });

  test('a failed login answers 401 and sets no cookie', async () => {
    const { res } = await login('zakaznik@demo.sk', 'wrong-password');
    expect(res.status).toBe(401);
    expect(setCookies(res).get('apollo-token')).toBeUndefined();
  });
});
