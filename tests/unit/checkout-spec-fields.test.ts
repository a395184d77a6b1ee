import { describe, expect, test } from 'vitest';
import { PlaceOrderRequestSchema } from '../../shared/contracts/store';
import { applyCheckoutEdit } from '../../shared/checkout-edit';
import { buildPlaceOrderPayload } from '../../shared/checkout-payload';
import { checkoutPrefill, type PrefillUser } from '../../shared/checkout-prefill';
import { checkoutShape, createCheckoutSchema, type CheckoutFormInput } from '../../shared/validation/checkout-schema';
import { dateOfBirthProblem, isAdultBorn } from '../../shared/validation/field-rules';

/**
 * Issue 31 "spec features still missing": the date of birth and the business terms offered in
 * checkout (SPEC 3 checkout input fields dateOfBirth, businessTerms), checked by the same rules in
 * the form and in the order the worker forwards; billing info switched on by business fields (SPEC 4).
 */

const base: CheckoutFormInput = {
  shipper: '2',
  payment: '1',
  fullName: 'Jana Nováková',
  email: 'jana@example.sk',
  phone: '+421 900 123 456',
  street: 'Hlavná',
  houseNumber: '12',
  city: 'Bratislava',
  postcode: '811 01',
  country: 'SVK',
  terms: true,
};
/** The form's values as it holds them (the edit rules run on every keystroke, valid or not). */
const values = (over: Partial<CheckoutFormInput> = {}) => checkoutShape.parse({ ...base, ...over });
const company = { isBusiness: true, businessName: 'Firma s.r.o.', tin: '25596641' };
const issuesOf = (input: unknown) => {
  const r = PlaceOrderRequestSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('date of birth', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  test('adult from the 18th birthday on (UTC), a real past date only', () => {
    expect(isAdultBorn('2008-11-26', now)).toBe(true);
    expect(isAdultBorn('2008-11-27', now)).toBe(false);
    expect(isAdultBorn('1990-02-28', now)).toBe(true);
    expect(dateOfBirthProblem('2008-11-26', now)).toBeNull();
    expect(dateOfBirthProblem('2010-05-01', now)).toBe('validation.adult');
    expect(dateOfBirthProblem('1990-02-30', now)).toBe('validation.dateOfBirth');
    expect(dateOfBirthProblem('2030-01-01', now)).toBe('validation.dateOfBirth');
    expect(dateOfBirthProblem('1.2.1990', now)).toBe('validation.dateOfBirth');
  });

  test('optional in the form, but a given one must be a real date of an adult', () => {
    const schema = createCheckoutSchema();
    const errors = (dateOfBirth: string) =>
      schema.safeParse({ ...base, dateOfBirth }).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
    expect(errors('')).toEqual([]);
    expect(errors('1990-04-01')).toEqual([]);
    expect(errors('2015-04-01')).toEqual([['dateOfBirth', 'validation.adult']]);
    expect(errors('1990-13-01')).toEqual([['dateOfBirth', 'validation.dateOfBirth']]);
  });

  test('travels to the store in custom.dateOfBirth, and the order contract refuses a minor or a non-date', () => {
    const order = buildPlaceOrderPayload(values({ dateOfBirth: '1990-04-01' }));
    expect(order.custom).toMatchObject({ dateOfBirth: '1990-04-01' });
    expect(issuesOf(order)).toEqual([]);
    expect(issuesOf({ ...order, custom: { dateOfBirth: '2015-04-01' } })).toEqual(['custom.dateOfBirth']);
    expect(issuesOf({ ...order, custom: { dateOfBirth: 'yesterday' } })).toEqual(['custom.dateOfBirth']);
    expect(issuesOf({ ...order, custom: { dateOfBirth: 19900401 } })).toEqual(['custom.dateOfBirth']);
    // Without one, nothing is sent and nothing asked.
    expect(buildPlaceOrderPayload(values()).custom).not.toHaveProperty('dateOfBirth');
  });

  test('a logged-in shopper starts with the date of birth of the account', () => {
    const user: PrefillUser = {
      email: 'jana@example.sk',
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: null,
      isBusiness: false,
      businessName: null,
      tin: null,
      vatin: null,
      address: null,
      attributes: { custom: { formalTitle: null, ICDPH: null, dateOfBirth: '1988-06-15' } },
    };
    expect(checkoutPrefill(user, [], values({ fullName: '', email: '' }))).toMatchObject({ dateOfBirth: '1988-06-15' });
    expect(checkoutPrefill(user, [], values({ dateOfBirth: '1990-01-01' }))).not.toHaveProperty('dateOfBirth');
  });
});

