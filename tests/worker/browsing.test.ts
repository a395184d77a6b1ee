import { env, SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const cookie = { cookie: 'closed-modals=age-18' };

async function page(url: string) {
  const res = await SELF.fetch(url, { headers: cookie, redirect: 'manual' });
  return { res, html: await res.text() };
}

async function data(url: string) {
  const u = new URL(url);
  const res = await SELF.fetch(`${u.origin}/__data${u.pathname}${u.search}`, {
    headers: { ...cookie, accept: 'application/json' },
  });
  return (await res.json()) as { page: string; status: number; data: any; meta: any };
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('browsing pages render the demo backend data', () => {
  test('a category page server-renders its products, prices and filters', async () => {
    const payload = await data(`${SK}/lubrikacne-gely`);
    expect(payload.page).toBe('category');
    const products = payload.data.listing.products as { name: string }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(21);
    const { res, html } = await page(`${SK}/lubrikacne-gely`);
    expect(res.status).toBe(200);
    const text = decode(html);
    expect(text).toContain(products[0]!.name);
    expect(text).toMatch(/\d+,\d{2}\u00a0€/);
    expect(html).toContain('data-testid="product-box"');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.eshop-demo\.sk\/lubrikacne-gely"/);
  });

  test('a filtered, sorted URL renders on the server the same products /__data returns', async () => {
    const base = await data(`${SK}/lubrikacne-gely`);
    const brand = (
      base.data.listing.filters.parameters as { entityId: number; values: { id: number; count: number }[] }[]
    ).find((p) => p.values.some((v) => v.count > 0))!;
    const value = brand.values.find((v) => v.count > 0)!;
    const url = `${SK}/lubrikacne-gely?param=${brand.entityId}:${value.id}&sort=PriceSortDESC`;
    const payload = await data(url);
    const names = (payload.data.listing.products as { name: string }[]).map((p) => p.name);
    expect(names.length).toBe(value.count > 21 ? 21 : value.count);
    const { html } = await page(url);
    const rendered = [...html.matchAll(/<h2 class="product-box__name"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) =>
      decode(m[1]!),
    );
    expect(rendered).toEqual(names);
    // Filters never reach the canonical URL.
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.eshop-demo\.sk\/lubrikacne-gely"/);
  });

  test('bad catalogue query parameters fall back to defaults (never 500)', async () => {
    const { res } = await page(`${SK}/lubrikacne-gely?param=abc&price=x-y&sort=DROP&page=-1&stock=maybe`);
    expect(res.status).toBe(200);
  });

  test('a product page renders name, price and JSON-LD', async () => {
    const listing = await data(`${SK}/lubrikacne-gely`);
    const first = listing.data.listing.products[0] as { slug: string; name: string };
    const { res, html } = await page(`${SK}/produkt/${first.slug}`);
    expect(res.status).toBe(200);
    expect(decode(html)).toContain(first.name);
    expect(html).toMatch(/\d+,\d{2}\u00a0€/);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test('on warm reference data a product page is one upstream read: brand and material from the cached lists, alternatives left to the browser', async () => {
    const listing = await data(`${SK}/masazne-oleje`);
    const [warm, cold] = listing.data.listing.products as { slug: string }[];
    await page(`${SK}/produkt/${warm!.slug}`); // warms brands, materials, categories, closing time
    await env.DEMO_BACKEND.fetch('https://demo-backend.internal/__demo/requests', { method: 'DELETE' });
    const product = await data(`${SK}/produkt/${cold!.slug}`);
    const seen = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/__demo/requests');
    const { data: calls } = await seen.json<{ data: { counts: { method: string; path: string; count: number }[] } }>();
    // The URL knowledge's background build (GET /content/url-index) is no read of this page.
    const pageReads = calls.counts.filter((c) => c.path !== '/content/url-index');
    expect(pageReads.map((c) => `${c.method} ${c.path} ×${c.count}`)).toEqual(['GET /content/catalog/product ×1']);
    // The lookups still happen: the brand and materials the product's parameters name are shown.
    expect(product.data.brand?.title).toBeTruthy();
    expect(Array.isArray(product.data.alternativeIds)).toBe(true);
    expect(product.data).not.toHaveProperty('alternatives');
  });

  test('the Czech site shows the same catalogue in Czech with CZK', async () => {
    const { res, html } = await page(`${CZ}/lubrikacni-gely`);
    expect(res.status).toBe(200);
    expect(html).toContain('lang="cs"');
    expect(html).toMatch(/\d[\d\u00a0 ]*,\d{2}\u00a0Kč/);
  });

  test('an unknown product slug ends 404 after the rewrite and redirect lookups', async () => {
    const { res, html } = await page(`${SK}/produkt/no-such-product-anywhere`);
    expect(res.status).toBe(404);
    expect(html).toContain('noindex');
  });

  test('search: too short shows a message, a real query lists products', async () => {
    const short = await data(`${SK}/hladat?q=ge`);
    expect(short.data.message).toBe('tooShort');
    const found = await data(`${SK}/hladat?q=gel`);
    expect(found.data.listing.total).toBeGreaterThan(0);
  });

  test('brands list pages by 16 and a brand page lists its products', async () => {
    const brands = await data(`${SK}/znacky`);
    expect(brands.data.brands.length).toBeLessThanOrEqual(16);
    const href = brands.data.brands[0].href as string;
    const brand = await data(`${SK}${href}`);
    expect(brand.page).toBe('brand');
    expect(brand.data.listing.products.length).toBeGreaterThan(0);
  });
});
