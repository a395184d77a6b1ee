/**
 * Money: formatting with the store's Currency (SPEC 3) and the price rules of SPEC 5 and 9.
 *
 * Amounts arrive from the store API as decimal numbers (12.9). Sums and roundings go through
 * integer minor units (1290) so that 0.1 + 0.2 style float error never reaches a price or a
 * tracking total.
 */

/** The display part of the store's Currency entity (structurally compatible with the contract's). */
export interface CurrencyFormat {
  code: string;
  symbol: string;
  symbolPlacement: 'left' | 'right';
  decimalPlaces: number;
  decimalPoint: string;
  millesimalPoint: string;
}

const NBSP = '\u00a0';

export function factor(decimalPlaces: number): number {
  return 10 ** Math.max(0, Math.trunc(decimalPlaces));
}

/**
 * Scales to minor units. toPrecision(15) removes the binary noise first (1.005 * 100 is
 * 100.49999999999999, which would round to 100), then we round half away from zero.
 */
export function toMinorUnits(amount: number, decimalPlaces: number): number {
  const scaled = Number((amount * factor(decimalPlaces)).toPrecision(15));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded; // no "-0"
}

export function fromMinorUnits(minor: number, decimalPlaces: number): number {
  return minor / factor(decimalPlaces);
}

export interface FormatMoneyOptions {
  /** Drop ",00" on whole amounts ("1 299 Kč" instead of "1 299,00 Kč"). */
  trimZeroDecimals?: boolean;
  /** Leave out the symbol (for inputs and tables with the currency in the header). */
  withoutSymbol?: boolean;
}

/** Groups the integer digits by thousands with the currency's separator. */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount: 1234.5 with CZK (right, ",", " ") → "1 234,50 Kč"; with a left symbol
 * ("€", "$") → "€1,234.50"; a left symbol made of letters ("CHF") gets a space ("CHF 12.50").
 * Spaces next to the symbol are no-break spaces so a price never wraps apart.
 */
export function formatMoney(amount: number, currency: CurrencyFormat, options: FormatMoneyOptions = {}): string {
  const decimals = Math.max(0, Math.trunc(currency.decimalPlaces));
  const minor = toMinorUnits(Number.isFinite(amount) ? amount : 0, decimals);
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const f = factor(decimals);
  const whole = Math.trunc(abs / f);
  const fraction = abs - whole * f;
  let number = groupThousands(String(whole), currency.millesimalPoint);
  if (decimals > 0 && !(options.trimZeroDecimals && fraction === 0)) {
    number += currency.decimalPoint + String(fraction).padStart(decimals, '0');
  }
  if (negative) number = `-${number}`;
  if (options.withoutSymbol || currency.symbol === '') return number;
  if (currency.symbolPlacement === 'left') {
    const spaced = /\p{L}$/u.test(currency.symbol);
    return `${currency.symbol}${spaced ? NBSP : ''}${number}`;
  }
  return `${number}${NBSP}${currency.symbol}`;
}

/** Price display preferences (SPEC 9 defaults: both prices shown, VAT display off). */
export interface PriceDisplaySettings {
  /** Show the other price (without VAT under the price with VAT, or the reverse) too. */
  bothPrices: boolean;
  /** "VAT display": the main price is the one without VAT (business shoppers). */
  vatExcluded: boolean;
}

export const DEFAULT_PRICE_DISPLAY: PriceDisplaySettings = { bothPrices: true, vatExcluded: false };

/** What one shown price is: an amount or the free marker the UI renders as `catalog.price.free`. */
export type PriceLabel =
  | { kind: 'free'; messageKey: 'catalog.price.free' }
  | {
      kind: 'amount';
      amount: number;
      text: string;
      vat: 'with' | 'without';
      vatMessageKey: 'catalog.price.withVat' | 'catalog.price.withoutVat';
    };

export interface PricePair {
  withTax: number;
  withoutTax: number;
}

export interface DisplayedPrices {
  primary: PriceLabel;
  secondary: PriceLabel | null;
}

function priceLabel(
  amount: number,
  vat: 'with' | 'without',
  currency: CurrencyFormat,
  freeAsText: boolean,
): PriceLabel {
  if (freeAsText && toMinorUnits(amount, currency.decimalPlaces) === 0) {
    return { kind: 'free', messageKey: 'catalog.price.free' };
  }
  return {
    kind: 'amount',
    amount,
    text: formatMoney(amount, currency),
    vat,
    vatMessageKey: vat === 'with' ? 'catalog.price.withVat' : 'catalog.price.withoutVat',
  };
}

/**
 * Which prices a box or line shows. A zero price becomes the free marker when `freeAsText` (SPEC 5:
 * "a free price (0) can be shown as free text"); a free primary price shows no secondary price.
 */
export function displayPrices(
  prices: PricePair,
  currency: CurrencyFormat,
  settings: PriceDisplaySettings = DEFAULT_PRICE_DISPLAY,
  freeAsText = true,
): DisplayedPrices {
  const primaryVat = settings.vatExcluded ? 'without' : 'with';
  const primaryAmount = settings.vatExcluded ? prices.withoutTax : prices.withTax;
  const primary = priceLabel(primaryAmount, primaryVat, currency, freeAsText);
  if (!settings.bothPrices || primary.kind === 'free') return { primary, secondary: null };
  const secondaryVat = settings.vatExcluded ? 'with' : 'without';
  const secondaryAmount = settings.vatExcluded ? prices.withTax : prices.withoutTax;
  return { primary, secondary: priceLabel(secondaryAmount, secondaryVat, currency, freeAsText) };
}

/** Price-box layout by unit price (SPEC 9: changes above 999 and above 99999): long numbers need room. */
export type PriceBoxLayout = 'regular' | 'wide' | 'extra-wide';

export function priceBoxLayout(unitPrice: number): PriceBoxLayout {
  if (unitPrice > 99999) return 'extra-wide';
  if (unitPrice > 999) return 'wide';
  return 'regular';
}

/** CSS class for the layout, e.g. `price-box--wide`. */
export function priceBoxClass(unitPrice: number): string {
  return `price-box--${priceBoxLayout(unitPrice)}`;
}

/** Free-shipping tag on a product (SPEC 9: when its price exceeds the threshold). */
export function showsFreeShippingTag(unitWithTax: number, freeShippingAt: number | null | undefined): boolean {
  return freeShippingAt != null && freeShippingAt > 0 && unitWithTax > freeShippingAt;
}
