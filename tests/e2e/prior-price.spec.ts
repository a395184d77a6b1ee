import type { Locator, Page } from '@playwright/test';
import {
  categoryOf,
  generateProduct,
  idsByCategory,
  type ProductDoc,
} from '../../demo-backend/src/seed/product-generator';
import { seedPriceHistory } from '../../demo-backend/src/seed/price-history';
import { postFromPage } from './page-api';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, SK } from './visitor';

// Issue 49 item 1 (Price Indication Directive Art. 6a, CZ Act 634/1992 §12a, SK Act 108/2024): every
// reduction a shopper sees names the lowest price of the 30 days before it, in the shopper's currency,
// and its badge is computed from that price; a product without one shows no reduction. The products
// come from the demo seed's price histories (demo-backend/src/seed/price-history.ts); the knob journey
// changes prices of its own products (one per site, from the end of the seed, no other journey's).

const groups = idsByCategory(300);
const docOf = (id: number) => generateProduct(id, groups.get(categoryOf(id).id) ?? []);
function seeded(story: (doc: ProductDoc, changes: number) => boolean, skip: readonly number[] = []): ProductDoc {
  for (let id = 300; id >= 1; id--) {
    const doc = docOf(id);
    if (!skip.includes(id) && story(doc, seedPriceHistory(doc).length)) return doc;
  }
  throw new Error('no such product in the seed');
}
const orderable = (d: ProductDoc) =>
  d.saleable && d.nPlusOne === null && d.variants.length === 1 && d.variants[0]!.stock.some((w) => w.stock > 0);
const CUT = seeded((d, n) => d.discountPercent > 0 && n === 2 && orderable(d));
const NEW = seeded((d, n) => d.discountPercent > 0 && n === 1 && d.tags.includes('new') && d.nPlusOne === null);
const KNOB_SK = seeded((d, n) => d.discountPercent === 0 && n === 1 && orderable(d) && d.quantityTiers.length === 0);
const KNOB_CZ = seeded(
  (d, n) => d.discountPercent === 0 && n === 1 && orderable(d) && d.quantityTiers.length === 0,
  [KNOB_SK.id],
);

const SITES = [
  {
    name: 'sk',
    origin: SK,
    locale: 'sk' as const,
    currency: 'EUR',
    sentence: 'Najnižšia cena za posledných 30 dní pred zľavou:',
    symbol: '€',
    knob: KNOB_SK,
  },
  {
    name: 'cz',
    origin: CZ,
    locale: 'cs' as const,
    currency: 'CZK',
    sentence: 'Nejnižší cena za posledních 30 dní před slevou:',
    symbol: 'Kč',
    knob: KNOB_CZ,
  },
];

