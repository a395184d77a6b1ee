// Issue 16 item 5: the JSON-LD of home, product, article and branch pages parsed from the rendered
// HTML and checked for the fields rich results need; the return period has one source (globals)
// that the header, the benefit strip, the returns page and the structured data all show.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
// A crawler's user agent: the renderer then waits for the page data, so the status and the whole
// <head> are final in the first flush (worker/render/page-app.tsx statusWaitMs), whatever the load.
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

type Node = Record<string, any>;

async function html(origin: string, path: string): Promise<string> {
  const res = await SELF.fetch(`${origin}${path}`, { headers });
  expect(res.status, path).toBe(200);
  return res.text();
}

function jsonLd(page: string): Node[] {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );
}

const ofType = (nodes: Node[], type: string) => nodes.find((n) => n['@type'] === type);

/** The text of the page without tags (what a shopper reads). */
const visibleText = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

let returnDays: number;

beforeAll(async () => {
  const globals = (await (await SELF.fetch(`${SK}/api/v1/globals`)).json()) as { data: { returnPeriodDays: number } };
  returnDays = globals.data.returnPeriodDays;
}, 60_000);

function expectReturnPolicy(policy: Node | undefined, country: string) {
  expect(policy).toBeDefined();
  expect(policy!['@type']).toBe('MerchantReturnPolicy');
  expect(policy!.applicableCountry).toBe(country);
  expect(policy!.returnPolicyCategory).toBe('https://schema.org/MerchantReturnFiniteReturnWindow');
  expect(policy!.merchantReturnDays).toBe(returnDays);
  expect(policy!.returnMethod).toMatch(/^https:\/\/schema\.org\//);
  expect(policy!.returnFees).toMatch(/^https:\/\/schema\.org\//);
}

function expectOffer(offer: Node, country: string) {
  expect(offer['@type']).toBe('Offer');
  expect(typeof offer.price).toBe('number');
  expect(offer.priceCurrency).toMatch(/^(EUR|CZK)$/);
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(offer.shippingDetails.length).toBeGreaterThan(0);
  for (const s of offer.shippingDetails as Node[]) {
    expect(s['@type']).toBe('OfferShippingDetails');
    expect(typeof s.shippingRate.value).toBe('number');
    expect(s.shippingRate.currency).toBe(offer.priceCurrency);
    expect(s.shippingDestination.addressCountry).toBe(country);
    for (const part of ['handlingTime', 'transitTime']) {
      const q = s.deliveryTime[part];
      expect(q.unitCode).toBe('DAY');
      expect(q.minValue).toBeLessThanOrEqual(q.maxValue);
    }
  }
  expectReturnPolicy(offer.hasMerchantReturnPolicy, country);
}

/** Product slugs from a category listing: one with a discount, one with several variants. */
async function sampleProducts(): Promise<{ discounted: string; plain: string }> {
  const res = await SELF.fetch(`${SK}/__data/masazne-oleje`, { headers });
  const { data } = (await res.json()) as {
    data: { listing: { products: { slug: string; discountPercent: number | null }[] } };
  };
  const products = data.listing.products;
  const discounted = products.find((p) => p.discountPercent)?.slug;
  const plain = products.find((p) => !p.discountPercent)?.slug;
  expect(discounted && plain).toBeTruthy();
  return { discounted: discounted!, plain: plain! };
}

describe('structured data', () => {
  test('home: the shop (OnlineStore) with logo and return policy, and WebSite with a SearchAction', async () => {
    const nodes = jsonLd(await html(SK, '/'));
    const shop = ofType(nodes, 'OnlineStore')!;
    expect(shop.name).toBe('Intimo');
    expect(shop.url).toBe(`${SK}/`);
    expect(shop.logo.url).toBe(`${SK}/brand/logo.png`);
    expect(shop.logo.width).toBeGreaterThanOrEqual(112);
    expect(shop.address.addressCountry).toBe('SK');
    expectReturnPolicy(shop.hasMerchantReturnPolicy, 'SK');
    const site = ofType(nodes, 'WebSite')!;
    expect(site.url).toBe(`${SK}/`);
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe(`${SK}/hladat?q={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const logo = await SELF.fetch(`${SK}/brand/logo.png`);
    expect(logo.status).toBe(200);
  });

  test('product: offer with shipping details, return policy, priceValidUntil while discounted', async () => {
    const { discounted, plain } = await sampleProducts();
    for (const slug of [discounted, plain]) {
      const nodes = jsonLd(await html(SK, `/produkt/${slug}`));
      const product = ofType(nodes, 'Product')!;
      expect(product.name).toBeTruthy();
      expect(product.image).toMatch(/^https:\/\//);
      const offers: Node[] = product.hasVariant ? product.hasVariant.map((v: Node) => v.offers) : [product.offers];
      for (const offer of offers) expectOffer(offer, 'SK');
      const inDiscount = offers.filter((o) => o.priceValidUntil);
      if (slug === discounted) {
        expect(inDiscount.length).toBeGreaterThan(0);
        for (const o of inDiscount) expect(o.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(ofType(nodes, 'BreadcrumbList')!.itemListElement.length).toBeGreaterThanOrEqual(2);
    }
  });

  test('product with variants: a ProductGroup with one Product and Offer per variant', async () => {
    const res = await SELF.fetch(`${SK}/__data/produkt/calmia-suprava-bielizne-moonlight-5`, { headers });
    const payload = (await res.json()) as { data: { product: { variants: { id: number }[] } } };
    const variants = payload.data.product.variants;
    expect(variants.length).toBeGreaterThan(1);
    const nodes = jsonLd(await html(SK, '/produkt/calmia-suprava-bielizne-moonlight-5'));
    expect(ofType(nodes, 'Product')).toBeUndefined();
    const group = ofType(nodes, 'ProductGroup')!;
    expect(group.productGroupID).toBeTruthy();
    expect(group.offers).toBeUndefined();
    expect(group.gtin13).toBeUndefined();
    expect(group.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/color']);
    expect(group.hasVariant).toHaveLength(variants.length);
    for (const variant of group.hasVariant as Node[]) {
      expect(variant['@type']).toBe('Product');
      expect(variant.size).toBeTruthy();
      expect(variant.color).toBeTruthy();
      expectOffer(variant.offers, 'SK');
    }
    expect(group.hasVariant.map((v: Node) => v.offers.url)).toEqual(
      variants.map((v) => `${SK}/produkt/calmia-suprava-bielizne-moonlight-5?variant_id=${v.id}`),
    );
  });

  test('Czech site: the return policy applies to CZ', async () => {
    const res = await SELF.fetch(`${CZ}/__data/kategorie`, { headers });
    expect(res.status).toBe(200);
    const nodes = jsonLd(await html(CZ, '/'));
    expectReturnPolicy(ofType(nodes, 'OnlineStore')!.hasMerchantReturnPolicy, 'CZ');
  });

  test('article: publisher with logo', async () => {
    const article = ofType(jsonLd(await html(SK, '/clanky/ako-vybrat-lubrikacny-gel')), 'Article')!;
    expect(article.headline).toBeTruthy();
    expect(article.datePublished).toBeTruthy();
    expect(article.publisher.name).toBe('Intimo');
    expect(article.publisher.logo.url).toBe(`${SK}/brand/logo.png`);
  });

  test('branch: Store with its url', async () => {
    const store = ofType(jsonLd(await html(SK, '/pobocky/bratislava')), 'Store')!;
    expect(store.url).toBe(`${SK}/pobocky/bratislava`);
    expect(store.name).toBeTruthy();
    expect(store.address.streetAddress).toBeTruthy();
  });
});

describe('one return period', () => {
  test('the header, the benefit strip, the returns page and the FAQ all say the globals period', async () => {
    expect(returnDays).toBe(14);
    const home = visibleText(await html(SK, '/'));
    expect(home).toContain(`Vrátenie do ${returnDays} dní`);
    expect(home).toContain(`${returnDays} dní na vrátenie`);
    expect(home).not.toMatch(/Vrátenie do (?!14 )\d+ dní/);
    expect(visibleText(await html(SK, '/vratenie-tovaru'))).toContain(`vrátiť do ${returnDays} dní`);
    expect(visibleText(await html(SK, '/najcastejsie-dotazy'))).toContain(`vrátiť do ${returnDays} dní`);
    expect(visibleText(await html(CZ, '/'))).toContain(`Vrácení do ${returnDays} dnů`);
  });
});
