/**
 * Whether the store takes an order for a product, and the DefaultSort rank that follows from it
 * (issue 31: the Czech "Masážní oleje" listed a product it would not sell first). One rule for the
 * seed, the product answers (product-view.ts) and the back-office changes (demo/catalog-change.ts),
 * so a listing never ranks by a stock the product page no longer has.
 */
import { WAREHOUSES } from './catalog-constants';

const VIRTUAL_WAREHOUSES = new Set<number>(WAREHOUSES.filter((w) => w.virtual).map((w) => w.id));

/** Pieces on hand: the supplier's virtual warehouse does not count. */
export function realStock(stock: readonly { id: number; stock: number }[]): number {
  return stock.filter((w) => !VIRTUAL_WAREHOUSES.has(w.id)).reduce((sum, w) => sum + w.stock, 0);
}

/**
 * Orderable (the product's `availability.isAvailable`): saleable, and on hand or not stock-checked
 * (then it is delivered on order).
 */
export function isOrderable(doc: {
  saleable: boolean;
  checkStock: boolean;
  variants: readonly { stock: readonly { id: number; stock: number }[] }[];
}): boolean {
  return doc.saleable && (!doc.checkStock || doc.variants.some((v) => realStock(v.stock) > 0));
}

/** Ranks of products the store would not sell start here, after every orderable one. */
const NOT_ORDERABLE = 1_000_000;

/**
 * DefaultSort ("Odporúčame"): orderable products first, then a stable popularity score
 * (0..999 999). The rank is a column (products.rank), so SQL and the search facet index order alike.
 */
export function defaultSortRank(orderable: boolean, popularity: number): number {
  return (orderable ? 0 : NOT_ORDERABLE) + (popularity % NOT_ORDERABLE);
}
