// Issue 49 items 1 and 5: a reduction is shown with its prior price (the lowest of the 30 days before
// it, the store's `prices.lowestPrice30d`), and its badge and struck-through price are computed from
// it; a product without one claims no reduction; an environmental claim shows only with its
// certification. Rendered by the storefront from the demo store's answers, on both sites.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { ProductPricesSchema, ProductSchema, TagSchema, storeEnvelope } from '../../shared/contracts/store';
import {
  categoryById,
  categoryOf,
  generateProduct,
  idsByCategory,
} from '../../demo-backend/src/seed/product-generator';
import { seedPriceHistory } from '../../demo-backend/src/seed/price-history';
import { ecoCertification } from '../../demo-backend/src/seed/eco-labels';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
// A crawler's user agent: the whole page is rendered before the first byte (no streamed skeleton).
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

const groups = idsByCategory(300);
const docOf = (id: number) => generateProduct(id, groups.get(categoryOf(id).id) ?? []);
function seeded(story: (doc: ReturnType<typeof docOf>, history: ReturnType<typeof seedPriceHistory>) => boolean) {
  for (let id = 1; id <= 300; id++) {
    const doc = docOf(id);
    if (story(doc, seedPriceHistory(doc))) return doc;
  }
  throw new Error('no such product in the seed');
}
/** Cut from its shelf price, one variant (its page's price is the product's). */
const CUT = seeded((d, h) => d.discountPercent > 0 && h.length === 2 && d.variants.length === 1 && d.saleable);
/** Listed in the last weeks at its reduced price: the store calls it discounted, it has no prior price. */
const NEW = seeded((d, h) => d.discountPercent > 0 && h.length === 1 && d.tags.includes('new'));
const ECO_CERTIFIED = seeded((d) => ecoCertification(d) !== null);
const ECO_BARE = seeded((d) => d.tags.includes('eco') && ecoCertification(d) === null);

