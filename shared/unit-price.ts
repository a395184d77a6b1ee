/**
 * Unit prices: a product sold by volume or weight shows, beside its selling price, its price per litre
 * or per kilogram (EU Price Indication Directive 98/6/EC, art. 3, and the Slovak and Czech laws that
 * transpose it): "9,90 €" with "50 ml (198,00 € / l)". The net contents come with the product (the
 * store's `content.net_contents`); one rule for boxes and the product page, in the shopper's currency.
 * Pure functions, no zod: the browser bundle carries them.
 */
import { type CurrencyFormat, formatMoney } from './money';

export const NET_CONTENTS_UNITS = ['ml', 'l', 'g', 'kg'] as const;
export type NetContentsUnit = (typeof NET_CONTENTS_UNITS)[number];

/** What one piece contains: 50 ml, 0.5 l, 120 g, 1 kg. */
export interface NetContents {
  amount: number;
  unit: NetContentsUnit;
}

/** The unit the price is given per: a litre for volumes, a kilogram for weights. */
export type UnitPriceBase = 'l' | 'kg';

export interface UnitPrice {
  /** The price of one litre or kilogram (not rounded: formatting rounds it as it rounds any price). */
  amount: number;
  per: UnitPriceBase;
}

const IN_BASE: Record<NetContentsUnit, { factor: number; per: UnitPriceBase }> = {
  ml: { factor: 1000, per: 'l' },
  l: { factor: 1, per: 'l' },
  g: { factor: 1000, per: 'kg' },
  kg: { factor: 1, per: 'kg' },
};

/**
 * The price per litre or kilogram of a piece costing `price` that contains `contents`; null when the
 * product is not sold by volume or weight, or when it costs nothing (a free price has no unit price).
 */
export function unitPriceOf(price: number, contents: NetContents | null | undefined): UnitPrice | null {
  if (!contents || !(contents.amount > 0) || !(price > 0) || !Number.isFinite(price)) return null;
  const base = IN_BASE[contents.unit];
  return { amount: (price * base.factor) / contents.amount, per: base.per };
}

/** "50 ml", "0,5 l": the amount with the currency's decimal separator (the shop's locale format). */
export function formatNetContents(contents: NetContents, currency: Pick<CurrencyFormat, 'decimalPoint'>): string {
  const amount = String(Math.round(contents.amount * 1000) / 1000).replace('.', currency.decimalPoint);
  return `${amount}\u00a0${contents.unit}`;
}

export interface UnitPriceText {
  /** "50 ml" */
  contents: string;
  /** "198,00 €" */
  price: string;
  /** "l" or "kg" */
  per: UnitPriceBase;
}

/** The parts of the unit price line for a piece costing `price`, or null when none is shown. */
export function unitPriceText(
  price: number,
  contents: NetContents | null | undefined,
  currency: CurrencyFormat,
): UnitPriceText | null {
  const unit = unitPriceOf(price, contents);
  if (!unit || !contents) return null;
  return { contents: formatNetContents(contents, currency), price: formatMoney(unit.amount, currency), per: unit.per };
}
