/*
 * Apart from money.ts, which every page's first load ships (the price box formats with it): the badge's
 * percent is worked out by the views of product boxes and the product page (worker, and the boxes the
 * browser builds below the fold), never by first-load code.
 */

/**
 * The discount badge's percent (SPEC 9), a whole number, or null when there is nothing to show.
 * Computed from the prior price, the lowest price of the 30 days before the reduction (the store's
 * `prices.lowestPrice30d`, shared/prior-price.ts), never from the store's own percentage or "original"
 * price: the law (Price Indication Directive Art. 6a) wants an announced reduction measured against
 * that prior price. Rounded down so the badge never promises more than the shopper saves.
 */
export function discountPercent(input: { prior?: number | null; current: number }): number | null {
  const prior = input.prior ?? 0;
  if (!(prior > 0) || !(input.current < prior) || input.current < 0) return null;
  const p = Math.floor(Number((((prior - input.current) / prior) * 100).toPrecision(12)));
  return p >= 1 ? p : null;
}

/**
 * The reduction a store price carries, in percent of its 30-day prior price, or null when it shows
 * none: THE test of "is this price shown as reduced" for the boxes, the product page and the
 * structured data alike (a page never claims, in markup or data, a reduction it does not show).
 */
export function reductionPercent(prices: {
  unitWithTax: number;
  lowestPrice30d: { withTax: number } | null;
}): number | null {
  return prices.lowestPrice30d
    ? discountPercent({ prior: prices.lowestPrice30d.withTax, current: prices.unitWithTax })
    : null;
}
