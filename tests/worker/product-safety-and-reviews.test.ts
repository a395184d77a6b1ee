// Issue 49.2-3 and 52.6 on the rendered product page: the product-safety section (GPSR Art. 19) in
// the server HTML, with the manufacturer, the EU responsible person of one outside the EU, the
// identification and the warnings in the page's language; a product lacking facts still renders and
// is listed by `npm run ops -- product-facts`; the rating summary and the structured data's
// aggregateRating are the same numbers, computed from the reviews the page lists.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { EXIT, runOps } from '../../scripts/ops/cli';
import { ProductFactsAnswerSchema } from '../../worker/ops/ops-contract';
import type { ProductPageData } from '../../pages/product/page';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

/** Brands of the demo content: Lumea has no manufacturer on file; these are outside the EU. */
const LUMEA = 2020;
const CHINA = [2007, 2009, 2017];
const USA = [2011, 2015];

interface StoreProduct {
  id: number;
  slug: string;
  catalogCode: string;
  ean: string;
  content: { safety_information?: string[] };
  slugs: { sk: string; cs: string };
  brandId: number;
  rating: number | null;
  ratingCount: number;
  verifiedRatingCount: number;
}

async function storeProduct(origin: string, id: number): Promise<StoreProduct> {
  const res = await SELF.fetch(`${origin}/api/v1/products/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: StoreProduct }).data;
}

async function html(origin: string, path: string): Promise<string> {
  const res = await SELF.fetch(`${origin}${path}`, { headers });
  expect(res.status, path).toBe(200);
  return res.text();
}

async function pageData(origin: string, path: string): Promise<ProductPageData> {
  const res = await SELF.fetch(`${origin}/__data${path}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ProductPageData }).data;
}

/** The product-safety section's markup (it ends before the next section the page renders). */
function safetySection(page: string): string | null {
  const start = page.indexOf('data-testid="product-safety"');
  if (start === -1) return null;
  const end = page.indexOf('</section>', start);
  return page.slice(start, end);
}

const text = (markup: string) =>
  markup
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

function jsonLdProduct(page: string): Record<string, any> {
  const nodes = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  // A product with variants is a ProductGroup (worker/render/structured-data.ts); the rating is on either.
  return nodes.find((n) => n['@type'] === 'Product' || n['@type'] === 'ProductGroup');
}

let products: StoreProduct[];
beforeAll(async () => {
  products = await Promise.all(Array.from({ length: 80 }, (_, i) => storeProduct(SK, i + 1)));
});

const firstOf = (brands: number[]) => {
  const p = products.find((x) => brands.includes(x.brandId));
  expect(p, `a product of brand ${brands.join('/')} among the first 80`).toBeDefined();
  return p!;
};

