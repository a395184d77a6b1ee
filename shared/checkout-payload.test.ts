import { describe, expect, test } from 'vitest';
import { PlaceOrderRequestSchema } from './contracts/store';
import { buildPlaceOrderPayload, splitFullName } from './checkout-payload';
import { createCheckoutSchema, type CheckoutFormInput } from './validation/checkout-schema';

const base: CheckoutFormInput = {
  shipper: '2',
  payment: '1',
  fullName: 'Jana  Nováková',
  email: ' jana@example.sk ',
  phone: '+421 900 123 456',
  street: 'Hlavná',
  houseNumber: '12',
  city: 'Bratislava',
  postcode: '811 01',
  country: 'SVK',
  terms: true,
};
const values = (over: Partial<CheckoutFormInput> = {}) => createCheckoutSchema().parse({ ...base, ...over });

describe('buildPlaceOrderPayload', () => {
  test('a plain guest order matches the cart/place contract', () => {
    const p = buildPlaceOrderPayload(values(), { utm: { source: 'google', medium: '' }, idpCampaignCode: 'IDP42' });
    expect(PlaceOrderRequestSchema.safeParse(p).success).toBe(true);
    expect(p).toMatchObject({
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.sk',
      billing_address: { street: 'Hlavná 12', city: 'Bratislava', postcode: '811 01', country_code: 'SVK' },
      business: null,
      shipping: { name: 'Jana Nováková', address: { street: 'Hlavná 12' } },
      shipper_id: 2,
      payment_id: 1,
      branch_id: null,
      terms: true,
      utm: { source: 'google' },
      registration: false,
    });
    expect(p.custom).toEqual({ idpCampaignCode: 'IDP42' });
    expect(p.shipping).not.toHaveProperty('business_name');
    expect(p.shipping).not.toHaveProperty('phone');
    expect(p).not.toHaveProperty('password');
  });

  test('shipping name falls back to the customer, recipient business name and phone only when given', () => {
    const blank = buildPlaceOrderPayload(values({ shippingName: '  ', shippingPhone: ' ', shippingBusinessName: '' }));
    expect(blank.shipping).toEqual({ name: 'Jana Nováková', address: blank.billing_address });
    const given = buildPlaceOrderPayload(
      values({ shippingName: 'Peter Novák', shippingPhone: '+421 911 111 111', shippingBusinessName: 'ACME' }),
    );
    expect(given.shipping).toMatchObject({ name: 'Peter Novák', phone: '+421 911 111 111', business_name: 'ACME' });
  });

  test('a business customer sends business fields only when name and TIN are filled; theme may hide the shipping business name', () => {
    const b2b = buildPlaceOrderPayload(
      values({
        isBusiness: true,
        businessName: 'Firma s.r.o.',
        tin: '255 96 641',
        vatin: 'CZ25596641',
        shippingBusinessName: 'Sklad',
      }),
      {
        businessShippingNameAllowed: false,
      },
    );
    expect(b2b.business).toEqual({ business_name: 'Firma s.r.o.', TIN: '25596641', VATIN: 'CZ25596641' });
    expect(b2b.shipping).not.toHaveProperty('business_name');
    const notBusiness = buildPlaceOrderPayload(values({ isBusiness: false, businessName: 'Firma', tin: '25596641' }));
    expect(notBusiness.business).toBeNull();
  });

  test('separate billing address, branch, slot, notes, gifts, custom order number', () => {
    const p = buildPlaceOrderPayload(
      values({
        billingInfo: true,
        billingStreet: 'Dlhá',
        billingHouseNumber: '5',
        billingCity: 'Praha',
        billingPostcode: '110 00',
        billingCountry: 'CZE',
        shipper: '3',
        shipperBranch: '17',
        deliveryTimeSlot: '5-2026-01-01-08',
        note: ' ring twice ',
        note_for_shipper: '',
        customOrderNumber: 'PO-77',
      }),
      { orderGifts: [3] },
    );
    expect(p.billing_address).toEqual({ street: 'Dlhá 5', city: 'Praha', postcode: '110 00', country_code: 'CZE' });
    expect(p.shipping?.address.street).toBe('Hlavná 12');
    expect(p).toMatchObject({
      shipper_id: 3,
      branch_id: 17,
      delivery_time_id: '5-2026-01-01-08',
      comment: 'ring twice',
      shipper_comment: null,
      order_gifts: [3],
    });
    expect(p.custom).toMatchObject({ custom_order_number: 'PO-77' });
  });

  test('registration only when flagged with matching non-empty passwords', () => {
    expect(
      buildPlaceOrderPayload(
        values({ isRegistration: true, password: 'secret123', passwordConfirmation: 'secret123' }),
      ),
    ).toMatchObject({
      registration: true,
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    // (the form would not submit a mismatch; the payload still must not register with it)
    expect(
      buildPlaceOrderPayload({
        ...values(),
        isRegistration: true,
        password: 'secret123',
        passwordConfirmation: 'other',
      }).registration,
    ).toBe(false);
    expect(
      buildPlaceOrderPayload(values({ isRegistration: false, password: 'x', passwordConfirmation: 'x' })).registration,
    ).toBe(false);
  });

  test('splitFullName', () => {
    expect(splitFullName('Ján de la Cruz')).toEqual({ firstName: 'Ján', lastName: 'de la Cruz' });
  });
});
