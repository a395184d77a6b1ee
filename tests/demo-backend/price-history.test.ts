/**
 * The store's price history (migration 0006) and the prior price its product answers carry
 * (`prices.lowestPrice30d`, shared/prior-price.ts): seeded per variant and currency, extended by the
 * catalogue-change knob.
 */
import { describe, expect, test } from 'vitest';
import { ProductSchema, storeEnvelope } from '../../shared/contracts/store';
import { categoryOf, generateProduct, idsByCategory } from '../../demo-backend/src/seed/product-generator';
import { seedPriceHistory } from '../../demo-backend/src/seed/price-history';
import { call, callParsed, db } from './store-test-client';

const Envelope = storeEnvelope(ProductSchema);
const product = async (id: number, currency: 'EUR' | 'CZK' = 'EUR') =>
  (await callParsed(`/api/v1/products/${id}`, Envelope, { headers: { 'x-inspishop-currency': currency } })).data;
const docOf = (id: number) => generateProduct(id, idsByCategory(300).get(categoryOf(id).id) ?? []);

interface Row {
  variant_id: number;
  currency: string;
  changed_at: string;
  price: number;
}
const historyOf = async (productId: number) =>
  (
    await db()
      .prepare(
        'SELECT variant_id, currency, changed_at, price FROM price_history WHERE product_id = ?1 ORDER BY variant_id, currency, changed_at',
      )
      .bind(productId)
      .all<Row>()
  ).results;

/** The seed's stories (demo-backend/src/seed/price-history.ts), one product of each among the first 300. */
function findSeeded(story: (id: number) => boolean): number {
  for (let id = 1; id <= 300; id++) if (story(id)) return id;
  throw new Error('no such product in the seed');
}
const historyKinds = (id: number) => {
  const doc = docOf(id);
  const h = seedPriceHistory(doc);
  return { doc, h };
};
const CUT = findSeeded((id) => {
  const { doc, h } = historyKinds(id);
  return doc.discountPercent > 0 && h.length === 2 && h[0]!.eur === doc.originalEur && doc.variants.length > 1;
});
const PROMO = findSeeded((id) => historyKinds(id).h.length === 4);
const RAISED = findSeeded((id) => {
  const { doc, h } = historyKinds(id);
  return doc.discountPercent > 0 && h.length === 3;
});
const NEW_DISCOUNTED = findSeeded((id) => {
  const { doc, h } = historyKinds(id);
  return doc.discountPercent > 0 && h.length === 1 && doc.tags.includes('new');
});
const PLAIN = findSeeded((id) => {
  const { doc, h } = historyKinds(id);
  return doc.discountPercent === 0 && h.length === 1 && doc.saleable;
});

describe('seeded history', () => {
  test('every variant has a history in both currencies, ending in its current price', async () => {
    await call('/api/v1/products/1'); // seeds
    const doc = docOf(CUT);
    const rows = await historyOf(CUT);
    expect(rows).toHaveLength(doc.variants.length * 2 * 2);
    for (const variant of doc.variants)
      for (const [currency, current] of [
        ['EUR', doc.priceEur],
        ['CZK', doc.priceCzk],
      ] as const) {
        const own = rows.filter((r) => r.variant_id === variant.id && r.currency === currency);
        expect(own.map((r) => r.price)).toEqual([currency === 'EUR' ? doc.originalEur : doc.originalCzk, current]);
      }
    const missing = await db()
      .prepare(
        'SELECT COUNT(*) AS n FROM variants v WHERE NOT EXISTS (SELECT 1 FROM price_history h WHERE h.variant_id = v.id AND h.currency = ?1)',
      )
      .bind('CZK')
      .first<{ n: number }>();
    expect(missing?.n).toBe(0);
  });

  test('a product cut from its shelf price: the shelf price is the prior price, per currency and variant', async () => {
    const doc = docOf(CUT);
    const eur = await product(CUT);
    expect(eur.prices.lowestPrice30d?.withTax).toBe(doc.originalEur);
    expect(eur.prices.lowestPrice30d!.withoutTax).toBeLessThan(doc.originalEur);
    expect(eur.variants.length).toBeGreaterThan(1);
    for (const v of eur.variants) expect(v.prices.lowestPrice30d?.withTax).toBe(doc.originalEur);
    const czk = await product(CUT, 'CZK');
    expect(czk.prices.lowestPrice30d?.withTax).toBe(doc.originalCzk);
    expect(czk.prices.currencyCode).toBe('CZK');
  });

  test('a short promotion in the 30 days before the cut is the prior price, below the shelf price', async () => {
    const doc = docOf(PROMO);
    const p = await product(PROMO);
    expect(p.prices.lowestPrice30d?.withTax).toBe(Math.round(doc.originalEur * 0.9 * 100) / 100);
    expect(p.prices.lowestPrice30d!.withTax).toBeLessThan(doc.originalEur);
    expect(p.prices.lowestPrice30d!.withTax).toBeGreaterThan(p.prices.unitWithTax);
  });

  test('raised before the cut, or new at its reduced price: the store says discount, the history says none', async () => {
    for (const id of [RAISED, NEW_DISCOUNTED]) {
      const p = await product(id);
      expect(p.prices.inDiscount, `product ${id}`).toBe(true);
      expect(p.prices.lowestPrice30d, `product ${id}`).toBeNull();
    }
    const rows = await historyOf(NEW_DISCOUNTED);
    expect(new Set(rows.map((r) => `${r.variant_id} ${r.currency}`)).size).toBe(rows.length);
    expect((await product(PLAIN)).prices.lowestPrice30d).toBeNull();
  });
});

