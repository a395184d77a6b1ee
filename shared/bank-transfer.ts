import { z } from './zod';

/**
 * Bank transfer facts every payment standard needs (SEPA/ISO 13616 IBAN, ISO 9362 BIC, the Czech and
 * Slovak variable symbol). Shared by the store contract (what the store answers is checked here) and
 * the worker's payment QR codes.
 */

/** ISO 13616 check: move the country and check digits to the end, letters to numbers, mod 97 == 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (n > 9 ? rest * 100 + n : rest * 10 + n) % 97;
  }
  return rest === 1;
}

export const IbanSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine(isValidIban, 'Invalid IBAN');

export const BicSchema = z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Invalid BIC');

/** The variable symbol Czech and Slovak banks carry: digits only, at most 10. */
export const VariableSymbolSchema = z.string().regex(/^\d{1,10}$/, 'A variable symbol is 1 to 10 digits');

/**
 * An order code as a variable symbol: its digits, and when there are more than ten (codes are a
 * six-digit date plus five digits), the last ten, which stay unique for ten years of orders.
 * Null when the code has no digits.
 */
export function variableSymbolFor(orderCode: string): string | null {
  const digits = orderCode.replace(/\D/g, '');
  if (!digits) return null;
  return digits.slice(-10);
}

/** Groups an IBAN by four characters, as banks print it. */
export function printableIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