describe('product-safety section (GPSR Art. 19)', () => {
  test('EU manufacturer: name, postal address, e-mail or web form, identification and warnings, in Slovak', async () => {
    const p = firstOf([2001, 2002, 2003, 2005, 2008, 2010, 2016]);
    const page = await html(SK, `/produkt/${p.slug}`);
    const section = safetySection(page);
    expect(section, 'the section is in the server HTML').not.toBeNull();
    const words = text(section!);
    expect(words).toContain('Informácie o bezpečnosti výrobku');
    expect(words).toMatch(/Výrobca .+(Bratislava|Praha|Stockholm), (Slovensko|Česko|Švédsko)/);
    expect(words).toMatch(/E-mail: \S+@\S+|Kontaktný formulár: https:\/\//);
    expect(words).not.toContain('Zodpovedná osoba v EÚ');
    expect(words).toContain('Model / katalógové číslo');
    expect(words).toContain(`Model / katalógové číslo ${p.catalogCode}`);
    expect(words).toContain(`EAN ${p.ean}`);
    expect(section).toMatch(/<img[^>]+src="\/image\//);
    expect(p.content.safety_information?.length).toBeGreaterThan(0);
    for (const w of p.content.safety_information ?? []) expect(words).toContain(w);
    expect(section).not.toContain('safety-incomplete');
    // A client navigation gets the same section in the page data (no client code renders it).
    const data = await pageData(SK, `/produkt/${p.slug}`);
    expect(text(safetySection(data.safetyHtml)!)).toBe(words);
  });

  test('manufacturer in China or the USA: its EU responsible person is named, on both sites in their language', async () => {
    for (const brands of [CHINA, USA]) {
      const p = firstOf(brands);
      const sk = text(safetySection(await html(SK, `/produkt/${p.slug}`))!);
      expect(sk).toMatch(/Výrobca .+(Čína|Spojené štáty americké)/);
      expect(sk).toContain('Výrobca sídli mimo Európskej únie; zodpovednou osobou v EÚ je:');
      expect(sk).toMatch(/Zodpovedná osoba v EÚ .+(Slovensko|Nemecko)/);
      const cz = text(safetySection(await html(CZ, `/produkt/${p.slugs.cs}`))!);
      expect(cz).toContain('Informace o bezpečnosti výrobku');
      expect(cz).toMatch(/Výrobce .+(Čína|Spojené státy americké)/);
      expect(cz).toContain('Odpovědná osoba v EU');
      expect(cz).toMatch(/Uchovávejte mimo dosah dětí|Před|Perte|Nepoužívejte/);
      expect(cz).not.toMatch(/Uchovávajte|Zodpovedná/);
    }
  });

  test('a product whose brand has no manufacturer on file still renders, with a neutral line', async () => {
    const res = await SELF.fetch(`${SK}/__ops/product-facts/sk`, {
      headers: { authorization: 'Bearer dev-ops-token' },
    });
    const lumea = ProductFactsAnswerSchema.parse(await res.json()).lacking[0];
    expect(lumea?.path).toBeTruthy();
    const page = await html(SK, lumea!.path!);
    expect(page).toContain('class="product-detail__name"');
    const section = safetySection(page)!;
    expect(section).toContain('data-testid="safety-incomplete"');
    expect(section).not.toContain('data-testid="safety-manufacturer"');
    expect(text(section)).toContain('Na požiadanie vám ich poskytne naša zákaznícka podpora.');
  });

  test('every product either carries complete facts or is listed by npm run ops -- product-facts', async () => {
    const out: string[] = [];
    const code = await runOps(['product-facts', 'sk', '--json'], {
      fetch: (url, init) => SELF.fetch(url, init),
      env: { OPS_URL: SK, OPS_TOKEN: 'dev-ops-token' },
      out: (t) => out.push(t),
      err: (t) => out.push(t),
    });
    expect(code, out.join('\n')).toBe(EXIT.ok);
    const answer = ProductFactsAnswerSchema.parse(JSON.parse(out.join('\n')));
    expect(answer.checked).toBeGreaterThanOrEqual(products.length);
    const listed = new Set(answer.lacking.map((l) => l.id));
    // Exactly the Lumea products are listed (the first 80 checked by their brand), each lacking the manufacturer.
    expect(listed.size).toBeGreaterThan(0);
    for (const p of products) expect(listed.has(p.id), `product ${p.id}`).toBe(p.brandId === LUMEA);
    for (const l of answer.lacking) {
      expect(l.brand).toBe('Lumea');
      expect(l.gaps.map((g) => g.locale).sort()).toEqual([...answer.locales].sort());
      for (const g of l.gaps) expect(g.missing).toEqual(['manufacturer']);
    }
    // A listed product's page says its facts are incomplete; an unlisted one's page shows them complete.
    const lumea = answer.lacking[0]!;
    expect((await pageData(SK, lumea.path!)).safetyHtml).toContain('data-testid="safety-incomplete"');
    for (const complete of products.filter((p) => !listed.has(p.id)).slice(0, 5))
      expect((await pageData(SK, `/produkt/${complete.slug}`)).safetyHtml).not.toContain('safety-incomplete');

    const table: string[] = [];
    await runOps(['product-facts', 'sk'], {
      fetch: (url, init) => SELF.fetch(url, init),
      env: { OPS_URL: SK, OPS_TOKEN: 'dev-ops-token' },
      out: (t) => table.push(t),
      err: (t) => table.push(t),
    });
    expect(table.join('\n')).toMatch(new RegExp(`^sk: ${answer.lacking.length} of ${answer.checked} products lack`));
    expect(table.join('\n')).toContain('sk: manufacturer');
  });
});

describe('rating summary and structured data come from the listed reviews', () => {
  test('the shown value, the count and the verified count are those of the reviews, and the JSON-LD says the same', async () => {
    const rated = products.filter((p) => p.ratingCount > 1 && p.verifiedRatingCount > 0).slice(0, 3);
    expect(rated.length).toBeGreaterThan(0);
    for (const p of rated) {
      const reviews = (await (await SELF.fetch(`${SK}/api/v1/products/${p.id}/reviews?perPage=100`)).json()) as {
        data: { rating: number; verified: boolean }[];
        meta: { pagination: { total: number } };
      };
      expect(reviews.meta.pagination.total).toBe(p.ratingCount);
      const average = reviews.data.reduce((s, r) => s + r.rating, 0) / reviews.data.length;
      const value = Math.round(average / 2) / 10;
      const verified = reviews.data.filter((r) => r.verified).length;
      expect(verified).toBe(p.verifiedRatingCount);

      const page = await html(SK, `/produkt/${p.slug}`);
      const shown = /data-testid="rating-value">([\d,]+) z 5/.exec(page)?.[1];
      expect(shown).toBe(value.toFixed(1).replace('.', ','));
      expect(page).toContain(`aria-label="Hodnotenie ${shown} z 5"`);
      const count = /data-testid="rating-count">([^<]+)</.exec(page)?.[1];
      expect(count).toMatch(new RegExp(`^${p.ratingCount} hodnoten(ia|í)$`));
      const verifiedText = /data-testid="rating-verified">(.*?)<\/span>/.exec(page)?.[1];
      expect(verifiedText?.replace(/<!-- -->/g, '')).toBe(`, z toho ${verified} z overeného nákupu`);

      const ld = jsonLdProduct(page);
      expect(ld.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: value,
        bestRating: 5,
        ratingCount: p.ratingCount,
      });
    }
  });

  test('an unrated product has no aggregateRating and says so', async () => {
    const p = products.find((x) => x.ratingCount === 0)!;
    const page = await html(CZ, `/produkt/${p.slugs.cs}`);
    expect(jsonLdProduct(page).aggregateRating).toBeUndefined();
    expect(page).toContain('data-testid="rating-count">Bez hodnocení<');
    expect(page).not.toContain('data-testid="rating-verified"');
  });
});
