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
 * Country codes whose national numbers have a fixed length: the Czech and the Slovak numbering
 * plans both use 9-digit national significant numbers (ČTÚ, Číslovací plán; Úrad pre reguláciu
 * elektronických komunikácií a poštových služieb SR, Číslovací plán), so "+421" or "+420" must be
 * followed by exactly 9 digits (a Slovak trunk "0" after the prefix is tolerated: "+421 (0)900 …").
 */
const NATIONAL_NUMBER_DIGITS: Readonly<Record<string, number>> = { '420': 9, '421': 9 };
/** ITU-T E.164: an international number has at most 15 digits, country code included. */
const E164_MAX_DIGITS = 15;

/**
 * phone_number: "+" followed by at least 9 characters among digits, spaces, dots, dashes, slashes
 * and parentheses (SPEC 5). Surrounding whitespace is ignored; at least one digit is required so
 * "+ . . . . ." does not pass; at most 15 digits (E.164); Czech (+420) and Slovak (+421) numbers
 * have exactly 9 digits after the country code.
 */
export function isPhone(value: string | null | undefined): boolean {
  const v = trim(value);
  if (!/^\+[\d\s./()-]{9,}$/.test(v) || !/\d/.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  if (digits.length > E164_MAX_DIGITS) return false;
  const national = NATIONAL_NUMBER_DIGITS[digits.slice(0, 3)];
  if (national === undefined) return true;
  return v.replace('(0)', '').replace(/\D/g, '').length - 3 === national;
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

/**
 * Postcode formats by ISO-3 country (SPEC 5); countries not listed pass. Slovak PSČ: five digits
 * written "XXX XX" like the Czech ones, and every Slovak postcode starts with 0, 8 or 9 (Slovenská
 * pošta's postcode areas: 8 Bratislava, 9 western, 0 central and eastern Slovakia; the Czech ones
 * start with 1 to 7), so a Czech postcode on a Slovak address is caught too.
 */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  AUT: /^\d{4}$/,
  DEU: /^\d{5}$/,
  CZE: /^\d{3} ?\d{2}$/,
  SVK: /^[089]\d{2} ?\d{2}$/,
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

/**
 * Countries whose company number is an IČO with the checksum above: the Czech one (ARES) and the
 * Slovak one (Štatistický úrad SR, register of organisations), both kept from the Czechoslovak scheme.
 */
const ICO_COUNTRIES: ReadonlySet<string> = new Set(['CZE', 'SVK']);

/** tin: for CZE and SVK empty passes, else a valid IČO; other countries pass (SPEC 5). */
export function isTin(value: string | null | undefined, country: string | null | undefined): boolean {
  if (!ICO_COUNTRIES.has(trim(country).toUpperCase())) return true;
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

/**
 * DIČ as the checkout asks for it (spaces ignored). Without a country prefix it is read by the
 * billing country: Slovak 10 digits, the first not 0 (Finančná správa SR: the DIČ is a ten-digit
 * number); Czech 8 to 10 digits (Finanční správa ČR). With one, by the prefix: "CZ" and 8 to 10
 * digits, "SK" as an IČ DPH (below), any other the generic VAT id rule above.
 */
export function isDic(value: string | null | undefined, country: string | null | undefined): boolean {
  const v = trim(value).replace(/\s+/g, '').toUpperCase();
  if (v.startsWith('CZ')) return /^CZ\d{8,10}$/.test(v);
  if (v.startsWith('SK')) return isSkVatin(v);
  if (/^[A-Z]{2}/.test(v)) return isVatin(v);
  switch (trim(country).toUpperCase()) {
    case 'SVK':
      return /^[1-9]\d{9}$/.test(v);
    case 'CZE':
      return /^\d{8,10}$/.test(v);
    default:
      return /^\d{8,12}$/.test(v);
  }
}

/**
 * IČ DPH (the Slovak VAT id): "SK" and the ten-digit DIČ, as VIES checks it (the algorithm
 * python-stdnum's `stdnum.sk.dph` documents): the first digit is not 0, the third is 2, 3, 4, 7, 8
 * or 9, and the ten-digit number is divisible by 11. Spaces ignored.
 */
export function isSkVatin(value: string | null | undefined): boolean {
  const m = /^SK([1-9]\d[234789]\d{7})$/i.exec(trim(value).replace(/\s+/g, ''));
  return m !== null && Number(m[1]) % 11 === 0;
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

/** SPEC 1: the shop is for adults (the entry modal: continuing confirms the visitor is over 18). */
export const ADULT_AGE = 18;

/** Whether someone born on `value` (YYYY-MM-DD, a valid date of birth) is `ADULT_AGE` or older on `now` (UTC). */
export function isAdultBorn(value: string, now: Date = new Date()): boolean {
  const [y, m, d] = value.trim().split('-').map(Number) as [number, number, number];
  const birthdayThisYear = Date.UTC(now.getUTCFullYear(), m - 1, d);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const age = now.getUTCFullYear() - y - (today < birthdayThisYear ? 1 : 0);
  return age >= ADULT_AGE;
}

/**
 * What is wrong with a date of birth given at checkout (a message key), or null: a real past date
 * (`validation.dateOfBirth`) of a buyer who is of age (`validation.adult`). The form
 * and the worker's check of the order (`PlaceOrderRequestSchema`) ask the same question.
 */
export function dateOfBirthProblem(value: string, now: Date = new Date()): string | null {
  if (!isDateOfBirth(value, now)) return 'validation.dateOfBirth';
  return isAdultBorn(value, now) ? null : 'validation.adult';
}
