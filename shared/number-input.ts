/**
 * The quantity / number input of SPEC 5: what may be typed, what value it means, and which limit
 * message to show. The component calls sanitizeNumberText on every keystroke and
 * resolveNumberInput on change/blur; the stepper buttons call stepNumberInput.
 */

import { NUMBER_INPUT_MAX_LENGTH } from './number-input-limits';

export { NUMBER_INPUT_MAX_LENGTH, UNIT_MAX_LENGTH, canStep, shortUnit } from './number-input-limits';

export interface NumberInputOptions {
  /** Accept "." and "," as the decimal separator (a comma becomes a dot). Default false. */
  allowDecimals?: boolean;
  /** Decimals kept when allowed; more are truncated, not rounded. Default 2. */
  decimalPlaces?: number;
  min?: number | null;
  max?: number | null;
  /** Clamp to min/max and report the limit only when on (SPEC 5). Default false. */
  limitNotifications?: boolean;
  /** Stepper increment. Default 1. */
  step?: number;
  /** Scales the emitted value (e.g. a pack of 3 per unit typed). Default 1. */
  multiplier?: number;
  /** Default NUMBER_INPUT_MAX_LENGTH (4). */
  maxLength?: number;
}

export type NumberLimit = 'min' | 'max';

export interface NumberInputResult {
  /** What the input shows after cleaning (and clamping). */
  text: string;
  /** The number typed (null when nothing usable was typed). */
  value: number | null;
  /** value × multiplier: what the cart receives. */
  output: number | null;
  /** Which limit the value was clamped to (only with limit notifications on). */
  limit: NumberLimit | null;
  /** Info message for the limit: catalog.addToCart.minReached / maxReached with { count }. */
  message: { key: 'catalog.addToCart.minReached' | 'catalog.addToCart.maxReached'; params: { count: number } } | null;
}

/** Removes float noise from a computed number (0.1 * 3 → 0.3). */
const clean = (n: number): number => Number(n.toPrecision(12));

/**
 * Keystroke filter: digits only, plus one decimal separator when allowed (comma → dot), decimals
 * truncated to decimalPlaces, leading zeros collapsed ("00" → "0", "007" → "7", "00,5" → "0.5"),
 * at most maxLength characters.
 */
export function sanitizeNumberText(raw: string, options: NumberInputOptions = {}): string {
  const allowDecimals = options.allowDecimals ?? false;
  const decimals = Math.max(0, Math.trunc(options.decimalPlaces ?? 2));
  const maxLength = options.maxLength ?? NUMBER_INPUT_MAX_LENGTH;

  let intPart = '';
  let fracPart: string | null = null;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (fracPart === null) intPart += ch;
      else fracPart += ch;
    } else if (allowDecimals && (ch === '.' || ch === ',') && fracPart === null) {
      fracPart = '';
    }
    // anything else (letters, signs, spaces, a second separator) is dropped
  }
  intPart = intPart.replace(/^0+(?=\d)/, '');
  if (fracPart !== null) {
    if (intPart === '') intPart = '0';
    fracPart = decimals === 0 ? null : fracPart.slice(0, decimals);
  }
  const text = fracPart === null ? intPart : `${intPart}.${fracPart}`;
  return text.slice(0, maxLength);
}

function limitResult(value: number, options: NumberInputOptions): { value: number; limit: NumberLimit | null } {
  const { min, max } = options;
  if (min != null && value < min) return { value: min, limit: 'min' };
  if (max != null && value > max) return { value: max, limit: 'max' };
  return { value, limit: null };
}

function result(
  value: number | null,
  text: string,
  limit: NumberLimit | null,
  options: NumberInputOptions,
): NumberInputResult {
  const multiplier = options.multiplier ?? 1;
  return {
    text,
    value,
    output: value === null ? null : clean(value * multiplier),
    limit,
    message:
      limit === null
        ? null
        : {
            key: limit === 'min' ? 'catalog.addToCart.minReached' : 'catalog.addToCart.maxReached',
            params: { count: limit === 'min' ? options.min! : options.max! },
          },
  };
}

const toText = (n: number): string => String(clean(n));

/** The committed value of what was typed (on change or blur). */
export function resolveNumberInput(raw: string, options: NumberInputOptions = {}): NumberInputResult {
  const text = sanitizeNumberText(raw, options);
  if (text === '' || text === '.') return result(null, '', null, options);
  const typed = Number(text);
  if (!options.limitNotifications) return result(typed, text.endsWith('.') ? text.slice(0, -1) : text, null, options);
  const { value, limit } = limitResult(typed, options);
  return result(value, limit ? toText(value) : text.replace(/\.$/, ''), limit, options);
}

/**
 * A stepper click: current ± step. The buttons never step past min/max (they are disabled
 * there); the limit is reported only with limit notifications on.
 */
export function stepNumberInput(
  current: number | null,
  direction: 1 | -1,
  options: NumberInputOptions = {},
): NumberInputResult {
  const step = options.step ?? 1;
  const start = current ?? options.min ?? 0;
  const { value, limit } = limitResult(clean(start + direction * step), options);
  return result(value, toText(value), options.limitNotifications ? limit : null, options);
}
