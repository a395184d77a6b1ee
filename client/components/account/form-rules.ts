/**
 * Account form rules (SPEC 5): each returns a `validation.*` message key, or null when the value
 * passes. Pure and dependency-free (no zod in the browser bundle); the server answers stay the
 * source of truth and their field errors are shown beside the fields too.
 */

import type { Translate } from '../../../shared/i18n/translator';
import { storeErrorItem, storeErrorText } from '../../../shared/store-error-message';

export type Rule = (value: string, values: Record<string, string>) => MessageRef | null;
/** A message key and its parameters, translated by the form. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

const ref = (key: string, params?: Record<string, string | number>): MessageRef => (params ? { key, params } : { key });

export const PASSWORD_MIN = 8;
/** SPEC 5 phone_number: "+" then at least 9 of digits, spaces, . - / ( ) (same as the store contract). */
const PHONE = /^\+[0-9 ./()-]{9,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Rule = (v) => (v.trim() ? null : ref('validation.required'));
export const email: Rule = (v) =>
  !v.trim() ? ref('validation.required') : EMAIL.test(v.trim()) ? null : ref('validation.email');
export const password: Rule = (v) =>
  !v
    ? ref('validation.password')
    : v.length < PASSWORD_MIN
      ? ref('validation.passwordTooShort', { min: PASSWORD_MIN })
      : null;
/** Confirmation equals the field `of` (default `password`). */
export const sameAs =
  (of = 'password'): Rule =>
  (v, values) =>
    !v ? ref('validation.required') : v === (values[of] ?? '') ? null : ref('validation.passwordMismatch');
export const maxLength =
  (max: number): Rule =>
  (v) =>
    v.length > max ? ref('validation.tooLong', { max }) : null;
/** Empty passes (optional field); else SPEC 5 phone rule. */
export const optionalPhone: Rule = (v) => (!v.trim() || PHONE.test(v.trim()) ? null : ref('validation.phone'));
export const phone: Rule = (v) =>
  !v.trim() ? ref('validation.required') : PHONE.test(v.trim()) ? null : ref('validation.phone');

/** SPEC 5 tin for CZE: empty passes, else 8 digits whose last is the mod-11 check digit of 8..2 weights. */
export function isValidTin(value: string): boolean {
  const v = value.replace(/\s+/g, '');
  if (v === '') return true;
  if (!/^\d{8}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(v[i]) * (8 - i);
  const mod = sum % 11;
  const check = mod === 0 ? 1 : mod === 1 ? 0 : 11 - mod;
  return check === Number(v[7]);
}
/** Czech IČO rule for CZE; other countries pass (SPEC 5). */
export const tinFor =
  (countryField: string): Rule =>
  (v, values) =>
    (values[countryField] ?? 'CZE') !== 'CZE' || isValidTin(v) ? null : ref('validation.tin');
export const requiredTin: Rule = (v, values) => required(v, values) ?? tinFor('country')(v, values);

/** DIČ / VAT id: empty passes; else two letters and 8-12 digits (CZ12345678, SK2020123456). */
export const optionalVatin: Rule = (v) =>
  !v.trim() || /^[A-Z]{2}\d{8,12}$/i.test(v.replace(/\s+/g, '')) ? null : ref('validation.vatin');
/** IČ DPH (Slovak VAT id): empty passes; else SK and 10 digits. */
export const optionalIcDph: Rule = (v) =>
  !v.trim() || /^SK\d{10}$/i.test(v.replace(/\s+/g, '')) ? null : ref('validation.vatinSk');

/** YYYY-MM-DD, a real date in the past; empty passes. */
export const optionalDateOfBirth: Rule = (v) => {
  if (!v.trim()) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim());
  if (!m) return ref('validation.dateOfBirth');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  if (!real || y < 1900 || date.getTime() > Date.now()) return ref('validation.dateOfBirth');
  return null;
};

/** SPEC 5 postcode per country (AUT 4, DEU 5, CZE 3+2 with optional space, CHE 4; others pass). */
export const postcodeFor =
  (countryField: string): Rule =>
  (v, values) => {
    const value = v.trim();
    if (!value) return ref('validation.required');
    const country = values[countryField] ?? '';
    const rules: Record<string, RegExp> = { AUT: /^\d{4}$/, DEU: /^\d{5}$/, CZE: /^\d{3} ?\d{2}$/, CHE: /^\d{4}$/ };
    const rule = rules[country];
    return !rule || rule.test(value) ? null : ref(`validation.postcode.${country}`);
  };

/** Runs a field's rules in order; the first failure wins. */
export function checkField(
  rules: readonly Rule[] | undefined,
  value: string,
  values: Record<string, string>,
): MessageRef | null {
  for (const rule of rules ?? []) {
    const problem = rule(value, values);
    if (problem) return problem;
  }
  return null;
}

/** Every field's first problem (fields without a problem are left out). */
export function checkForm(
  rules: Record<string, readonly Rule[]>,
  values: Record<string, string>,
): Record<string, MessageRef> {
  const out: Record<string, MessageRef> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const problem = checkField(fieldRules, values[field] ?? '', values);
    if (problem) out[field] = problem;
  }
  return out;
}

/**
 * Server field errors (`{ errors: [{ field, title }] }`) mapped onto form fields: the API's
 * snake_case or dotted names (`password_confirmation`, `attributes.custom.ICDPH`) onto ours.
 */
export function serverFieldErrors(
  body: unknown,
  t: Translate,
  aliases: Record<string, string> = {},
): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  const errors = (body as { errors?: unknown[] } | null)?.errors;
  if (!Array.isArray(errors)) return { fields, general };
  for (const e of errors) {
    if (!e || typeof e !== 'object') continue;
    // The store's title is English: the field shows the dictionary text for the code/field.
    const item = storeErrorItem(e);
    const text = storeErrorText(t, item) ?? t('errors.generic.title');
    const raw = item.field ?? '';
    const last = raw.split('.').pop() ?? '';
    const camel = last.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    const field = aliases[raw] ?? aliases[last] ?? (camel || undefined);
    if (field && !fields[field]) fields[field] = text;
    else if (!field) general.push(text);
  }
  return { fields, general };
}
