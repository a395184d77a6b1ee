// Issue 52: structured data says what the page shows. Every `@id` a page's JSON-LD refers to (the
// offers' seller, the site's publisher) is defined on that page; a product's offer price is the price
// the page shows, for a product with variants each variant's at its own URL, where the page shows that
// variant chosen; the product's name is the page's heading.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

type Node = Record<string, any>;

async function html(url: string): Promise<string> {
  const res = await SELF.fetch(url, { headers });
  expect(res.status, url).toBe(200);
  return res.text();
}

const jsonLd = (page: string): Node[] =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );

/** Every object in the JSON-LD, nested ones included. */
function objects(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const v of value) objects(v, out);
  else if (value && typeof value === 'object') {
    out.push(value as Node);
    for (const v of Object.values(value)) objects(v, out);
  }
  return out;
}

/** The `@id`s referred to (an object with nothing but `@id`) and those defined (with a `@type`). */
function ids(nodes: Node[]) {
  const all = objects(nodes);
  return {
    referred: new Set(all.filter((o) => o['@id'] && Object.keys(o).length === 1).map((o) => o['@id'] as string)),
    defined: new Set(all.filter((o) => o['@id'] && o['@type']).map((o) => o['@id'] as string)),
  };
}

/** "1 234,50 €" → 1234.5 */
const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const shownPrice = (page: string) =>
  amount(page.match(/buy-box__price[\s\S]*?price-box__current[^>]*>([^<]*)</)?.[1] ?? 'none');
const heading = (page: string) =>
  page
    .match(/<h1 class="product-detail__name">([^<]*)</)?.[1]
    ?.replaceAll('&amp;', '&')
    .trim();

/** The first product box's link on a listing. */
async function firstProductHref(origin: string, listing: string) {
  const page = await html(`${origin}${listing}`);
  const href = page.match(/product-box__name"><a href="([^"]+)"/)?.[1];
  expect(href, listing).toBeTruthy();
  return href!;
}

describe('every @id the structured data refers to is defined on the page', () => {
  const pages: [string, string][] = [
    [SK, '/'],
    [SK, '/masazne-oleje'],
    [SK, '/hladat?q=gel'],
    [SK, '/produkt/calmia-suprava-bielizne-moonlight-5'],
    [SK, '/clanky/ako-vybrat-lubrikacny-gel'],
    [SK, '/pobocky/bratislava'],
    [SK, '/kontakt'],
    [CZ, '/'],
  ];
  for (const [origin, path] of pages)
    test(`${origin}${path}`, async () => {
      const { referred, defined } = ids(jsonLd(await html(`${origin}${path}`)));
      for (const id of referred) expect(defined, `${path} refers to ${id}`).toContain(id);
    });

  test('a product names its seller, defined on its page', async () => {
    for (const origin of [SK, CZ]) {
      const href = await firstProductHref(origin, origin === SK ? '/masazne-oleje' : '/lubrikacni-gely');
      const nodes = jsonLd(await html(`${origin}${href}`));
      const sellers = objects(nodes).flatMap((o) => (o['@type'] === 'Offer' ? [o.seller['@id'] as string] : []));
      expect(sellers.length).toBeGreaterThan(0);
      const { defined } = ids(nodes);
      for (const seller of sellers) expect(defined).toContain(seller);
      const shop = nodes.find((n) => n['@id'] === sellers[0])!;
      expect(shop['@type']).toBe('OnlineStore');
      expect(shop.name).toBe('Intimo');
    }
  });
});

describe('the offer is what the page shows', () => {
  test('a product of one variant: its name and the price shown, on both sites', async () => {
    for (const [origin, listing] of [
      [SK, '/masazne-oleje'],
      [CZ, '/lubrikacni-gely'],
    ] as const) {
      const href = await firstProductHref(origin, listing);
      const page = await html(`${origin}${href}`);
      const product = jsonLd(page).find((n) => n['@type'] === 'Product')!;
      expect(product, `${origin}${href}`).toBeDefined();
      expect(product.name).toBe(heading(page));
      expect(product.offers['@type']).toBe('Offer');
      expect(product.offers.price).toBe(shownPrice(page));
      expect(product.offers.priceCurrency).toBe(origin === SK ? 'EUR' : 'CZK');
    }
  });

  test('a product with variants: each variant offer is the price its own URL shows, with it chosen', async () => {
    const path = '/produkt/calmia-suprava-bielizne-moonlight-5';
    const page = await html(`${SK}${path}`);
    const group = jsonLd(page).find((n) => n['@type'] === 'ProductGroup')!;
    expect(group.name).toBe(heading(page));
    expect(group.hasVariant.length).toBeGreaterThan(1);
    for (const variant of group.hasVariant as Node[]) {
      const variantPage = await html(variant.offers.url);
      expect(shownPrice(variantPage), variant.offers.url).toBe(variant.offers.price);
      expect(variant.offers.priceCurrency).toBe('EUR');
      // The variant is the one chosen on its page.
      const chosen = variantPage.match(
        /class="variant-chip variant-chip--selected" aria-pressed="true"[\s\S]*?<\/span>([^<]*)<\/button>/,
      )?.[1];
      expect(chosen, variant.offers.url).toBe(variant.offers.name);
    }
  });
});
