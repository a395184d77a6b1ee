import { describe, expect, test } from 'vitest';
import { checkoutFieldErrors } from '../../shared/validation/checkout-schema';
import { isDic, isPhone, isPostcode, isSkVatin, isTin } from '../../shared/validation/field-rules';

/**
 * Issue 31 item 4: the Slovak checkout's rules are as strict as the Czech ones. Sources are named
 * beside each rule in shared/validation/field-rules.ts.
 */

describe('Slovak postcode, IČO, DIČ, IČ DPH and phone', () => {
  test('PSČ: five digits starting with 0, 8 or 9, "XXX XX" or "XXXXX"', () => {
    for (const ok of ['811 01', '81101', '040 01', '974 01']) expect(isPostcode(ok, 'SVK')).toBe(true);
    for (const bad of ['ABC', '1', '99999999', '110 00', '8110', '811  01']) expect(isPostcode(bad, 'SVK')).toBe(false);
  });

  test('IČO: eight digits with the Czechoslovak checksum', () => {
    expect(isTin('36396567', 'SVK')).toBe(true);
    expect(isTin('363 965 67', 'SVK')).toBe(true);
    for (const bad of ['1234', 'ABCDEFGH', '12345678', '363965670']) expect(isTin(bad, 'SVK')).toBe(false);
  });

  test('DIČ: ten digits, the first not 0 (Slovak); CZ and 8 to 10 digits (Czech)', () => {
    expect(isDic('2021234567', 'SVK')).toBe(true);
    expect(isDic('SK2021234567', 'SVK')).toBe(true); // written with the prefix: an IČ DPH
    for (const bad of ['0021234567', '202123456', 'SK2020202020', 'ABCDEFGHIJ', 'ABCDEFGH', '1'])
      expect(isDic(bad, 'SVK'), bad).toBe(false);
    expect(isDic('CZ25596641', 'CZE')).toBe(true);
    expect(isDic('25596641', 'CZE')).toBe(true);
    expect(isDic('CZ1234', 'CZE')).toBe(false);
  });

  test('IČ DPH: SK, ten digits divisible by 11, third digit 2, 3, 4, 7, 8 or 9', () => {
    expect(isSkVatin('SK2021234567')).toBe(true);
    expect(isSkVatin('sk 2021 234 567')).toBe(true);
    for (const bad of ['SK2020202020', 'SK2021234568', 'SK2051234565', 'SK0021234567', 'CZ2021234567', 'SK202123456'])
      expect(isSkVatin(bad), bad).toBe(false);
  });

  test('phone: +421 and nine digits (a trunk "(0)" tolerated)', () => {
    for (const ok of ['+421 900 123 456', '+421900123456', '+421 (0)900 123 456']) expect(isPhone(ok)).toBe(true);
    for (const bad of ['99999999', '+421 999 999 999 999 999', '+421 900 123', '1', '+421 0900 123 456'])
      expect(isPhone(bad), bad).toBe(false);
  });

  test('the checkout refuses a Slovak address and business with bad postcode, IČO, DIČ, IČ DPH and phone', () => {
    const errors = checkoutFieldErrors({
      fullName: 'Jana Nováková',
      email: 'jana@example.sk',
      phone: '+421 999 999 999 999 999',
      street: 'Hlavná',
      houseNumber: '12',
      city: 'Bratislava',
      postcode: 'ABC',
      country: 'SVK',
      isBusiness: true,
      businessName: 'Firma s.r.o.',
      tin: '1234',
      vatin: 'ABCDEFGH',
      vatinsvk: 'SK2020202020',
      shipper: '2',
      payment: '1',
      terms: true,
    });
    expect(errors.postcode?.messageKey).toBe('validation.postcode.SVK');
    expect(errors.tin?.messageKey).toBe('validation.tin');
    expect(errors.vatin?.messageKey).toBe('validation.vatin');
    expect(errors.vatinsvk?.messageKey).toBe('validation.vatinSk');
    expect(errors.phone?.messageKey).toBe('validation.phone');
  });
});
