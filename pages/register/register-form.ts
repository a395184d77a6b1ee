import {
  email,
  maxLength,
  onlyWhen,
  optionalIcDph,
  optionalPhone,
  optionalVatin,
  password,
  postcodeFor,
  required,
  sameAs,
  tinFor,
  type Rule,
} from '../../client/components/account/form-rules';

/**
 * The register form (SPEC 2) as both sides read it: the page's fields and rules (pages/register/page.tsx)
 * and the worker's reading of the same form posted without a script (worker/proxy/register-form.ts).
 * One table of fields, one of rules, one mapping to the store's register call: the two ways in
 * check the same things and send the same JSON.
 */
export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'passwordConfirmation',
  'isBusiness',
  'businessName',
  'tin',
  'vatin',
  'icDph',
  'street',
  'city',
  'postcode',
  'country',
  'newsletter',
  'terms',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

/** Never kept after a refusal, never echoed back to the page. */
export const SECRET_REGISTER_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'passwordConfirmation']);
/** Checkboxes: '1' when ticked (a browser posts `on` for a box without a value). */
export const REGISTER_CHECKBOXES: ReadonlySet<RegisterField> = new Set(['isBusiness', 'newsletter', 'terms']);

export function emptyRegisterValues(country: string): RegisterValues {
  const values = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterValues;
  values.country = country;
  return values;
}

const termsAccepted: Rule = (v) => (v === '1' ? null : { key: 'account.register.termsRequired' });
/** Business fields count only with the business box ticked. */
const whenBusiness = (...rules: Rule[]): Rule => onlyWhen((values) => values.isBusiness === '1', ...rules);

/** SPEC 5 rules of the register form (client/components/account/form-rules.ts). */
export const REGISTER_RULES: Partial<Record<RegisterField, readonly Rule[]>> = {
  firstName: [required, maxLength(100)],
  lastName: [required, maxLength(100)],
  email: [email],
  phone: [optionalPhone],
  password: [password],
  passwordConfirmation: [sameAs('password')],
  businessName: [whenBusiness(required, maxLength(200))],
  tin: [whenBusiness(required, tinFor('country'))],
  vatin: [whenBusiness(optionalVatin)],
  icDph: [whenBusiness(optionalIcDph)],
  street: [whenBusiness(required, maxLength(200))],
  city: [whenBusiness(required, maxLength(120))],
  postcode: [whenBusiness(required, postcodeFor('country'))],
  terms: [termsAccepted],
};

/** The store's field names (snake_case, dotted) onto the form's, for its refusals. */
export const REGISTER_ALIASES: Record<string, RegisterField> = {
  password_confirmation: 'passwordConfirmation',
  business_name: 'businessName',
  TIN: 'tin',
  VATIN: 'vatin',
  ICDPH: 'icDph',
};

/** The store's register call (POST /register) for these checked values; `callbackUrl` is the activation page. */
export function registerRequest(v: RegisterValues, callbackUrl: string) {
  const business = v.isBusiness === '1';
  return {
    email: v.email.trim(),
    password: v.password,
    password_confirmation: v.passwordConfirmation,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    phone: v.phone.trim() || null,
    newsletter: v.newsletter === '1',
    terms: true,
    callbackUrl,
    // The same names as the user PATCH (RegisterRequestSchema): company, IČO, DIČ, IČ DPH, address.
    businessName: business ? v.businessName.trim() : null,
    tin: business ? v.tin.replace(/\s+/g, '') : null,
    vatin: business ? v.vatin.replace(/\s+/g, '') || null : null,
    attributes: { custom: { ICDPH: business ? v.icDph.replace(/\s+/g, '') || null : null } },
    address: business
      ? { street: v.street.trim(), city: v.city.trim(), postcode: v.postcode.trim(), countryCode: v.country }
      : null,
  };
}
