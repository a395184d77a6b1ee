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
