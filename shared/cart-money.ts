import { factor, fromMinorUnits, toMinorUnits } from './money';

/**
 * The cart's money rules (SPEC 9): apart from money.ts, which every page's first load ships (the
 * price box formats with it), as only the cart page uses them.
 */

/** Gift price rounded UP to the currency's decimals (SPEC 9): 10.001 € → 10.01 €. */
export function giftPrice(amount: number, decimalPlaces: number): number {
  const scaled = Number((amount * factor(decimalPlaces)).toPrecision(15));
  const up = Math.ceil(scaled);
  return fromMinorUnits(up === 0 ? 0 : up, decimalPlaces);
}

/**
 * Free-shipping progress: how much is left to the threshold and the share reached (0..1).
 * No threshold (null/0) means no progress bar.
 */
export function freeShippingProgress(
  total: number,
  freeShippingAt: number | null | undefined,
  decimalPlaces: number,
): { remaining: number; ratio: number; reached: boolean } | null {
  if (freeShippingAt == null || !(freeShippingAt > 0)) return null;
  const remainingMinor = toMinorUnits(freeShippingAt, decimalPlaces) - toMinorUnits(total, decimalPlaces);
  const remaining = Math.max(0, fromMinorUnits(remainingMinor, decimalPlaces));
  const ratio = Math.min(1, Math.max(0, total / freeShippingAt));
  return { remaining, ratio, reached: remainingMinor <= 0 };
}

/**
 * SPEC 3 Cart totalOriginalWithTax/WithoutTax: what the shopper saves against the original prices
 * (discounted products, coupons, free shipping), in the shop's VAT display mode; 0 when the original
 * total is not above the total. Loyalty credits lower the total too, but they are a payment, not a
 * saving: they are added back (the store gives them with VAT only; without VAT, at the original
 * total's own rate).
 */
export function cartSaving(
  prices: {
    totalWithTax: number;
    totalWithoutTax: number;
    totalOriginalWithTax: number;
    totalOriginalWithoutTax: number;
    creditsWithTax: number;
  },
  withVat: boolean,
  decimalPlaces: number,
): number {
  const original = withVat ? prices.totalOriginalWithTax : prices.totalOriginalWithoutTax;
  const total = withVat ? prices.totalWithTax : prices.totalWithoutTax;
  const credits =
    withVat || !prices.creditsWithTax
      ? prices.creditsWithTax
      : (prices.creditsWithTax * prices.totalOriginalWithoutTax) / (prices.totalOriginalWithTax || 1);
  const minor =
    toMinorUnits(original, decimalPlaces) - toMinorUnits(total, decimalPlaces) - toMinorUnits(credits, decimalPlaces);
  return minor > 0 ? fromMinorUnits(minor, decimalPlaces) : 0;
}
