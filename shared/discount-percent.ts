/*
 * Apart from money.ts, which every page's first load ships (the price box formats with it): the badge's
 * percent is worked out by the views of product boxes and the product page (worker, and the boxes the
 * browser builds below the fold), never by first-load code.
 */

/**
 * The discount badge's percent (SPEC 9), a whole number, or null when there is nothing to show.
 * The store's own percentage (discountPercentage / percentageDiscount) wins when given, because it
 * is what the store applied; else it is computed from original and current price. Rounded down so
 * the badge never promises more than the shopper saves.
 */
export function discountPercent(input: {
  original?: number | null;
  current: number;
  reported?: number | null;
}): number | null {
  if (input.reported != null && Number.isFinite(input.reported) && input.reported > 0) {
    const p = Math.floor(Number(input.reported.toPrecision(12)));
    return p >= 1 && p <= 100 ? p : null;
  }
  const original = input.original ?? 0;
  if (!(original > 0) || !(input.current < original) || input.current < 0) return null;
  const p = Math.floor(Number((((original - input.current) / original) * 100).toPrecision(12)));
  return p >= 1 ? p : null;
}
