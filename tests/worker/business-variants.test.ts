// Issue 31 / SPEC 6 "Business users see a different variant layout": a logged-in shopper in a business
// group (the demo store's firma@demo.sk is in b2b) gets the product's variants as a server-rendered
// table with an amount for each and one button for all; everyone else gets the variant chips.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { loginCookie, sameOrigin } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';
const PRODUCT = '/produkt/equilibra-suprava-bielizne-romance-181';
const VARIANTS = ['S, Telová', 'M, Telová', 'L, Telová', 'XL, Telová'];

async function productPage(cookie: string): Promise<string> {
  const res = await SELF.fetch(`${SK}${PRODUCT}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

const amountField = (html: string, variant: string) =>
  new RegExp(`<input[^>]*aria-label="Množstvo: ${variant}"[^>]*>`).exec(html)?.[0] ?? '';
const amountFields = (html: string) => [...html.matchAll(/aria-label="Množstvo: ([^"]+)"/g)].map((m) => m[1]);

describe('business variant layout', () => {
  test('a business user gets the variants as a table, one amount each, in the first HTML', async () => {
    const html = await productPage(await loginCookie('firma@demo.sk'));
    expect(html).toContain('Objednávka podľa variantov');
    expect(amountFields(html)).toEqual(VARIANTS);
    for (const name of VARIANTS) expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>.*?${name}</th>`));
    // Sold-out sizes cannot be ordered; the button adds all amounts at once.
    expect(amountField(html, 'S, Telová')).toContain('disabled=""');
    expect(amountField(html, 'M, Telová')).not.toContain('disabled');
    expect(html).toContain('Pridať vybrané do košíka');
    // The chips and the one-variant add-to-cart are not offered beside it.
    expect(html).not.toContain('data-testid="variant-chip"');
    expect(html).not.toContain('data-testid="add-to-cart"');
  });

  test('a customer outside the business groups and a guest get the variant chips', async () => {
    for (const cookie of [await loginCookie('zakaznik@demo.sk'), 'closed-modals=age-18']) {
      const html = await productPage(cookie);
      expect(html).not.toContain('Objednávka podľa variantov');
      expect(amountFields(html)).toEqual([]);
      expect(html).toContain('data-testid="variant-chip"');
      expect(html).toContain('data-testid="add-to-cart"');
    }
  });

  test('a groups cookie the worker did not sign for a session changes nothing', async () => {
    const html = await productPage('closed-modals=age-18; user-groups=b2b');
    expect(html).not.toContain('Objednávka podľa variantov');
    const data = await SELF.fetch(`${SK}/__data${PRODUCT}`, {
      headers: { cookie: 'closed-modals=age-18; user-groups=b2b', accept: 'application/json' },
    });
    expect(((await data.json()) as { data: { businessVariants: boolean } }).data.businessVariants).toBe(false);
  });

  test('each variant’s pieces go to the page as one number, without the blocked warehouse 9 (SPEC 9), and only to a business user', async () => {
    type PageData = { data: { product: { variants: Record<string, unknown>[] } } };
    const pageData = async (cookie: string) =>
      (
        (await (
          await SELF.fetch(`${SK}/__data${PRODUCT}`, { headers: { cookie, accept: 'application/json' } })
        ).json()) as PageData
      ).data.product.variants;
    const store = (await (await SELF.fetch(`${SK}/api/v1/products/181`)).json()) as {
      data: { variants: { id: number; warehouses: { id: number; stock: number; virtual: boolean }[] }[] };
    };
    const business = await pageData(await loginCookie('firma@demo.sk'));
    for (const v of store.data.variants) {
      const pieces = v.warehouses.filter((w) => w.id !== 9 && !w.virtual).reduce((sum, w) => sum + w.stock, 0);
      const sent = business.find((b) => b.id === v.id);
      expect(sent?.pieces).toBe(pieces);
      expect(sent).not.toHaveProperty('warehouses');
    }
    for (const v of await pageData('closed-modals=age-18')) expect(v).not.toHaveProperty('pieces');
  });

  test('the table’s button puts every amount into the cart in one store call', async () => {
    const cookie = await loginCookie('firma@demo.sk');
    const data = await SELF.fetch(`${SK}/__data${PRODUCT}`, { headers: { cookie, accept: 'application/json' } });
    const page = (await data.json()) as {
      data: { businessVariants: boolean; product: { variants: { id: number; name: string }[] } };
    };
    expect(page.data.businessVariants).toBe(true);
    const byName = new Map(page.data.product.variants.map((v) => [v.name, v.id]));
    const add = await SELF.fetch(`${SK}/api/v1/cart/items/batch`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), cookie },
      body: JSON.stringify({
        items: [
          { id: byName.get('M, Telová'), type: 'variant', amount: 2 },
          { id: byName.get('L, Telová'), type: 'variant', amount: 1 },
        ],
      }),
    });
    expect(add.status).toBe(200);
    expect(((await add.json()) as { data: { added: number; total: number } }).data).toMatchObject({
      added: 2,
      total: 2,
    });
  });
});
