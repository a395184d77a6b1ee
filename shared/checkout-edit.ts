/**
 * What one edit of the checkout form does besides setting the edited fields (SPEC 4 "Billing info
 * switches on automatically if any billing or business field is filled; the business flag if any
 * business id field is filled"). Pure and zod-free: the delivery-details page runs every edit
 * through it, a unit test holds the rules.
 *
 * When billing info switches on because of a company field, the billing address starts as a copy
 * of the delivery address (the fields still blank), and while billing info is on, a billing field
 * that is blank or still equal to the delivery address follows the delivery address: a company
 * whose invoice goes to the delivery address types it once, a different one is typed over the copy.
 */
import type { CheckoutFormValues } from './validation/checkout-schema';

type AddressPart = 'street' | 'houseNumber' | 'city' | 'postcode' | 'country';
const ADDRESS_PARTS: readonly AddressPart[] = ['street', 'houseNumber', 'city', 'postcode', 'country'];
const billingOf = (part: AddressPart) =>
  `billing${part[0]!.toUpperCase()}${part.slice(1)}` as `billing${Capitalize<AddressPart>}`;

/** Billing fields: typing one means the shopper gives billing details. */
export const BILLING_FIELDS = ['billingStreet', 'billingHouseNumber', 'billingCity', 'billingPostcode'] as const;
/** Business id fields: typing one means the shopper buys as a company. */
export const BUSINESS_ID_FIELDS = ['tin', 'vatin', 'vatinsvk'] as const;
/** Business fields: the company's name and ids, which belong on the invoice (billing info). */
export const BUSINESS_FIELDS = ['businessName', ...BUSINESS_ID_FIELDS] as const;

const filledIn = (patch: Partial<CheckoutFormValues>, next: CheckoutFormValues, fields: readonly string[]) =>
  fields.some((f) => f in patch && String(next[f as keyof CheckoutFormValues]).trim() !== '');

export function applyCheckoutEdit(values: CheckoutFormValues, patch: Partial<CheckoutFormValues>): CheckoutFormValues {
  const next = { ...values, ...patch };
  if (filledIn(patch, next, BUSINESS_ID_FIELDS)) next.isBusiness = true;
  const byBilling = filledIn(patch, next, BILLING_FIELDS);
  const byBusiness = filledIn(patch, next, BUSINESS_FIELDS);
  if (!values.billingInfo && (byBilling || byBusiness) && !('billingInfo' in patch)) {
    next.billingInfo = true;
    if (byBusiness)
      for (const part of ADDRESS_PARTS) {
        const billing = billingOf(part);
        if (next[billing].trim() === '') next[billing] = next[part];
      }
  } else if (next.billingInfo) {
    for (const part of ADDRESS_PARTS) {
      const billing = billingOf(part);
      if (!(part in patch) || billing in patch) continue;
      if (next[billing].trim() === '' || next[billing] === values[part]) next[billing] = next[part];
    }
  }
  return next;
}
