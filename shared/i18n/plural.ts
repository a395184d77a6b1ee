import type { Locale } from './locales';

/**
 * Plural forms (SPEC 9): Czech and Slovak need four texts — 0, 1, 2–4 and 5+
 * ("0 položiek", "1 položka", "3 položky", "5 položiek"); German needs one and other
 * (we keep the same four slots so every locale's message has identical keys, and German simply
 * repeats the "other" text in `zero`/`few`).
 *
 * In a message file a plural message is an object with exactly the keys zero, one, few, many;
 * `t('cart.items', { count })` picks the slot (see dictionary.ts).
 */
export type PluralCategory = 'zero' | 'one' | 'few' | 'many';

export interface PluralForms {
  zero: string;
  one: string;
  few: string;
  many: string;
}

export const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'few', 'many'];

/**
 * Which slot a number takes. Negative numbers use their absolute value ("-1 ks" reads like 1);
 * non-integers take `many` (Czech/Slovak use the genitive for fractions as for 5+, "1,5 litra"
 * is the exception we accept rather than add a fifth slot).
 */
export function pluralCategory(locale: Locale, n: number): PluralCategory {
  const abs = Math.abs(n);
  if (!Number.isFinite(abs)) return 'many';
  if (abs === 0) return 'zero';
  if (abs === 1) return 'one';
  if (!Number.isInteger(abs)) return 'many';
  if (locale === 'de') return 'many';
  return abs >= 2 && abs <= 4 ? 'few' : 'many';
}

/** The text for `n` out of the four forms. */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  return forms[pluralCategory(locale, n)];
}

/** True for an object that is a plural message (exactly the four slots, all strings). */
export function isPluralForms(value: unknown): value is PluralForms {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === PLURAL_CATEGORIES.length &&
    PLURAL_CATEGORIES.every((k) => typeof (value as Record<string, unknown>)[k] === 'string')
  );
}
