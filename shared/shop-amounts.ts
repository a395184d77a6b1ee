/**
 * The shop's thresholds in the shopper's currency and the shop's format (issue 31: German with CZK
 * read "Versandkostenfrei ab 49 €"; Czech with EUR read "nad 1 200 Kč" in the header and in the
 * category's banner). Texts never carry an amount of their own: the dictionary's and the CMS's texts
 * name the threshold as a placeholder, "Doprava zdarma nad {{freeShippingAt}}", and it is filled from
 * the store's globals, which the store answers in the shopper's currency (the shell data is kept per
 * currency), formatted by the one money formatter with the store's Currency entity.
 */
import { formatMoney, type CurrencyFormat } from './money';

/** The globals' amounts a text may name (SPEC 3 Globals: freeShippingAt, orderGiftAt, orderMinimumValue). */
export const SHOP_AMOUNT_NAMES = ['freeShippingAt', 'orderGiftAt', 'orderMinimumValue'] as const;
export type ShopAmountName = (typeof SHOP_AMOUNT_NAMES)[number];

/** Each amount as the shopper reads it ("49 €", "1 200 Kč", "48,90 €"). */
export type ShopAmounts = Partial<Record<ShopAmountName, string>>;

/**
 * The globals' amounts formatted in `currency`. A threshold is a round figure in a sentence: whole
 * amounts drop ",00" (as the discount and welcome offers write theirs); a missing or zero amount is
 * left out, so its placeholder stays visible rather than reading "0 €".
 */
export function shopAmounts(
  globals: Partial<Record<ShopAmountName, number | null | undefined>>,
  currency: CurrencyFormat,
): ShopAmounts {
  const out: ShopAmounts = {};
  for (const name of SHOP_AMOUNT_NAMES) {
    const amount = globals[name];
    if (typeof amount === 'number' && amount > 0) out[name] = formatMoney(amount, currency, { trimZeroDecimals: true });
  }
  return out;
}

const PLACEHOLDER = /\{\{\s*(freeShippingAt|orderGiftAt|orderMinimumValue)\s*\}\}/g;

/** A CMS text with its amount placeholders filled; a text without any is returned as it is. */
export function fillShopAmounts(text: string, amounts: ShopAmounts): string;
export function fillShopAmounts(text: string | null, amounts: ShopAmounts): string | null;
export function fillShopAmounts(text: string | null, amounts: ShopAmounts): string | null {
  if (!text?.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: ShopAmountName) => amounts[name] ?? whole);
}