async function page(origin: string, path: string): Promise<string> {
  const res = await SELF.fetch(`${origin}${path}`, { headers });
  expect(res.status, path).toBe(200);
  return res.text();
}
async function storeProduct(origin: string, id: number) {
  const res = await SELF.fetch(`${origin}/api/v1/products/${id}`, { headers });
  return storeEnvelope(ProductSchema).parse(await res.json()).data;
}
/** The page's text as read (no tags, entities of money decoded). */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
const money = (amount: string) => Number(amount.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('the contract', () => {
  test('lowestPrice30d and a tag certification are optional in an answer and null when absent', () => {
    const prices = ProductPricesSchema.shape;
    expect(prices.lowestPrice30d.parse(undefined)).toBeNull();
    expect(prices.lowestPrice30d.parse({ withTax: 19.9, withoutTax: 16.18 })).toEqual({
      withTax: 19.9,
      withoutTax: 16.18,
    });
    expect(() => prices.lowestPrice30d.parse({ withTax: '19,90' })).toThrow();
    const tag = { code: 'eco', text: 'Ekologické', color: '#000', visibility: { catalog: true, content: false } };
    expect(TagSchema.parse(tag).certification).toBeNull();
    expect(() => TagSchema.parse({ ...tag, certification: { name: 'EU Ecolabel', url: 'not a url' } })).toThrow();
  });
});

describe.each([
  ['sk', SK, 'Najnižšia cena za posledných 30 dní pred zľavou:', '€'],
  ['cz', CZ, 'Nejnižší cena za posledních 30 dní před slevou:', 'Kč'],
] as const)('on the %s site', (_site, origin, sentence, symbol) => {
  const priorSentence = new RegExp(`${sentence} ([\\d\\s\\u00a0,]+) ${symbol}`);

  test("a reduced product's page: the prior price in the shop's currency, the badge computed from it", async () => {
    const product = await storeProduct(origin, CUT.id);
    const prior = product.prices.lowestPrice30d;
    expect(prior).not.toBeNull();
    expect(product.prices.currencyCode).toBe(origin === SK ? 'EUR' : 'CZK');
    const html = await page(origin, `/produkt/${product.slug}`);
    const shown = priorSentence.exec(text(html));
    expect(shown, 'the 30-day sentence').not.toBeNull();
    expect(money(shown![1]!)).toBe(prior!.withTax);
    const percent = Math.floor(((prior!.withTax - product.prices.unitWithTax) / prior!.withTax) * 100);
    expect(html).toContain(`badge--discount">-${percent} %<`);
    const struck = /<s class="price-box__original"[^>]*>([^<]+)<\/s>/.exec(html);
    expect(money(struck![1]!.replace(symbol, ''))).toBe(prior!.withTax);
  });

  test('a new product without a prior price shows no reduction: no badge, no struck-through price, no sale tag', async () => {
    const product = await storeProduct(origin, NEW.id);
    expect(product.prices.inDiscount).toBe(true); // what the store says
    expect(product.prices.lowestPrice30d).toBeNull(); // what its history says
    const html = await page(origin, `/produkt/${product.slug}`);
    expect(html).not.toContain('badge--discount');
    expect(html).not.toContain('price-box__original');
    expect(html).not.toContain(sentence);
    const saleTag = product.tags.find((t) => t.code === 'sale')!.text;
    expect(text(html.slice(html.indexOf('product-detail__badges'), html.indexOf('</h1>')))).not.toContain(saleTag);
    // Nor do the structured data claim a sale price.
    for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
      expect(m[1]).not.toContain('priceValidUntil');
  });

  test('a promotions page shows the prior price in each reduced box', async () => {
    // The product's top category (a promotions page names a top category's one-segment slug).
    const leaf = categoryById.get(CUT.categoryId)!;
    const top = leaf.parentId === null ? leaf : categoryById.get(leaf.parentId)!;
    const slug = top.slug[origin === SK ? 'sk' : 'cs'];
    const html = await page(origin, `/eroticke-pomocky-v-akcii-na-${slug}-sk`);
    const boxes = html.split('data-testid="product-box"').slice(1);
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      const badge = /badge--discount">-(\d+) %</.exec(box);
      if (badge) expect(text(box)).toMatch(priorSentence);
      else expect(box).not.toContain(sentence);
    }
    expect(boxes.some((b) => b.includes(sentence))).toBe(true);
  });

  test('an environmental claim shows only with its certification, linked beside it', async () => {
    const certified = await storeProduct(origin, ECO_CERTIFIED.id);
    const eco = certified.tags.find((t) => t.code === 'eco')!;
    const html = await page(origin, `/produkt/${certified.slug}`);
    const badges = html.slice(html.indexOf('product-detail__badges'), html.indexOf('</h1>'));
    expect(badges).toContain(eco.text);
    expect(badges).toContain(`href="${eco.certification!.url}"`);
    expect(badges).toContain(`>${eco.certification!.name}</a>`);

    const bare = await storeProduct(origin, ECO_BARE.id);
    const bareText = bare.tags.find((t) => t.code === 'eco')!.text;
    const bareHtml = await page(origin, `/produkt/${bare.slug}`);
    expect(bareHtml.slice(bareHtml.indexOf('product-detail__badges'), bareHtml.indexOf('</h1>'))).not.toContain(
      bareText,
    );
  });
});

test('in German: the sentence in German, the amount in the site currency', async () => {
  const html = await page(SK, `/produkt/${CUT.slug.de}?locale=de`);
  const product = await storeProduct(SK, CUT.id);
  const shown = /Niedrigster Preis der letzten 30 Tage vor der Reduzierung: ([\d\s\u00a0,.]+) €/.exec(text(html));
  expect(shown).not.toBeNull();
  expect(money(shown![1]!)).toBe(product.prices.lowestPrice30d!.withTax);
});
