/**
 * Account form rules (SPEC 5): each returns a `validation.*` message key, or null when the value
 * passes. The predicates are the shop's one set of field rules (shared/validation/field-rules.ts,
 * which the checkout schema uses too); this module only says which message goes with them. The
 * server answers stay the source of truth and their field errors are shown beside the fields too.
 */

import type { Translate } from '../../../shared/i18n/translator';
import { storeErrorItem, storeErrorText } from '../../../shared/store-error-message';
import {
  PASSWORD_MIN_LENGTH,
  isDateOfBirth,
  isEmail,
  isPhone,
  isPostcode,
  isSkVatin,
  isTin,
  isVatin,
  postcodeMessageKey,
} from '../../../shared/validation/field-rules';

export type Rule = (value: string, values: Record<string, string>) => MessageRef | null;
/** A message key and its parameters, translated by the form. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

const ref = (key: string, params?: Record<string, string | number>): MessageRef => (params ? { key, params } : { key });
const blank = (v: string): boolean => v.trim() === '';

export const required: Rule = (v) => (blank(v) ? ref('validation.required') : null);
export const email: Rule = (v) => (blank(v) ? ref('validation.required') : isEmail(v) ? null : ref('validation.email'));
export const password: Rule = (v) =>
  !v
    ? ref('validation.password')
    : v.length < PASSWORD_MIN_LENGTH
      ? ref('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
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
export const optionalPhone: Rule = (v) => (blank(v) || isPhone(v) ? null : ref('validation.phone'));
export const phone: Rule = (v) => (blank(v) ? ref('validation.required') : isPhone(v) ? null : ref('validation.phone'));

/** SPEC 5 tin by the form's country field: the IČO checksum for CZE (empty passes); others pass. */
export const tinFor =
  (countryField: string): Rule =>
  (v, values) =>
    isTin(v, values[countryField] ?? 'CZE') ? null : ref('validation.tin');

/** DIČ / VAT id: empty passes. */
export const optionalVatin: Rule = (v) => (blank(v) || isVatin(v) ? null : ref('validation.vatin'));
/** IČ DPH (Slovak VAT id): empty passes. */
export const optionalIcDph: Rule = (v) => (blank(v) || isSkVatin(v) ? null : ref('validation.vatinSk'));
/** A real date in the past; empty passes. */
export const optionalDateOfBirth: Rule = (v) => (blank(v) || isDateOfBirth(v) ? null : ref('validation.dateOfBirth'));

/** SPEC 5 postcode per the form's country field (required). */
export const postcodeFor =
  (countryField: string): Rule =>
  (v, values) => {
    if (blank(v)) return ref('validation.required');
    const country = values[countryField] ?? '';
    return isPostcode(v, country) ? null : ref(postcodeMessageKey(country));
  };

/** The rules apply only when `when` holds (business fields with the box ticked, an optional address being filled). */
export const onlyWhen =
  (when: (values: Record<string, string>) => boolean, ...rules: Rule[]): Rule =>
  (v, values) =>
    when(values) ? checkField(rules, v, values) : null;

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
 * The form field a store error names: the API's snake_case or dotted names (`password_confirmation`,
 * `attributes.custom.ICDPH`) onto ours, through the form's aliases first; undefined for none.
 */
export function formFieldOf(raw: string | undefined, aliases: Record<string, string> = {}): string | undefined {
  const name = raw ?? '';
  const last = name.split('.').pop() ?? '';
  const camel = last.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return aliases[name] ?? aliases[last] ?? (camel || undefined);
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
    const field = formFieldOf(item.field, aliases);
    if (field && !fields[field]) fields[field] = text;
    else if (!field) general.push(text);
  }
  return { fields, general };
}
