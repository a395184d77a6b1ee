import { describe, expect, test } from 'vitest';
import { billingCountryOf, checkoutFieldErrors, createCheckoutSchema, type CheckoutFormInput } from './checkout-schema';
import { newsletterError } from './email-address';
import { isMessageKey } from '../i18n/dictionary';

const valid: CheckoutFormInput = {
  shipper: '3',
  payment: '7',
  fullName: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '+420 777 123 456',
  street: 'Karlova',
  houseNumber: '12/3a',
  city: 'Praha',
  postcode: '110 00',
  country: 'CZE',
  terms: true,
};

const errorsOf = (input: CheckoutFormInput, options = {}) =>
  Object.fromEntries(Object.entries(checkoutFieldErrors(input, options)).map(([k, v]) => [k, v!.messageKey]));

describe('checkout schema', () => {
  test('a complete b2c form is valid and gets defaults', () => {
    const parsed = createCheckoutSchema().parse(valid);
    expect(parsed.isBusiness).toBe(false);
    expect(parsed.note).toBe('');
    expect(checkoutFieldErrors(valid)).toEqual({});
  });

  test('empty form: required fields, shipper, payment, terms', () => {
    expect(errorsOf({})).toEqual({
      shipper: 'validation.shipper',
      payment: 'validation.payment',
      fullName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      street: 'validation.required',
      houseNumber: 'validation.required',
      city: 'validation.required',
      country: 'validation.country',
      postcode: 'validation.required',
      terms: 'validation.terms',
    });
  });

  test('format rules', () => {
    expect(
      errorsOf({
        ...valid,
        fullName: 'Jana',
        email: 'jana@',
        phone: '777123456',
        postcode: '1100',
        street: 'Karlova 12/3a',
      }),
    ).toEqual({
      fullName: 'validation.fullName',
      email: 'validation.email',
      phone: 'validation.phone',
      street: 'validation.streetOnly',
      postcode: 'validation.postcode.CZE',
    });
  });

  test('house number: one word, not the street', () => {
    expect(errorsOf({ ...valid, houseNumber: '12 3' })).toEqual({ houseNumber: 'validation.houseNumber' });
    // the street then also "contains" the number, so both fields are flagged
    expect(errorsOf({ ...valid, houseNumber: 'Karlova' })).toEqual({
      street: 'validation.streetOnly',
      houseNumber: 'validation.houseNumberSameAsStreet',
    });
  });

  test('postcode by the chosen country', () => {
    expect(errorsOf({ ...valid, country: 'DEU', postcode: '1234' })).toEqual({ postcode: 'validation.postcode.DEU' });
    expect(errorsOf({ ...valid, country: 'SVK', postcode: '811 01' })).toEqual({});
  });

  test('combined street-and-number mode', () => {
    const options = { streetMode: 'combined' as const };
    expect(errorsOf({ ...valid, street: 'Karlova 12', houseNumber: '' }, options)).toEqual({});
    expect(errorsOf({ ...valid, street: 'Karlova', houseNumber: '' }, options)).toEqual({
      street: 'validation.streetAndNumber',
    });
  });

  test('pickup shippers: no address needed, branch required', () => {
    const input = { ...valid, street: '', houseNumber: '', city: '', postcode: '', country: '' };
    expect(errorsOf(input, { addressRequired: false, branchRequired: true })).toEqual({
      shipperBranch: 'validation.shipperBranch',
    });
    expect(errorsOf({ ...input, shipperBranch: '42' }, { addressRequired: false, branchRequired: true })).toEqual({});
  });

  test('time slot when required', () => {
    expect(errorsOf(valid, { timeSlotRequired: true })).toEqual({ deliveryTimeSlot: 'validation.deliveryTimeSlot' });
  });

  describe('business', () => {
    const business = { ...valid, isBusiness: true, businessName: 'Firma s.r.o.', tin: '25596641' };
    test('valid IČO', () => expect(errorsOf(business)).toEqual({}));
    test('name and TIN required', () => {
      expect(errorsOf({ ...business, businessName: '', tin: '' })).toEqual({
        businessName: 'validation.businessName',
        tin: 'validation.required',
      });
    });
    test('bad IČO for a Czech billing country', () => {
      expect(errorsOf({ ...business, tin: '25596642' })).toEqual({ tin: 'validation.tin' });
    });
    test('TIN follows the billing country, not the delivery country', () => {
      const billing = {
        billingInfo: true,
        billingStreet: 'Hlavná',
        billingHouseNumber: '1',
        billingCity: 'Bratislava',
        billingPostcode: '811 01',
        billingCountry: 'SVK',
      };
      // 25596641 is a valid IČO, 12345678 is not: the Slovak billing country checks it as the Czech one would.
      expect(errorsOf({ ...business, ...billing, tin: '25596641' })).toEqual({});
      expect(errorsOf({ ...business, ...billing, tin: '12345678' })).toEqual({ tin: 'validation.tin' });
      expect(
        errorsOf({ ...business, ...billing, billingCountry: 'AUT', billingPostcode: '1010', tin: '12345678' }),
      ).toEqual({});
      expect(billingCountryOf({ billingInfo: true, billingCountry: 'SVK', country: 'CZE' })).toBe('SVK');
      expect(billingCountryOf({ billingInfo: false, billingCountry: 'SVK', country: 'CZE' })).toBe('CZE');
      expect(billingCountryOf({ billingInfo: true, billingCountry: '', country: 'CZE' })).toBe('CZE');
    });
    test('a TIN typed by a non-business customer is still checked', () => {
      expect(errorsOf({ ...valid, tin: '11111111' })).toEqual({ tin: 'validation.tin' });
    });
    test('business terms when required', () => {
      expect(errorsOf(business, { businessTermsRequired: true })).toEqual({
        businessTerms: 'validation.businessTerms',
      });
      expect(errorsOf({ ...business, businessTerms: true }, { businessTermsRequired: true })).toEqual({});
    });
  });

  test('billing address validated when billing info is on', () => {
    expect(errorsOf({ ...valid, billingInfo: true, billingCountry: 'AUT', billingPostcode: '12345' })).toEqual({
      billingStreet: 'validation.required',
      billingHouseNumber: 'validation.required',
      billingCity: 'validation.required',
      billingPostcode: 'validation.postcode.AUT',
    });
  });

  test('recipient phone only checked when given', () => {
    expect(errorsOf({ ...valid, shippingPhone: '' })).toEqual({});
    expect(errorsOf({ ...valid, shippingPhone: '123' })).toEqual({ shippingPhone: 'validation.phone' });
  });

  test('registration: password required and equal to its confirmation', () => {
    expect(errorsOf({ ...valid, isRegistration: true })).toEqual({ password: 'validation.password' });
    expect(errorsOf({ ...valid, isRegistration: true, password: 'abc12345', passwordConfirmation: 'abc' })).toEqual({
      passwordConfirmation: 'validation.passwordMismatch',
    });
    expect(
      errorsOf({ ...valid, isRegistration: true, password: 'abc12345', passwordConfirmation: 'abc12345' }),
    ).toEqual({});
    expect(
      checkoutFieldErrors(
        { ...valid, isRegistration: true, password: 'abc', passwordConfirmation: 'abc' },
        { passwordMinLength: 6 },
      ),
    ).toEqual({
      password: { messageKey: 'validation.passwordTooShort', params: { min: 6 } },
    });
    // without the flag the password fields are ignored
    expect(errorsOf({ ...valid, password: 'x', passwordConfirmation: 'y' })).toEqual({});
  });

  test('address-validation service drops own format rules but keeps required', () => {
    const sloppy = {
      ...valid,
      fullName: 'Jana',
      email: 'jana@',
      phone: '777',
      street: 'Karlova 12',
      houseNumber: '12',
      postcode: '1',
      isBusiness: true,
      businessName: 'X',
      tin: '11111111',
    };
    expect(errorsOf(sloppy, { addressValidationService: true })).toEqual({});
    expect(errorsOf({ ...valid, fullName: '' }, { addressValidationService: true })).toEqual({
      fullName: 'validation.required',
    });
  });

  test('date of birth when asked for', () => {
    expect(errorsOf(valid, { dateOfBirthRequired: true })).toEqual({ dateOfBirth: 'validation.required' });
    expect(errorsOf({ ...valid, dateOfBirth: 'not a date' }, { dateOfBirthRequired: true })).toEqual({
      dateOfBirth: 'validation.dateOfBirth',
    });
    expect(errorsOf({ ...valid, dateOfBirth: '1990-04-01' }, { dateOfBirthRequired: true })).toEqual({});
  });

  test('single field check (on change / blur)', () => {
    // The page checks the whole form and shows each field's own error (cross-field rules see the whole form).
    expect(checkoutFieldErrors({ ...valid, phone: '123' }).phone).toEqual({ messageKey: 'validation.phone' });
    expect(checkoutFieldErrors({ ...valid, phone: '123' }).email).toBeUndefined();
  });

  test('formal title only Mr or Mrs', () => {
    expect(createCheckoutSchema().safeParse({ ...valid, formalTitle: 'Mrs' }).success).toBe(true);
    expect(createCheckoutSchema().safeParse({ ...valid, formalTitle: 'Dr' }).success).toBe(false);
  });

  test('every message the schema can produce is a dictionary key', () => {
    const keys = new Set<string>();
    const inputs: [CheckoutFormInput, object][] = [
      [{}, { branchRequired: true, timeSlotRequired: true, dateOfBirthRequired: true }],
      [{ ...valid, fullName: 'J', email: 'x', phone: 'x', street: 'Karlova 1', houseNumber: '1', postcode: 'x' }, {}],
      [{ ...valid, houseNumber: '1 2', country: 'AUT', postcode: 'x' }, {}],
      [{ ...valid, houseNumber: 'Karlova', country: 'DEU', postcode: 'x' }, {}],
      [{ ...valid, country: 'CHE', postcode: 'x', isBusiness: true, tin: '1' }, { businessTermsRequired: true }],
      [{ ...valid, street: 'x' }, { streetMode: 'combined' }],
      [{ ...valid, isRegistration: true, password: 'a', passwordConfirmation: 'b' }, { passwordMinLength: 5 }],
      [{ ...valid, isRegistration: true }, {}],
      [{ ...valid, dateOfBirth: 'x' }, { dateOfBirthRequired: true }],
    ];
    for (const [input, options] of inputs) {
      for (const e of Object.values(checkoutFieldErrors(input, options))) keys.add(e!.messageKey);
    }
    expect(keys.size).toBeGreaterThan(15);
    expect([...keys].filter((k) => !isMessageKey(k))).toEqual([]);
  });
});

describe('newsletter', () => {
  test('required, then e-mail type', () => {
    expect(newsletterError('')).toBe('validation.newsletterEmailRequired');
    expect(newsletterError('   ')).toBe('validation.newsletterEmailRequired');
    expect(newsletterError(undefined)).toBe('validation.newsletterEmailRequired');
    expect(newsletterError('jana@')).toBe('validation.email');
    expect(newsletterError(' jana@example.sk ')).toBeNull();
    expect(isMessageKey('validation.newsletterEmailRequired')).toBe(true);
  });
});
