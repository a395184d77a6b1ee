/**
 * Pieces a variant has in the shop's warehouses, as the business variant table shows them (SPEC 6
 * "Business users see a different variant layout"; SPEC 3 Variant.warehouses[] {id, stock, virtual,
 * shipper}). Pure and zod-free: the product loader computes one number per variant on the server, so
 * the page data carries that number, never the warehouse list.
 */

/** SPEC 9 "Blocked warehouse id 9 excluded in one product-box variant": its pieces are never offered. */
export const BLOCKED_WAREHOUSE_ID = 9;

export interface WarehouseStockLike {
  id: number;
  stock?: number | null;
  virtual?: boolean;
}

/**
 * The pieces on hand: every real warehouse but the blocked one. A virtual warehouse (the supplier's,
 * delivered on order) holds no pieces in the shop, so it is left out like the demo store's own
 * `realStock`; a missing, negative or non-finite stock counts as none.
 */
export function piecesInStock(warehouses: readonly WarehouseStockLike[] | null | undefined): number {
  let pieces = 0;
  for (const w of warehouses ?? []) {
    if (w.id === BLOCKED_WAREHOUSE_ID || w.virtual) continue;
    const stock = w.stock ?? 0;
    if (Number.isFinite(stock) && stock > 0) pieces += Math.floor(stock);
  }
  return pieces;
}