describe('the catalogue-change knob writes the history', () => {
  const change = (body: Record<string, unknown>) => call('/__demo/catalog/change', { body });

  test('raised, then cut: the prior price is the price before the raise, not the raised one', async () => {
    const before = await product(PLAIN);
    const price = before.prices.unitWithTax;
    const czk = (await product(PLAIN, 'CZK')).prices.unitWithTax;
    const rowsBefore = (await historyOf(PLAIN)).length;

    expect((await change({ productId: PLAIN, priceEur: price + 10 })).status).toBe(200);
    expect((await product(PLAIN)).prices.lowestPrice30d).toBeNull(); // a raise is no reduction
    const rows = await historyOf(PLAIN);
    expect(rows).toHaveLength(rowsBefore + before.variants.length * 2);

    // Cut back above the old price: lower than the raised price, but not than the 30 days' lowest.
    await change({ productId: PLAIN, priceEur: price + 5 });
    expect((await product(PLAIN)).prices.lowestPrice30d).toBeNull();

    // Cut below it: the old price (in force until the raise, minutes ago) is the prior price.
    await change({ productId: PLAIN, priceEur: price - 2, priceCzk: czk - 50 });
    const cut = await product(PLAIN);
    expect(cut.prices.unitWithTax).toBe(Math.round((price - 2) * 100) / 100);
    expect(cut.prices.lowestPrice30d?.withTax).toBe(price);
    const cutCzk = await product(PLAIN, 'CZK');
    expect(cutCzk.prices.lowestPrice30d?.withTax).toBe(czk);

    // Changes are recorded in order, each strictly after the one before.
    const times = (await historyOf(PLAIN))
      .filter((r) => r.variant_id === before.defaultVariantId && r.currency === 'EUR')
      .map((r) => r.changed_at);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });

  test('a stock change writes no price', async () => {
    const rowsBefore = (await historyOf(CUT)).length;
    expect((await change({ productId: CUT, inStock: true })).status).toBe(200);
    expect(await historyOf(CUT)).toHaveLength(rowsBefore);
  });
});

test("the cart's original total counts a reduced line at its prior price, so its saving is the reduction", async () => {
  const reduced = await product(CUT);
  const variant = reduced.variants[0]!;
  const added = (await (await call('/api/v1/cart/items', { body: { id: variant.id, amount: 2 } })).json()) as {
    data: { cart: { prices: { totalOriginalWithTax: number; itemsWithTax: number } } };
  };
  const prices = added.data.cart.prices;
  expect(prices.totalOriginalWithTax).toBeCloseTo(variant.prices.lowestPrice30d!.withTax * 2, 2);
  expect(prices.totalOriginalWithTax).toBeGreaterThan(prices.itemsWithTax);
  // The store's "original" price of a product without a prior price is no saving.
  const fresh = await product(NEW_DISCOUNTED);
  const guest = (await (
    await call('/api/v1/cart/items', { body: { id: fresh.variants[0]!.id, amount: 1 } })
  ).json()) as { data: { cart: { prices: { totalOriginalWithTax: number; itemsWithTax: number } } } };
  expect(guest.data.cart.prices.totalOriginalWithTax).toBe(guest.data.cart.prices.itemsWithTax);
});
