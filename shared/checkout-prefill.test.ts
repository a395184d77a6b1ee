import { describe, expect, test } from 'vitest';
import { PlaceOrderRequestSchema } from './contracts/store';
import { buildPlaceOrderPayload } from './checkout-payload';
import { checkoutPrefill, type PrefillAddress, type PrefillUser } from './checkout-prefill';
import { checkoutShape, createCheckoutSchema, type CheckoutFormInput } from './validation/checkout-schema';

const empty = checkoutShape.parse({});
const business: PrefillUser = {
  email: 'firma@demo.sk',
  firstName: 'Peter',
  lastName: 'Horváth',
  phone: '+421 905 111 222',
  isBusiness: true,
  businessName: 'Horváth s.r.o.',
  tin: '36396567',
  vatin: '2020202020',
  address: { street: 'Mlynská 5', city: 'Košice', postcode: '040 01', countryCode: 'SVK' },
  attributes: { custom: { formalTitle: 'Mr', ICDPH: 'SK2020202020' } },
};
const saved: PrefillAddress = {
  id: 7,
  name: 'Peter Horváth',
  businessName: null,
  street: 'Hlavná 12/3a',
  city: 'Bratislava',
  postcode: '811 01',
  countryCode: 'SVK',
  phone: null,
  isDefault: true,
};

describe('checkout prefill from the account', () => {
  test('a business account fills contact, company, IČO, DIČ, IČ DPH and the default saved address, on "Firma"', () => {
    expect(checkoutPrefill(business, [{ ...saved, id: 6, isDefault: false, street: 'Iná 1' }, saved], empty)).toEqual({
      fullName: 'Peter Horváth',
      email: 'firma@demo.sk',
      phone: '+421 905 111 222',
      formalTitle: 'Mr',
      businessName: 'Horváth s.r.o.',
      tin: '36396567',
      vatin: '2020202020',
      vatinsvk: 'SK2020202020',
      street: 'Hlavná',
      houseNumber: '12/3a',
      city: 'Bratislava',
      postcode: '811 01',
      country: 'SVK',
      isBusiness: true,
    });
  });

  test("without saved addresses the account's own address is used", () => {
    expect(checkoutPrefill(business, [], empty)).toMatchObject({ street: 'Mlynská', houseNumber: '5', city: 'Košice' });
  });

  test('typed values stay; a shopper who already chose "private" is not switched back', () => {
    const typed = { ...empty, fullName: 'Iné Meno', street: 'Moja 1', isBusiness: false };
    const patch = checkoutPrefill(business, [saved], typed);
    expect(patch.fullName).toBeUndefined();
    expect(patch.street).toBeUndefined();
    expect(patch.city).toBeUndefined();
    expect(patch.isBusiness).toBeUndefined();
    expect(patch.email).toBe('firma@demo.sk');
  });

  test('a private account stays "private"', () => {
    const person = { ...business, isBusiness: false, businessName: null, tin: null, vatin: null };
    expect(checkoutPrefill(person, [], empty).isBusiness).toBeUndefined();
  });
});

describe('a pickup order without an address', () => {
  const base: CheckoutFormInput = {
    shipper: '3',
    shipperBranch: '1',
    payment: '1',
    fullName: 'Jana Nováková',
    email: 'jana@example.sk',
    phone: '+421 900 123 456',
    terms: true,
  };
  const schema = createCheckoutSchema({ addressRequired: false, branchRequired: true });

  test('the form asks for no address and the order carries none', () => {
    const values = schema.parse(base);
    const payload = buildPlaceOrderPayload(values, { addressRequired: false });
    expect(payload.billing_address).toBeNull();
    expect(payload.shipping).toBeNull();
    expect(PlaceOrderRequestSchema.safeParse(payload).success).toBe(true);
  });

  test('a company still gives its billing address', () => {
    const values = schema.parse({
      ...base,
      isBusiness: true,
      businessName: 'Firma s.r.o.',
      tin: '36396567',
      billingInfo: true,
      billingStreet: 'Mlynská',
      billingHouseNumber: '5',
      billingCity: 'Košice',
      billingPostcode: '040 01',
      billingCountry: 'SVK',
    });
    const payload = buildPlaceOrderPayload(values, { addressRequired: false });
    expect(payload.billing_address).toEqual({
      street: 'Mlynská 5',
      city: 'Košice',
      postcode: '040 01',
      country_code: 'SVK',
    });
    expect(payload.shipping).toBeNull();
  });
});
