import { env, SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

/**
 * SPEC 3 "Color: _id, color_hex, parameter_value_image path": a colour with a texture in the CMS
 * (the demo's gold, id 1008, `colors/gold-texture.png`) is drawn with it on the product page, over its
 * hex; other colours stay flat. The textures come with the catalogue reference lists (KV): a product
 * page on warm reference data still makes one upstream read.
 */

const SK = 'https://www.eshop-demo.sk';
const GOLD = '#d4af37';
const GOLD_SWATCH = `${GOLD} url("/image/thumbnail-w40-h40-crop-upscale/colors/gold-texture.png") center/cover`;
const HEADERS = { cookie: 'closed-modals=age-18' };

interface Variant {
  colorHex: string | null;
  swatch?: string;
}
interface ProductData {
  product: {
    variants: Variant[];
    parameters: { entityId: number; values: { hex: string | null; swatch?: string }[] }[];
  };
}

async function data<T>(path: string): Promise<T> {
  const res = await SELF.fetch(`${SK}/__data${path}`, { headers: { ...HEADERS, accept: 'application/json' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The first product of the demo's listings with a gold variant, and its page data. */
async function goldProduct(): Promise<{ slug: string; product: ProductData['product'] }> {
  for (const category of ['spodna-bielizen', 'masazne-pomocky', 'masazne-oleje', 'lubrikacne-gely']) {
    const listing = await data<{ listing: { products: { slug: string; variants: Variant[] }[] } }>(`/${category}`);
    const box = listing.listing.products.find((p) => p.variants.some((v) => v.colorHex === GOLD));
    if (box) return { slug: box.slug, product: (await data<ProductData>(`/produkt/${box.slug}`)).product };
  }
  throw new Error('no product with a gold variant in the demo listings');
}

async function demoReads(): Promise<string[]> {
  const seen = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/__demo/requests');
  const { data: calls } = await seen.json<{ data: { counts: { method: string; path: string; count: number }[] } }>();
  return calls.counts.filter((c) => c.path !== '/content/url-index').map((c) => `${c.method} ${c.path} ×${c.count}`);
}

describe('colour swatches with a texture', () => {
  test('a gold variant is drawn with the CMS texture over its hex; the other colours stay flat', async () => {
    const { slug, product } = await goldProduct();
    const gold = product.variants.filter((v) => v.colorHex === GOLD);
    expect(gold.length).toBeGreaterThan(0);
    for (const v of gold) expect(v.swatch).toBe(GOLD_SWATCH);
    for (const v of product.variants.filter((v) => v.colorHex && v.colorHex !== GOLD)) expect(v.swatch).toBeUndefined();

    // The server's HTML draws it (the variant chips and, for a one-colour product, the colour parameter).
    const html = await (await SELF.fetch(`${SK}/produkt/${slug}`, { headers: HEADERS })).text();
    expect(html).toContain('url(&quot;/image/thumbnail-w40-h40-crop-upscale/colors/gold-texture.png&quot;)');

    // The texture itself is served by the image CDN.
    const image = await SELF.fetch(`${SK}/image/thumbnail-w40-h40-crop-upscale/colors/gold-texture.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/');
  });

  test('on warm reference data the textures cost no upstream read of their own', async () => {
    const { slug } = await goldProduct(); // warms the reference lists
    await env.DEMO_BACKEND.fetch('https://demo-backend.internal/__demo/requests', { method: 'DELETE' });
    // Another URL of the page (the page cache has not seen it): the page is built again.
    const product = (await data<ProductData>(`/produkt/${slug}?variant_id=1`)).product;
    expect(product.variants.some((v) => v.swatch === GOLD_SWATCH)).toBe(true);
    // No GraphQL read (no colour by id, no brand or material): all from the reference lists in KV.
    expect((await demoReads()).filter((read) => read.includes('graphql'))).toEqual([]);
  });
});
