/**
 * zod schema of the checkout delivery-details form (SPEC 3 "Checkout input fields", SPEC 5).
 * Messages are dictionary keys (`validation.*`); the form translates them. The same schema runs in
 * the browser (on change and blur) and in the worker before `cart/place`.
 */
import { z } from '../zod';
import { ownRuleApplies } from './address-validation';
import {
  isEmail,
  isDic,
  isFullName,
  isHouseNumber,
  isPhone,
  isPostcode,
  isStreetAndNumber,
  isStreetOnly,
  isSkVatin,
  isTin,
  dateOfBirthProblem,
  postcodeMessageKey,
} from './field-rules';

export interface CheckoutSchemaOptions {
  /** The external address-validation service is active: drop own format rules (SPEC 5). */
  addressValidationService?: boolean;
  /** Street and house number in separate fields (default) or one "street and number" field. */
  streetMode?: 'split' | 'combined';
  /** The chosen shipper needs an address (Shipper.requiredAddress; false for pickup points). */
  addressRequired?: boolean;
  /** The chosen shipper needs a branch (pickup point). */
  branchRequired?: boolean;
  /** The shipper offers delivery time slots and one must be picked. */
  timeSlotRequired?: boolean;
  /** Business customers must accept the business terms. */
  businessTermsRequired?: boolean;
  /** Ask for a date of birth (and require it). */
  dateOfBirthRequired?: boolean;
  /** Minimum password length for registration at checkout (0 = only non-empty). */
  passwordMinLength?: number;
}

const str = z.string().default('');
const flag = z.boolean().default(false);

/** The form's values as the form holds them (strings and booleans; ids as strings). */
export const checkoutShape = z.object({
  shipper: str,
  shipperBranch: str,
  payment: str,
  deliveryTimeSlot: str,
  formalTitle: z.enum(['', 'Mr', 'Mrs']).default(''),
  fullName: str,
  firstName: str,
  lastName: str,
  companyName: str,
  email: str,
  phone: str,
  dateOfBirth: str,
  shipToShippingAddress: flag,
  isBusiness: flag,
  businessName: str,
  tin: str,
  vatin: str,
  vatinsvk: str,
  street: str,
  houseNumber: str,
  city: str,
  postcode: str,
  country: str,
  billingInfo: flag,
  billingStreet: str,
  billingHouseNumber: str,
  billingCity: str,
  billingPostcode: str,
  billingCountry: str,
  shippingName: str,
  shippingPhone: str,
  shippingBusinessName: str,
  note: str,
  note_for_shipper: str,
  cardRequest: flag,
  terms: flag,
  businessTerms: flag,
  customOrderNumber: str,
  newsletter: flag,
  heurekaAllow: flag,
  zboziczAllow: flag,
  magazine: flag,
  phoneNotification: flag,
  password: str,
  passwordConfirmation: str,
  isRegistration: flag,
  custom: z.record(z.string(), z.unknown()).default({}),
});

export type CheckoutFormInput = z.input<typeof checkoutShape>;
export type CheckoutFormValues = z.output<typeof checkoutShape>;
export type CheckoutField = keyof CheckoutFormValues;

const blank = (v: string): boolean => v.trim() === '';

/** The country whose TIN rule applies: the billing country when a separate billing address is given. */
export function billingCountryOf(
  values: Pick<CheckoutFormValues, 'billingInfo' | 'billingCountry' | 'country'>,
): string {
  return values.billingInfo && !blank(values.billingCountry) ? values.billingCountry : values.country;
}

