/**
 * How much stock a box or detail shows (SPEC 9: maximalShownAmountInStock 5, 0 = no cap; when the
 * store does not check stock the item counts as unlimited and shows the default 5).
 */

export const MAX_SHOWN_STOCK = 5;

export interface StockInput {
  isAvailable: boolean;
  stock: number;
  checkStock: boolean;
}

export interface ShownStock {
  /** Pieces to show, already capped. */
  count: number;
  /** The real stock is above what is shown ("more than 5"). */
  capped: boolean;
}

/** The shown stock, or null when nothing is in stock to show. */
export function shownStock(input: StockInput, maxShown: number = MAX_SHOWN_STOCK): ShownStock | null {
  if (!input.isAvailable) return null;
  if (!input.checkStock) {
    const unlimited = maxShown > 0 ? maxShown : MAX_SHOWN_STOCK;
    return { count: unlimited, capped: true };
  }
  const stock = Math.max(0, Math.trunc(input.stock));
  if (stock === 0) return null;
  if (maxShown > 0 && stock > maxShown) return { count: maxShown, capped: true };
  return { count: stock, capped: false };
}