describe('business terms', () => {
  test('a company must accept them in the form', () => {
    const schema = createCheckoutSchema({ businessTermsRequired: true });
    expect(schema.safeParse({ ...base, ...company }).error?.issues.map((i) => i.message)).toEqual([
      'validation.businessTerms',
    ]);
    expect(schema.safeParse({ ...base, ...company, businessTerms: true }).success).toBe(true);
    expect(schema.safeParse(base).success).toBe(true);
  });

  test("a company's order carries custom.businessTerms; the order contract refuses one without", () => {
    const order = buildPlaceOrderPayload(values({ ...company, businessTerms: true }));
    expect(order.business).not.toBeNull();
    expect(order.custom).toMatchObject({ businessTerms: true });
    expect(issuesOf(order)).toEqual([]);
    expect(issuesOf({ ...order, custom: {} })).toEqual(['custom.businessTerms']);
    expect(issuesOf(buildPlaceOrderPayload(values({ ...company, businessTerms: false })))).toEqual([
      'custom.businessTerms',
    ]);
    // A private customer's order says nothing about them.
    expect(buildPlaceOrderPayload(values({ businessTerms: true })).custom).not.toHaveProperty('businessTerms');
  });
});

describe('SPEC 4: billing info switches on from billing or business fields', () => {
  const start = values();

  test('a company name or id switches billing info on, the billing address starting as the delivery address', () => {
    for (const field of ['businessName', 'tin', 'vatin', 'vatinsvk'] as const) {
      const next = applyCheckoutEdit(start, { [field]: 'X1' });
      expect(next.billingInfo, field).toBe(true);
      expect(next).toMatchObject({
        billingStreet: 'Hlavná',
        billingHouseNumber: '12',
        billingCity: 'Bratislava',
        billingPostcode: '811 01',
        billingCountry: 'SVK',
      });
    }
    // Clearing a field, or a blank one, switches nothing on.
    expect(applyCheckoutEdit(start, { businessName: '  ' }).billingInfo).toBe(false);
  });

  test('the business flag follows the id fields only (a company name alone does not make a company)', () => {
    expect(applyCheckoutEdit(start, { tin: '25596641' }).isBusiness).toBe(true);
    expect(applyCheckoutEdit(start, { vatinsvk: 'SK2021234567' }).isBusiness).toBe(true);
    expect(applyCheckoutEdit(start, { businessName: 'Firma' }).isBusiness).toBe(false);
  });

  test('a billing field switches billing info on and keeps what was typed', () => {
    const next = applyCheckoutEdit(start, { billingCity: 'Košice' });
    expect(next.billingInfo).toBe(true);
    expect(next.billingCity).toBe('Košice');
    expect(next.billingStreet).toBe('');
  });

  test('the billing address follows the delivery address until the shopper types another', () => {
    const empty = values({ street: '', houseNumber: '', city: '', postcode: '' });
    let v = applyCheckoutEdit(empty, { tin: '25596641' });
    expect(v.billingInfo).toBe(true);
    v = applyCheckoutEdit(v, { street: 'Hlavná' });
    v = applyCheckoutEdit(v, { city: 'Bratislava' });
    expect([v.billingStreet, v.billingCity]).toEqual(['Hlavná', 'Bratislava']);
    v = applyCheckoutEdit(v, { billingCity: 'Košice' });
    v = applyCheckoutEdit(v, { city: 'Trnava' });
    expect([v.city, v.billingCity]).toEqual(['Trnava', 'Košice']);
  });

  test('a shopper who unticks billing info keeps it off', () => {
    const on = applyCheckoutEdit(start, { tin: '25596641' });
    const off = applyCheckoutEdit(on, { billingInfo: false });
    expect(off.billingInfo).toBe(false);
    expect(applyCheckoutEdit(off, { street: 'Iná' }).billingStreet).toBe('Hlavná');
  });
});
