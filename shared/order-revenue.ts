import { fromMinorUnits, toMinorUnits } from './money';

/**
 * An order's sums for tracking (SPEC 9): apart from money.ts, which every page's first load ships
 * (the price box formats with it), as only the order-finished page uses them.
 */

/** Adds amounts exactly at the given decimals. */
export function sumAmounts(amounts: readonly number[], decimalPlaces: number): number {
  const minor = amounts.reduce((acc, a) => acc + toMinorUnits(a, decimalPlaces), 0);
  return fromMinorUnits(minor, decimalPlaces);
}

/**
 * Purchase revenue for tracking (SPEC 9): items + shipping + payment, with tax, summed exactly.
 * Missing shipping or payment prices count as 0.
 */
export function purchaseRevenue(
  prices: { itemsWithTax: number; shipperPriceWithTax?: number | null; paymentPriceWithTax?: number | null },
  decimalPlaces: number,
): number {
  return sumAmounts(
    [prices.itemsWithTax, prices.shipperPriceWithTax ?? 0, prices.paymentPriceWithTax ?? 0],
    decimalPlaces,
  );
}
