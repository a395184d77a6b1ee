/**
 * The seed's price history (migration 0006): the prices each product had before its current one,
 * deterministic per product id (its own PRNG stream), ending in the doc's current price. Every
 * variant of a product has its product's prices (the generator prices per product), so a product's
 * history is written once per variant and currency.
 *
 * The stories, so the shop meets each case the law knows (shared/prior-price.ts):
 * - a product without a discount: one price since it was listed, some older ones raised once long ago;
 * - a discounted product cut from its shelf price some days before the seed's day (the prior price is
 *   the shelf price);
 * - some had a short promotion in the weeks before the cut (the prior price is that promotion's price,
 *   lower than the shelf price: the badge says less than the store's own percentage);
 * - some were raised to the shelf price shortly before being "cut" back (no reduction at all);
 * - a discounted product listed in the last 30 days came in at its reduced price: it never had another
 *   price, so it has no prior price and shows no reduction.
 */
import type { CurrencyCode } from '../../../shared/contracts/store';
import { SeededRandom, seedFor } from './prng';
import { SEED_EPOCH, type ProductDoc } from './product-generator';

const DAY_MS = 86_400_000;

export interface SeedPriceChange {
  at: string;
  eur: number;
  czk: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The product's price changes, oldest first; the last one is the doc's current price. */
export function seedPriceHistory(doc: ProductDoc): SeedPriceChange[] {
  const rng = new SeededRandom(seedFor(doc.id, 11));
  const listed = Date.parse(doc.createdAt);
  const iso = (ms: number) => new Date(ms).toISOString();
  const shelf = { eur: doc.originalEur, czk: doc.originalCzk };
  const current = { eur: doc.priceEur, czk: doc.priceCzk };
  // An hour of the shop's working day (08:00-17:00 UTC), so changes are not all at midnight.
  const at = (daysBeforeSeed: number) => SEED_EPOCH - daysBeforeSeed * DAY_MS + rng.int(8, 17) * 3_600_000;

  if (doc.discountPercent <= 0) {
    const ageDays = (SEED_EPOCH - listed) / DAY_MS;
    if (ageDays > 120 && rng.chance(0.3)) {
      const raisedAt = at(rng.int(60, Math.floor(ageDays) - 30));
      return [
        { at: iso(listed), eur: round2(shelf.eur - 2), czk: shelf.czk - 50 },
        { at: iso(raisedAt), ...current },
      ];
    }
    return [{ at: iso(listed), ...current }];
  }

  const cutAt = at(rng.int(1, 20));
  // Listed in the last 30 days before the cut would have been: it came in at the reduced price.
  if (cutAt - listed < 30 * DAY_MS) return [{ at: iso(listed), ...current }];
  const story = rng.float();
  if (story < 0.15) {
    // A short promotion (10 % off the shelf price) 20 to 14 days before the cut.
    const promo = { eur: round2(shelf.eur * 0.9), czk: Math.round(shelf.czk * 0.9) };
    return [
      { at: iso(listed), ...shelf },
      { at: iso(cutAt - 20 * DAY_MS), ...promo },
      { at: iso(cutAt - 14 * DAY_MS), ...shelf },
      { at: iso(cutAt), ...current },
    ];
  }
  if (story < 0.3) {
    // Raised to the "shelf" price ten days before the cut, then cut back: no reduction.
    return [
      { at: iso(listed), ...current },
      { at: iso(cutAt - 10 * DAY_MS), ...shelf },
      { at: iso(cutAt), ...current },
    ];
  }
  return [
    { at: iso(listed), ...shelf },
    { at: iso(cutAt), ...current },
  ];
}

/** The rows of `price_history` for a product: (variant_id, product_id, currency, changed_at, price). */
export function priceHistoryRows(doc: ProductDoc): [number, number, CurrencyCode, string, number][] {
  const rows: [number, number, CurrencyCode, string, number][] = [];
  const history = seedPriceHistory(doc);
  for (const variant of doc.variants)
    for (const change of history) {
      rows.push([variant.id, doc.id, 'EUR', change.at, change.eur]);
      rows.push([variant.id, doc.id, 'CZK', change.at, change.czk]);
    }
  return rows;
}
