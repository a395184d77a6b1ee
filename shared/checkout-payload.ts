/**
 * The `cart/place` body (SPEC 7) from the checkout form (SPEC 3 "Checkout input fields") and the
 * shopper's tracking. Pure, so the rules of SPEC 5 about what is sent are tested in one place:
 * - shipping name falls back to the customer's name when blank;
 * - shipping business name and phone only when not blank (business name only when the theme allows
 *   it for a business customer);
 * - business (name, TIN, VATIN) only for a business customer with non-blank name and TIN;
 * - terms always true (the form does not submit without them); a business customer's business terms
 *   and a date of birth when given go in `custom` (`businessTerms`, `dateOfBirth`);
 * - registration fields only when registration counts (flag + non-empty password = confirmation);
 * - UTM, the IDP campaign code and the affiliate cjevent from the request's tracking, the custom order number in `custom`.
 */
import type { PlaceOrderRequest } from './contracts/store';
import { isRegistrationRequested } from './validation/field-rules';
import type { CheckoutFormValues } from './validation/checkout-schema';

export interface PlaceOrderContext {
  utm?: Partial<Record<'campaign' | 'content' | 'medium' | 'source' | 'term', string>>;
  /** SPEC 4: the IDP query parameter, kept in the `idp` cookie, sent as custom idpCampaignCode. */
  idpCampaignCode?: string | null;
  /** SPEC 9 affiliate click id (`cjevent` cookie, 30 days), sent in `custom.cjevent` for the postback. */
  cjevent?: string | null;
  /** Chosen order gifts (already reconciled against the cart, see checkout-choices.ts). */
  orderGifts?: readonly number[];
  /** The chosen shipper needs an address (Shipper.requiredAddress); without one none is sent. */
  addressRequired?: boolean;
  /** Theme switch: a business customer's shipping business name is sent only when allowed. */
  businessShippingNameAllowed?: boolean;
}

const clean = (v: string | null | undefined): string => (v ?? '').trim().replace(/\s+/g, ' ');
const orNull = (v: string | null | undefined): string | null => (clean(v) === '' ? null : clean(v));

/** "Jana Nováková" → first "Jana", last "Nováková"; "Ján de la Cruz" → "Ján", "de la Cruz". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = clean(fullName).split(' ').filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: words[0] ?? '' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/** The store's one-line street: "Hlavná" + "12" → "Hlavná 12" (split mode) or the combined field. */
export function streetLine(street: string, houseNumber: string): string {
  return [clean(street), clean(houseNumber)].filter(Boolean).join(' ');
}

const toId = (v: string): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function buildPlaceOrderPayload(values: CheckoutFormValues, context: PlaceOrderContext = {}): PlaceOrderRequest {
  const name = clean(values.fullName);
  const { firstName, lastName } = splitFullName(name);

  const deliveryAddress = {
    street: streetLine(values.street, values.houseNumber),
    city: clean(values.city),
    postcode: clean(values.postcode),
    country_code: clean(values.country).toUpperCase(),
  };
  const addressRequired = context.addressRequired ?? true;
  const billingAddress = values.billingInfo
    ? {
        street: streetLine(values.billingStreet, values.billingHouseNumber),
        city: clean(values.billingCity),
        postcode: clean(values.billingPostcode),
        country_code: clean(values.billingCountry || values.country).toUpperCase(),
      }
    : addressRequired
      ? deliveryAddress
      : null;

  const businessName = clean(values.businessName || values.companyName);
  const tin = clean(values.tin).replace(/\s+/g, '');
  const business =
    values.isBusiness && businessName !== '' && tin !== ''
      ? { business_name: businessName, TIN: tin, VATIN: orNull(values.vatinsvk) ?? orNull(values.vatin) }
      : null;

  const shippingBusinessName = orNull(values.shippingBusinessName);
  const allowBusinessShippingName = !values.isBusiness || (context.businessShippingNameAllowed ?? true);
  const shipping: NonNullable<PlaceOrderRequest['shipping']> = {
    name: orNull(values.shippingName) ?? name,
    address: deliveryAddress,
  };
  if (shippingBusinessName !== null && allowBusinessShippingName) shipping.business_name = shippingBusinessName;
  const shippingPhone = orNull(values.shippingPhone);
  if (shippingPhone !== null) shipping.phone = shippingPhone;
  // A pickup order goes to the pickup point: there is no shipping address to send.

  const custom: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(values.custom ?? {})) {
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') custom[k] = v;
  }
  const customOrderNumber = orNull(values.customOrderNumber);
  if (customOrderNumber !== null) custom.custom_order_number = customOrderNumber;
  const idp = orNull(context.idpCampaignCode);
  if (idp !== null) custom.idpCampaignCode = idp;
  const cjevent = orNull(context.cjevent);
  if (cjevent !== null) custom.cjevent = cjevent;
  if (values.formalTitle) custom.formalTitle = values.formalTitle;
  if (orNull(values.dateOfBirth) !== null) custom.dateOfBirth = clean(values.dateOfBirth);
  // A company's order says whether its buyer accepted the business terms (the store refuses it without).
  if (business) custom.businessTerms = values.businessTerms;

  const utm: NonNullable<PlaceOrderRequest['utm']> = {};
  for (const key of ['campaign', 'content', 'medium', 'source', 'term'] as const) {
    const v = orNull(context.utm?.[key]);
    if (v !== null) utm[key] = v;
  }

  const payload: PlaceOrderRequest = {
    name,
    firstName,
    lastName,
    email: clean(values.email),
    phone: clean(values.phone),
    billing_address: billingAddress,
    business,
    shipping: addressRequired ? shipping : null,
    custom,
    comment: orNull(values.note),
    shipper_comment: orNull(values.note_for_shipper),
    payment_id: toId(values.payment) ?? 0,
    shipper_id: toId(values.shipper) ?? 0,
    branch_id: toId(values.shipperBranch),
    terms: true,
    cardRequest: values.cardRequest,
    order_gifts: [...(context.orderGifts ?? [])],
    newsletter: values.newsletter,
    heureka_allow: values.heurekaAllow,
    zbozicz_allow: values.zboziczAllow,
    magazine: values.magazine,
    phone_notification: values.phoneNotification,
    delivery_time_id: orNull(values.deliveryTimeSlot),
    utm,
    registration: false,
  };
  if (isRegistrationRequested(values)) {
    payload.registration = true;
    payload.password = values.password;
    payload.password_confirmation = values.passwordConfirmation;
  }
  return payload;
}
