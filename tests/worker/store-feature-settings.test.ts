// SPEC 1 "Loyalty credits, guest carts, comparison and availability watchers exist and depend on
// settings": the store's `settings.functions.watchers` and `.guest_carts` (globals), varied per domain
// through the demo backend's knob (/__demo/globals). End to end: demo backend → globals → shell view
// in the page → the watch form on a sold-out product, and the proxy's guards on the watcher route
// and on the cart writes that would start a guest cart.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { loginCookie, sameOrigin, setCookies } from './fake-upstream';
import { setDemoGlobals, withDemoGlobals } from './demo-globals';

const SK = 'https://www.eshop-demo.sk';
const PAGE = { headers: { cookie: 'closed-modals=age-18' } };

interface ProductAnswer {
  data: { id: number; slug: string; availability: { isAvailable: boolean }; variants: { id: number }[] };
}

/** A product the shop cannot sell now (its page shows the watch form while watchers are on). */
async function soldOutProduct(): Promise<ProductAnswer['data']> {
  for (let id = 1; id <= 300; id++) {
    const res = await SELF.fetch(`${SK}/api/v1/products/${id}`);
    if (res.status !== 200) continue;
    const { data } = (await res.json()) as ProductAnswer;
    if (!data.availability.isAvailable) return data;
  }
  throw new Error('the seed has no sold-out product');
}

/** An orderable product's first variant (what the add-to-cart button sends). */
async function someVariant(): Promise<number> {
  for (let id = 1; id <= 300; id++) {
    const res = await SELF.fetch(`${SK}/api/v1/products/${id}`);
    if (res.status !== 200) continue;
    const { data } = (await res.json()) as ProductAnswer;
    if (data.availability.isAvailable && data.variants[0]) return data.variants[0].id;
  }
  throw new Error('the seed has no orderable product');
}

const addToCart = (variantId: number, cookie = '') =>
  SELF.fetch(`${SK}/api/v1/cart/items`, {
    method: 'POST',
    headers: { ...sameOrigin(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ id: variantId, type: 'variant', amount: 1 }),
  });

async function shellSettings(path = '/'): Promise<{ watchers: boolean; guestCarts: boolean; html: string }> {
  const res = await SELF.fetch(`${SK}${path}`, PAGE);
  expect(res.status).toBe(200);
  const html = await res.text();
  const watchers = /"watchers":(true|false)/.exec(html)?.[1];
  const guestCarts = /"guestCarts":(true|false)/.exec(html)?.[1];
  expect(watchers).toBeDefined();
  expect(guestCarts).toBeDefined();
  return { watchers: watchers === 'true', guestCarts: guestCarts === 'true', html };
}

withDemoGlobals();

describe('availability watchers follow the store setting', { timeout: 60_000 }, () => {
  test('on (as seeded): the shell says so, a sold-out product shows the form, a watch is accepted', async () => {
    const product = await soldOutProduct();
    const page = await shellSettings(`/produkt/${product.slug}`);
    expect(page.watchers).toBe(true);
    expect(page.html).toContain('data-testid="watch-form"');
    const watch = await SELF.fetch(`${SK}/api/v1/products/${product.id}/watchers`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ email: 'watch@example.sk' }),
    });
    expect(watch.status).toBeLessThan(300);
  });

  test('off: no form on the sold-out product, and the watcher route answers 404 without the store', async () => {
    const product = await soldOutProduct();
    expect((await setDemoGlobals({ domain: 'sk', watchers: false })).status).toBe(200);
    const page = await shellSettings(`/produkt/${product.slug}`);
    expect(page.watchers).toBe(false);
    expect(page.html).not.toContain('data-testid="watch-form"');
    const watch = await SELF.fetch(`${SK}/api/v1/products/${product.id}/watchers`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ email: 'watch@example.sk' }),
    });
    expect(watch.status).toBe(404);
    const body = (await watch.json()) as { errors: { title: string }[] };
    expect(body.errors[0]?.title).toMatch(/watchers are switched off/);
  });
});

describe('guest carts follow the store setting', { timeout: 60_000 }, () => {
  test('on (as seeded): a visitor’s add starts a guest cart (its token in the HttpOnly cookie)', async () => {
    expect((await shellSettings()).guestCarts).toBe(true);
    const res = await addToCart(await someVariant());
    expect(res.status).toBe(200);
    expect(setCookies(res).get('guest-cart-token')).toMatch(/HttpOnly/i);
  });

  test('off: a visitor’s add answers 401 login_required naming the login page, and no guest cart token', async () => {
    const variant = await someVariant();
    expect((await setDemoGlobals({ domain: 'sk', guest_carts: false })).status).toBe(200);
    expect((await shellSettings()).guestCarts).toBe(false);
    for (const write of [
      () => addToCart(variant),
      () =>
        SELF.fetch(`${SK}/api/v1/cart/items/batch`, {
          method: 'POST',
          headers: sameOrigin(),
          body: JSON.stringify({ items: [{ id: variant, type: 'variant', amount: 1 }] }),
        }),
    ]) {
      const res = await write();
      expect(res.status).toBe(401);
      expect(setCookies(res).has('guest-cart-token')).toBe(false);
      const body = (await res.json()) as { errors: { code: string; params: { login: string } }[] };
      expect(body.errors[0]?.code).toBe('login_required');
      expect(body.errors[0]?.params.login).toBe('/prihlasit');
    }
  });

  test('off: a logged-in shopper still adds to their cart', async () => {
    const variant = await someVariant();
    expect((await setDemoGlobals({ domain: 'sk', guest_carts: false })).status).toBe(200);
    const res = await addToCart(variant, await loginCookie('zakaznik@demo.sk'));
    expect(res.status).toBe(200);
  });
});