interface StorePrices {
  unitWithTax: number;
  currencyCode: string;
  lowestPrice30d: { withTax: number } | null;
}
/** The store's prices of a product, read by the page (on the site's origin) through the storefront. */
async function storePrices(page: Page, id: number): Promise<StorePrices> {
  const answer = await page.evaluate(async (path) => {
    const r = await fetch(path, { headers: { accept: 'application/json' } });
    return { status: r.status, text: await r.text() };
  }, `/api/v1/products/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { data: { prices: StorePrices } }).data.prices;
}

/** An amount as the page writes it ("1 349 Kč", "53,90 €") as a number. */
const amount = (text: string, symbol: string) =>
  Number(
    text
      .replace(symbol, '')
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(',', '.'),
  );
const percentFrom = (prior: number, current: number) => Math.floor(((prior - current) / prior) * 100);

/** The reduction `where` shows: its badge percent and the prior price its sentence names. */
async function shownReduction(where: Locator, sentence: string, symbol: string) {
  const line = (await where.getByTestId('prior-price').first().textContent()) ?? '';
  expect(line.startsWith(sentence), line).toBe(true);
  const badge = (await where.locator('.badge--discount').first().textContent()) ?? '';
  return { prior: amount(line.slice(sentence.length), symbol), percent: Number(/(\d+)/.exec(badge)?.[1]) };
}

async function expectNoReduction(where: Locator) {
  await expect(where.locator('.badge--discount')).toHaveCount(0);
  await expect(where.getByTestId('prior-price')).toHaveCount(0);
  await expect(where.locator('.price-box__original')).toHaveCount(0);
}

for (const site of SITES) {
  test.describe(`prior price on the ${site.name} site`, () => {
    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, site.origin);
      // The page's own origin: the store reads and the knob go through the storefront from it.
      await page.goto(`${site.origin}/kontakt`);
    });

    test("a discounted product's box and page: the 30-day lowest price in the shop's currency, the badge from it", async ({
      page,
    }) => {
      const prices = await storePrices(page, CUT.id);
      expect(prices.currencyCode).toBe(site.currency);
      const prior = prices.lowestPrice30d!.withTax;
      const name = CUT.name[site.locale];
      await page.goto(`${site.origin}/hladat?q=${encodeURIComponent(name)}`);
      const box = page.getByTestId('product-box').filter({ hasText: name }).first();
      await expect(box.getByTestId('prior-price')).toBeVisible();
      expect(await shownReduction(box, site.sentence, site.symbol)).toEqual({
        prior,
        percent: percentFrom(prior, prices.unitWithTax),
      });

      await box.locator('.product-box__name a').click();
      const info = page.locator('.product-detail__info');
      await expect(info.getByTestId('prior-price')).toBeVisible();
      expect(await shownReduction(info, site.sentence, site.symbol)).toEqual({
        prior,
        percent: percentFrom(prior, prices.unitWithTax),
      });
    });

    test('a price raised and then cut through the demo knob: the prior price is the one before the raise', async ({
      page,
    }) => {
      const doc = site.knob;
      const shelf = site.currency === 'EUR' ? doc.priceEur : doc.priceCzk;
      const change = async (price: number) => {
        const body = site.currency === 'EUR' ? { priceEur: price } : { priceCzk: price };
        const answer = (await postFromPage(page, '/__demo/catalog/change', { productId: doc.id, ...body })) as {
          data: { hookStatus: number };
        };
        // The store told the storefront (its catalogue webhook), which dropped its copies of the product.
        expect(answer.data.hookStatus).toBe(202);
      };
      const raised = site.currency === 'EUR' ? Math.round((shelf + 10) * 100) / 100 : shelf + 250;
      const cut = site.currency === 'EUR' ? Math.round((shelf - 2) * 100) / 100 : shelf - 50;
      const productPage = `${site.origin}/produkt/${doc.slug[site.locale]}`;
      const info = page.locator('.product-detail__info');

      const current = async () => amount((await info.locator('.price-box__current').textContent()) ?? '', site.symbol);
      await change(raised);
      await page.goto(productPage);
      expect(await current()).toBe(raised);
      await expectNoReduction(info);

      // Cut back, but not below the price before the raise: no reduction either.
      const between = site.currency === 'EUR' ? Math.round(((shelf + raised) / 2) * 100) / 100 : shelf + 100;
      await change(between);
      await page.goto(productPage);
      expect(await current()).toBe(between);
      await expectNoReduction(info);

      // Cut below it: that price (in force until minutes ago) is the prior price, not the raised one.
      await change(cut);
      await page.goto(productPage);
      await expect(info.getByTestId('prior-price')).toBeVisible();
      expect(await shownReduction(info, site.sentence, site.symbol)).toEqual({
        prior: shelf,
        percent: percentFrom(shelf, cut),
      });
      expect((await storePrices(page, doc.id)).lowestPrice30d?.withTax).toBe(shelf);
    });

    test('a new product without price history shows no reduction, on its page and in its box', async ({ page }) => {
      expect((await storePrices(page, NEW.id)).lowestPrice30d).toBeNull();
      const name = NEW.name[site.locale];
      await page.goto(`${site.origin}/hladat?q=${encodeURIComponent(name)}`);
      const box = page.getByTestId('product-box').filter({ hasText: name }).first();
      await expect(box).toBeVisible();
      await expectNoReduction(box);
      await page.goto(`${site.origin}/produkt/${NEW.slug[site.locale]}`);
      const info = page.locator('.product-detail__info');
      await expect(info.locator('.price-box__current')).toBeVisible();
      await expectNoReduction(info);
    });
  });
}
