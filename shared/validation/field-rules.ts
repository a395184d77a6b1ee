/**
 * The field rules of SPEC 5, as plain predicates: the checkout zod schema (checkout-schema.ts), the
 * account forms' rules (client/components/account/form-rules.ts) and the on-change/on-blur checks all
 * call these, so a rule is written once. Each returns true when the value is acceptable.
 */
import { isEmailAddress } from './email-address';

const trim = (v: string | null | undefined): string => (v ?? '').trim();

/** full_name: at least two space-separated words ("Jana Nováková", "Ján de la Cruz"). */
export function isFullName(value: string | null | undefined): boolean {
  return trim(value).split(/\s+/).filter(Boolean).length >= 2;
}

/**
 * phone_number: "+" followed by at least 9 characters among digits, spaces, dots, dashes, slashes
 * and parentheses (SPEC 5, literally). Surrounding whitespace is ignored; at least one digit is
 * required so "+ . . . . ." does not pass.
 */
export function isPhone(value: string | null | undefined): boolean {
  const v = trim(value);
  return /^\+[\d\s./()-]{9,}$/.test(v) && /\d/.test(v);
}

/** Words of a street, split on whitespace and commas. */
function streetTokens(street: string): string[] {
  return street
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * street_only: the street must not contain the given house number. Compared as a whole word, so
 * "28. října" with house number 28 passes (the "28." is part of the street's name) while
 * "Hlavná 12" with 12 fails. No house number given: passes.
 */
export function isStreetOnly(street: string | null | undefined, houseNumber: string | null | undefined): boolean {
  const number = trim(houseNumber).toLowerCase();
  if (number === '') return true;
  return !streetTokens(trim(street)).includes(number);
}

/**
 * house_number: one word (no whitespace), not equal to the reference (the street typed into the
 * number field by mistake). Empty is left to the required rule.
 */
export function isHouseNumber(value: string | null | undefined, reference?: string | null): boolean {
  const v = trim(value);
  if (v === '') return true;
  if (/\s/.test(v)) return false;
  return reference == null || trim(reference).toLowerCase() !== v.toLowerCase();
}

/**
 * street_and_number: a street part, whitespace, a number ("Hlavná 12", "Nám. SNP 12/3a").
 * The street part must contain a letter and end in a non-digit; digits inside it are allowed so
 * Czech streets named after dates ("28. října 5", "17. listopadu 1") pass.
 */
export function isStreetAndNumber(value: string | null | undefined): boolean {
  const m = /^(.*\D)\s+(\d+[\p{L}]?(?:[/-]\d*[\p{L}]?)*)$/u.exec(trim(value));
  return m !== null && /\p{L}/u.test(m[1]!);
}

/** Postcode formats by ISO-3 country (SPEC 5); countries not listed pass. */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  AUT: /^\d{4}$/,
  DEU: /^\d{5}$/,
  CZE: /^\d{3} ?\d{2}$/,
  CHE: /^\d{4}$/,
};

export function isPostcode(value: string | null | undefined, country: string | null | undefined): boolean {
  const pattern = POSTCODE_PATTERNS[trim(country).toUpperCase()];
  return pattern ? pattern.test(trim(value)) : true;
}

/** The message for a postcode of a country (validation.postcode.AUT …, else the generic one). */
export function postcodeMessageKey(country: string | null | undefined): string {
  const c = trim(country).toUpperCase();
  return c in POSTCODE_PATTERNS ? `validation.postcode.${c}` : 'validation.postcode.generic';
}

/** A TIN as typed, without the spaces people put in ("255 96 641"). */
export function normalizeTin(value: string | null | undefined): string {
  return trim(value).replace(/\s+/g, '');
}

/**
 * Czech IČO checksum: weights 8, 7, …, 2 over the first seven digits; r = sum mod 11; the check
 * digit is (11 − r) mod 10 (r = 0 → 1, r = 1 → 0, else 11 − r) and must equal the eighth digit.
 */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i += 1) sum += Number(value[i]) * (8 - i);
  return (11 - (sum % 11)) % 10 === Number(value[7]);
}

/** tin: for CZE empty passes, else a valid IČO; other countries pass (SPEC 5). */
export function isTin(value: string | null | undefined, country: string | null | undefined): boolean {
  if (trim(country).toUpperCase() !== 'CZE') return true;
  const tin = normalizeTin(value);
  return tin === '' || isValidIco(tin);
}

/** E-mail format: one rule for the checkout, the newsletter and the schemas (email-address.ts). */
export const isEmail = isEmailAddress;

/**
 * Checkout registration counts only if the flag is set, the password is non-empty and equals its
 * confirmation (SPEC 5). The place-order payload sends registration fields only when this is true.
 */
export function isRegistrationRequested(values: {
  isRegistration?: boolean | null;
  password?: string | null;
  passwordConfirmation?: string | null;
}): boolean {
  return (
    Boolean(values.isRegistration) && (values.password ?? '') !== '' && values.password === values.passwordConfirmation
  );
}

/** Shortest password the store accepts for a new account (the register contract says the same). */
export const PASSWORD_MIN_LENGTH = 8;

/** DIČ / VAT id: two letters and 8 to 12 digits (CZ12345678, SK2020123456); spaces ignored. */
export function isVatin(value: string | null | undefined): boolean {
  return /^[A-Z]{2}\d{8,12}$/i.test(trim(value).replace(/\s+/g, ''));
}

/** IČ DPH (the Slovak VAT id): SK and 10 digits; spaces ignored. */
export function isSkVatin(value: string | null | undefined): boolean {
  return /^SK\d{10}$/i.test(trim(value).replace(/\s+/g, ''));
}

/** Date of birth: YYYY-MM-DD, a real calendar date from 1900 on and not in the future. */
export function isDateOfBirth(value: string | null | undefined, now: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trim(value));
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() <= now.getTime();
}
