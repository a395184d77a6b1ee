// Issue 15 item 10 / SPEC 2 `/produkt/{slug}` optional query `for_credits`: the product page offers
// buying the product with loyalty credits (SPEC 7 POST cart/items `credits`); the param is checked.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { loginCookie, sameOrigin } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';
let slug = '';

async function pageData(query: string, cookie = 'closed-modals=age-18') {
  const res = await SELF.fetch(`${SK}/__data/produkt/${slug}${query}`, {
    headers: { cookie, accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { forCredits: boolean } }>()).data;
}

beforeAll(async () => {
  const answer = await (await SELF.fetch(`${SK}/api/v1/products/1`)).json<{ data: { slug: string } }>();
  slug = answer.data.slug;
}, 60_000);

describe('?for_credits', () => {
  test('bare, 1 or true switch it on; anything else is ignored, never an error', async () => {
    expect((await pageData('')).forCredits).toBe(false);
    expect((await pageData('?for_credits')).forCredits).toBe(true);
    expect((await pageData('?for_credits=1')).forCredits).toBe(true);
    expect((await pageData('?for_credits=true')).forCredits).toBe(true);
    expect((await pageData('?for_credits=<script>')).forCredits).toBe(false);
  });

  test('a guest is asked to log in, back to the same product', async () => {
    const res = await SELF.fetch(`${SK}/produkt/${slug}?for_credits=1`, {
      headers: { cookie: 'closed-modals=age-18' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="for-credits"');
    expect(html).toContain(`href="/prihlasit?redirect=${encodeURIComponent(`/produkt/${slug}?for_credits=1`)}"`);
    expect(html).toContain('Prihláste sa a kúpte ho za vernostné kredity');
  });

  test('a logged-in shopper is told the line is paid with credits; the store takes such a line', async () => {
    const cookie = await loginCookie('zakaznik@demo.sk');
    const res = await SELF.fetch(`${SK}/produkt/${slug}?for_credits`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Tento produkt kupujete za vernostné kredity.');
    const product = await (await SELF.fetch(`${SK}/api/v1/products/1`, { headers: { cookie } })).json<{
      data: { defaultVariantId: number };
    }>();
    const add = await SELF.fetch(`${SK}/api/v1/cart/items`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), cookie },
      body: JSON.stringify({ id: product.data.defaultVariantId, type: 'variant', amount: 1, credits: true }),
    });
    expect(add.status).toBe(200);
    const cart = await add.json<{ data: { cart: { items: { attributes: { credits: boolean } }[] } } }>();
    expect(cart.data.cart.items.some((i) => i.attributes.credits)).toBe(true);
  });
});
