/**
 * What the checkout form takes from the logged-in account (issue 15, item 3): contact, the default
 * saved address (else the account's own address), company, IČO, DIČ and the Slovak IČ DPH. Only
 * empty fields are filled, so nothing the shopper typed is overwritten; a business account starts on
 * "Firma" only while the form is still untouched (a shopper who switched to "private" keeps it).
 * Pure and zod-free: the checkout page calls it with the user and address answers it already has.
 */
import type { CheckoutFormValues } from './validation/checkout-schema';

export interface PrefillUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isBusiness: boolean;
  businessName: string | null;
  tin: string | null;
  vatin: string | null;
  address: { street: string; city: string; postcode: string; countryCode: string } | null;
  attributes: { custom: { formalTitle: 'Mr' | 'Mrs' | null; ICDPH: string | null; dateOfBirth?: string | null } };
}

export interface PrefillAddress {
  id: number;
  name: string;
  businessName: string | null;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  phone: string | null;
  isDefault: boolean;
}

/** "Hlavná 12/3a" → street "Hlavná", number "12/3a" (the store and ARES keep one line). */
export function splitStreet(line: string): { street: string; houseNumber: string } {
  const m = /^(.*\D)\s+(\d[\w/-]*)$/u.exec(line.trim());
  return m?.[1] && m[2] ? { street: m[1].trim(), houseNumber: m[2] } : { street: line.trim(), houseNumber: '' };
}

/** The form fields of one address (delivery part). */
export function addressFields(
  address: Pick<PrefillAddress, 'street' | 'city' | 'postcode' | 'countryCode'>,
): Pick<CheckoutFormValues, 'street' | 'houseNumber' | 'city' | 'postcode' | 'country'> {
  const { street, houseNumber } = splitStreet(address.street);
  return { street, houseNumber, city: address.city, postcode: address.postcode, country: address.countryCode };
}

/** The account is a business one: flagged so, or it holds a company name or IČO. */
export function isBusinessAccount(user: PrefillUser): boolean {
  return user.isBusiness || Boolean(user.businessName?.trim()) || Boolean(user.tin?.trim());
}

export function checkoutPrefill(
  user: PrefillUser,
  addresses: readonly PrefillAddress[],
  current: CheckoutFormValues,
): Partial<CheckoutFormValues> {
  const untouched = !current.fullName.trim() && !current.email.trim();
  const saved = addresses.find((a) => a.isDefault) ?? addresses[0];
  const address = saved ?? user.address;
  const proposal: Partial<CheckoutFormValues> = {
    fullName: [user.firstName, user.lastName].filter((p) => p.trim()).join(' '),
    email: user.email,
    phone: user.phone ?? '',
    formalTitle: user.attributes.custom.formalTitle ?? '',
    dateOfBirth: user.attributes.custom.dateOfBirth ?? '',
    businessName: user.businessName ?? '',
    tin: user.tin ?? '',
    vatin: user.vatin ?? '',
    vatinsvk: user.attributes.custom.ICDPH ?? '',
  };
  // The address comes as a whole or not at all: half of one saved address next to a typed one is wrong.
  const addressEmpty = !current.street.trim() && !current.city.trim() && !current.postcode.trim();
  if (address && addressEmpty) Object.assign(proposal, addressFields(address));
  const patch: Partial<CheckoutFormValues> = {};
  for (const [key, value] of Object.entries(proposal) as [keyof CheckoutFormValues, string][]) {
    const now = current[key];
    if (value && typeof now === 'string' && now.trim() === '') (patch as Record<string, string>)[key] = value;
  }
  if (untouched && isBusinessAccount(user) && !current.isBusiness) patch.isBusiness = true;
  return patch;
}

type BusinessValues = Pick<CheckoutFormValues, 'isBusiness' | 'businessName' | 'tin' | 'vatin' | 'vatinsvk'>;

/**
 * The company data the order carries for a logged-in shopper whose shop hides the business inputs
 * (SPEC 6 setting `checkout_hide_business_for_users`): a business account's own, else none (a
 * private account cannot buy as a company it cannot enter).
 */
export function accountBusiness(user: PrefillUser): BusinessValues {
  if (!isBusinessAccount(user)) return { isBusiness: false, businessName: '', tin: '', vatin: '', vatinsvk: '' };
  return {
    isBusiness: true,
    businessName: user.businessName?.trim() ?? '',
    tin: user.tin?.trim() ?? '',
    vatin: user.vatin?.trim() ?? '',
    vatinsvk: user.attributes.custom.ICDPH?.trim() ?? '',
  };
}

/**
 * The fields a shop that locks them (SPEC 6 setting `checkout_lock_user_fields`) takes from the
 * account and shows read-only: name, e-mail, phone, the account's own address as the billing address
 * (billing info on) and a business account's company data. Only what the account holds: an empty
 * one (no phone, no address) stays the shopper's to fill. The delivery address stays free.
 */
export function accountLockedFields(user: PrefillUser): Partial<CheckoutFormValues> {
  const fields: Partial<CheckoutFormValues> = {};
  const put = (key: keyof CheckoutFormValues, value: string | null | undefined) => {
    if (value?.trim()) (fields as Record<string, string>)[key] = value.trim();
  };
  put('fullName', [user.firstName, user.lastName].filter((p) => p.trim()).join(' '));
  put('email', user.email);
  put('phone', user.phone);
  const own = user.address;
  if (own?.street.trim() && own.city.trim()) {
    const { street, houseNumber, city, postcode, country } = addressFields(own);
    fields.billingInfo = true;
    put('billingStreet', street);
    put('billingHouseNumber', houseNumber);
    put('billingCity', city);
    put('billingPostcode', postcode);
    put('billingCountry', country);
  }
  if (isBusinessAccount(user)) {
    const business = accountBusiness(user);
    fields.isBusiness = true;
    put('businessName', business.businessName);
    put('tin', business.tin);
    put('vatin', business.vatin);
    put('vatinsvk', business.vatinsvk);
  }
  return fields;
}
