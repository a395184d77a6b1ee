import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CODES = ['any', 'water', 'silicone', 'oil', 'none'];

async function data(url: string) {
  const u = new URL(url);
  const res = await SELF.fetch(`${u.origin}/__data${u.pathname}${u.search}`, {
    headers: { cookie: 'closed-modals=age-18', accept: 'application/json' },
  });
  return (await res.json()) as { page: string; data: any };
}

describe("a material's suitable lubricants are shown in the shopper's words", () => {
  test('no product page shows the CMS code ("Vhodné lubrikanty: any")', async () => {
    const shown: string[] = [];
    for (const category of ['masazne-pomocky', 'spodna-bielizen', 'masazne-oleje']) {
      const listing = await data(`${SK}/${category}`);
      for (const box of (listing.data.listing.products as { slug: string }[]).slice(0, 6)) {
        const product = await data(`${SK}/produkt/${box.slug}`);
        for (const m of product.data.materials as { lubricants: string }[]) shown.push(m.lubricants);
      }
    }
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(CODES).not.toContain(text);
  });
});