export function createCheckoutSchema(options: CheckoutSchemaOptions = {}) {
  const service = options.addressValidationService ?? false;
  const own = (field: string) => ownRuleApplies(field, service);
  const split = (options.streetMode ?? 'split') === 'split';
  const addressRequired = options.addressRequired ?? true;

  return checkoutShape.superRefine((v, ctx) => {
    const issue = (path: CheckoutField, message: string, params?: Record<string, unknown>) =>
      ctx.addIssue({ code: 'custom', path: [path], message, ...(params ? { params } : {}) });
    const required = (path: CheckoutField) => {
      const value = v[path];
      if (typeof value === 'string' && blank(value)) {
        issue(path, 'validation.required');
        return false;
      }
      return true;
    };

    // Shipping and payment
    if (blank(v.shipper)) issue('shipper', 'validation.shipper');
    if (options.branchRequired && blank(v.shipperBranch)) issue('shipperBranch', 'validation.shipperBranch');
    if (blank(v.payment)) issue('payment', 'validation.payment');
    if (options.timeSlotRequired && blank(v.deliveryTimeSlot)) issue('deliveryTimeSlot', 'validation.deliveryTimeSlot');

    // Contact
    if (required('fullName') && own('fullName') && !isFullName(v.fullName)) issue('fullName', 'validation.fullName');
    if (required('email') && own('email') && !isEmail(v.email)) issue('email', 'validation.email');
    if (required('phone') && own('phone') && !isPhone(v.phone)) issue('phone', 'validation.phone');
    // Date of birth: offered to everyone, required only when the option says so; checked when given.
    if (blank(v.dateOfBirth)) {
      if (options.dateOfBirthRequired) issue('dateOfBirth', 'validation.required');
    } else {
      const problem = dateOfBirthProblem(v.dateOfBirth);
      if (problem) issue('dateOfBirth', problem);
    }

    // Address (the delivery address; pickup shippers may not need one)
    const address = (prefix: '' | 'billing') => {
      const f = (name: string) => (prefix ? `billing${name[0]!.toUpperCase()}${name.slice(1)}` : name) as CheckoutField;
      const get = (name: string) => v[f(name)] as string;
      if (split) {
        if (required(f('street')) && own('street') && !isStreetOnly(get('street'), get('houseNumber'))) {
          issue(f('street'), 'validation.streetOnly');
        }
        if (required(f('houseNumber')) && own('houseNumber')) {
          if (/\s/.test(get('houseNumber').trim())) issue(f('houseNumber'), 'validation.houseNumber');
          else if (!isHouseNumber(get('houseNumber'), get('street')))
            issue(f('houseNumber'), 'validation.houseNumberSameAsStreet');
        }
      } else if (required(f('street')) && own('street') && !isStreetAndNumber(get('street'))) {
        issue(f('street'), 'validation.streetAndNumber');
      }
      required(f('city'));
      if (blank(get('country'))) issue(f('country'), 'validation.country');
      if (required(f('postcode')) && own('postcode') && !isPostcode(get('postcode'), get('country'))) {
        issue(f('postcode'), postcodeMessageKey(get('country')));
      }
    };
    if (addressRequired) address('');
    if (v.billingInfo) address('billing');

    // Business: required name and TIN, TIN checked by the billing country (SPEC 5 checkout default)
    if (v.isBusiness) {
      if (blank(v.businessName)) issue('businessName', 'validation.businessName');
      if (required('tin') && own('tin') && !isTin(v.tin, billingCountryOf(v))) issue('tin', 'validation.tin');
      if (options.businessTermsRequired && !v.businessTerms) issue('businessTerms', 'validation.businessTerms');
    } else if (!blank(v.tin) && own('tin') && !isTin(v.tin, billingCountryOf(v))) {
      issue('tin', 'validation.tin');
    }
    // DIČ and IČ DPH: optional, checked when given (the billing country's rules)
    if (!blank(v.vatin) && !isDic(v.vatin, billingCountryOf(v))) issue('vatin', 'validation.vatin');
    if (!blank(v.vatinsvk) && !isSkVatin(v.vatinsvk)) issue('vatinsvk', 'validation.vatinSk');

    // Optional recipient phone: checked only when given
    if (!blank(v.shippingPhone) && own('phone') && !isPhone(v.shippingPhone))
      issue('shippingPhone', 'validation.phone');

    if (!v.terms) issue('terms', 'validation.terms');

    // Registration at checkout
    if (v.isRegistration) {
      const min = options.passwordMinLength ?? 0;
      if (v.password === '') issue('password', 'validation.password');
      else if (v.password.length < min) issue('password', 'validation.passwordTooShort', { min });
      if (v.password !== '' && v.password !== v.passwordConfirmation)
        issue('passwordConfirmation', 'validation.passwordMismatch');
    }
  });
}

/** A field's first error: the message key and its params (e.g. `{ min }`). */
export interface FieldError {
  messageKey: string;
  params?: Record<string, unknown>;
}

/** All fields' first errors, for showing beside each field; empty when the form is valid. */
export function checkoutFieldErrors(
  input: CheckoutFormInput,
  options: CheckoutSchemaOptions = {},
): Partial<Record<CheckoutField, FieldError>> {
  const result = createCheckoutSchema(options).safeParse(input);
  const out: Partial<Record<CheckoutField, FieldError>> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField | undefined;
    if (field === undefined || out[field]) continue;
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
    out[field] = params ? { messageKey: issue.message, params } : { messageKey: issue.message };
  }
  return out;
}
