/**
 * `POST /__demo/catalog/change`: changes a product's price or stock as a store's back office would,
 * then tells the storefront through its catalogue webhook (`POST /__hooks/catalog`, signed with
 * CATALOG_HOOK_SECRET, shared/hmac.ts), as a real store does after a change (docs/OPERATIONS.md, "Catalogue changes: the store.s webhook").
 *
 *   {"productId":12,"priceEur":19.9}            new price (CZK follows at the seed's rate unless given),
 *                                               in force from now: recorded in the price history
 *   {"productId":12,"inStock":false}            sold out in every warehouse ({"inStock":true}: 5 of each variant)
 *
 * The storefront is reached through the STOREFRONT service binding (wrangler dev runs both workers in
 * one process); without it (the worker tests call the storefront in-process) the signed call is
 * returned instead of sent, and the caller delivers it.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { DemoAppEnv } from '../env';
import { parseBody } from '../store/store-context';
import { storeErrorHandler } from '../store/store-app';
import { lastPriceChangeAt, loadProductDocs } from '../store/product-view';
import { defaultSortRank, isOrderable } from '../seed/orderable';
import { hookSignatureHeaders } from '../../../shared/hmac';

export const catalogChangeApp = new Hono<DemoAppEnv>();
catalogChangeApp.onError(storeErrorHandler);

/** The seed's EUR → CZK factor for prices with VAT (rounded to whole crowns). */
const CZK_PER_EUR = 25;

const ChangeSchema = z
  .strictObject({
    productId: z.number().int().positive(),
    priceEur: z.number().positive().max(100_000).optional(),
    priceCzk: z.number().positive().max(2_500_000).optional(),
    inStock: z.boolean().optional(),
  })
  .refine((c) => c.priceEur !== undefined || c.priceCzk !== undefined || c.inStock !== undefined, {
    message: 'give priceEur, priceCzk or inStock',
  });

export interface CatalogHookCall {
  url: string;
  body: string;
  headers: Record<string, string>;
}

catalogChangeApp.post('/change', async (c) => {
  const change = await parseBody(c, ChangeSchema);
  const [doc] = await loadProductDocs(c.env.DB, [change.productId]);
  if (!doc) return c.json({ errors: [{ title: 'No such product', status: 404 }] }, 404);
  const history: D1PreparedStatement[] = [];
  if (change.priceEur !== undefined || change.priceCzk !== undefined) {
    doc.priceEur = change.priceEur ?? Math.round(((change.priceCzk ?? 0) / CZK_PER_EUR) * 100) / 100;
    doc.priceCzk = change.priceCzk ?? Math.round(doc.priceEur * CZK_PER_EUR);
    // A price above the struck-through one is no discount any more.
    if (doc.originalEur < doc.priceEur || doc.originalCzk < doc.priceCzk) {
      doc.originalEur = doc.priceEur;
      doc.originalCzk = doc.priceCzk;
      doc.discountPercent = 0;
    }
    // The price history (migration 0006): the new price in force from now, for every variant and
    // currency. Strictly after the last change, so two changes in one millisecond keep their order.
    const at = new Date(Math.max(Date.now(), (lastPriceChangeAt(doc) ?? 0) + 1)).toISOString();
    for (const variant of doc.variants)
      for (const [currency, price] of [
        ['EUR', doc.priceEur],
        ['CZK', doc.priceCzk],
      ] as const)
        history.push(
          c.env.DB.prepare(
            'INSERT INTO price_history (variant_id, product_id, currency, changed_at, price) VALUES (?1, ?2, ?3, ?4, ?5)',
          ).bind(variant.id, doc.id, currency, at, price),
        );
  }
  if (change.inStock !== undefined)
    for (const variant of doc.variants) for (const warehouse of variant.stock) warehouse.stock = change.inStock ? 5 : 0;
  const inStock = doc.variants.some((v) => v.stock.some((w) => w.stock > 0)) ? 1 : 0;
  // A product the store no longer sells leaves the front of DefaultSort (and comes back when it does).
  doc.rank = defaultSortRank(isOrderable(doc), doc.rank);
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE product_docs SET doc = ?2 WHERE id = ?1').bind(doc.id, JSON.stringify(doc)),
    c.env.DB.prepare('UPDATE products SET price_eur = ?2, price_czk = ?3, in_stock = ?4, rank = ?5 WHERE id = ?1').bind(
      doc.id,
      doc.priceEur,
      doc.priceCzk,
      inStock,
      doc.rank,
    ),
    c.env.DB.prepare(
      `UPDATE category_stats SET (in_stock, min_price_eur, max_price_eur, min_price_czk, max_price_czk) =
         (SELECT SUM(in_stock), MIN(price_eur), MAX(price_eur), MIN(price_czk), MAX(price_czk) FROM products WHERE category_id = ?1)
       WHERE category_id = ?1`,
    ).bind(doc.categoryId),
    // In-memory catalogue copies (the search facet index) reload when this moves.
    c.env.DB.prepare('UPDATE catalog_version SET token = lower(hex(randomblob(16))) WHERE id = 1'),
    ...history,
  ]);
  const call = await hookCall(c.env.CATALOG_HOOK_SECRET, { products: [doc.id], categories: [doc.categoryId] });
  let delivered: number | null = null;
  if (call && c.env.STOREFRONT) {
    const res = await c.env.STOREFRONT.fetch(call.url, { method: 'POST', headers: call.headers, body: call.body });
    delivered = res.status;
  }
  return c.json({
    data: {
      productId: doc.id,
      categoryId: doc.categoryId,
      priceEur: doc.priceEur,
      priceCzk: doc.priceCzk,
      inStock: inStock === 1,
      // The storefront's answer to the webhook (202), or null when it was not sent (see the header).
      hookStatus: delivered,
      hook: delivered === null ? call : null,
    },
  });
});

async function hookCall(
  secret: string | undefined,
  change: { products: number[]; categories: number[] },
): Promise<CatalogHookCall | null> {
  if (!secret) return null;
  // Each change is one delivery with an id of its own, as a real store's outbox would number it: two
  // changes of one product within a second are two deliveries, a retry of one is that one again.
  const body = JSON.stringify({ delivery: crypto.randomUUID(), ...change });
  return {
    url: 'http://localhost/__hooks/catalog',
    body,
    headers: { 'content-type': 'application/json', ...(await hookSignatureHeaders(secret, body)) },
  };
}
