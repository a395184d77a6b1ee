import { describe, expect, test } from 'vitest';
import {
  isEmail,
  isFullName,
  isHouseNumber,
  isPhone,
  isPostcode,
  isRegistrationRequested,
  isStreetAndNumber,
  isStreetOnly,
  isTin,
  isValidIco,
  normalizeTin,
  postcodeMessageKey,
} from '../../shared/validation/field-rules';
import {
  ADDRESS_SERVICE_FIELDS,
  fromAddressServiceCountry,
  ownRuleApplies,
  toAddressServiceCountry,
} from '../../shared/validation/address-validation';

describe('full_name: at least two words', () => {
  test.each(['Jana Nováková', 'Ján de la Cruz', '  Peter   Novák  ', 'J. Novák', 'Anna\tMaria'])('valid: %j', (v) => {
    expect(isFullName(v)).toBe(true);
  });
  test.each(['', '   ', 'Jana', '  Nováková  ', null, undefined])('invalid: %j', (v) => {
    expect(isFullName(v)).toBe(false);
  });
});

describe('phone: + and at least 9 of digits, spaces, . - / ( )', () => {
  test.each([
    '+420123456789',
    '+420 123 456 789',
    '+421 (0)900.123-456',
    '+49/151/2345678',
    '+123456789',
    ' +420 777 888 999 ',
  ])('valid: %j', (v) => expect(isPhone(v)).toBe(true));
  test.each([
    '420123456789', // no +
    '+12345678', // 8 characters
    '+420 12345a678', // letter
    '++420123456789',
    '+420_123_456_789',
    '+ . . . . . ', // no digit at all
    '',
    null,
  ])('invalid: %j', (v) => expect(isPhone(v)).toBe(false));
  test('spaces count toward the 9 characters (SPEC 5 literally)', () => {
    expect(isPhone('+49 12 3 4')).toBe(true);
  });
  test('Czech and Slovak numbers have exactly 9 digits after the country code; none more than 15 (E.164)', () => {
    expect(isPhone('+420 12 34')).toBe(false);
    expect(isPhone('+421 900 123 45')).toBe(false);
    expect(isPhone('+421 900 123 4567')).toBe(false);
    expect(isPhone('+421 999 999 999 999 999')).toBe(false);
    expect(isPhone('+49 1512 3456 7890 1234')).toBe(false);
  });
});

describe('street_only: the street must not contain the house number', () => {
  test('a street without the number passes', () => {
    expect(isStreetOnly('Hlavná', '12')).toBe(true);
    expect(isStreetOnly('Hlavná', '')).toBe(true);
    expect(isStreetOnly('Hlavná 12', null)).toBe(true);
  });
  test('the number inside the street fails', () => {
    expect(isStreetOnly('Hlavná 12', '12')).toBe(false);
    expect(isStreetOnly('12 Hlavná', '12')).toBe(false);
    expect(isStreetOnly('Hlavná, 12/3a', '12/3A')).toBe(false);
  });
  test('numbers that are part of the street name pass', () => {
    expect(isStreetOnly('28. října', '28')).toBe(true);
    expect(isStreetOnly('Nám. 1. mája', '1')).toBe(true);
    expect(isStreetOnly('Hlavná 123', '12')).toBe(true);
  });
});

describe('house_number: one word, not equal to the reference', () => {
  test.each(['12', '12/3a', '1234/56', 'č.p.5'])('valid: %j', (v) => expect(isHouseNumber(v, 'Hlavná')).toBe(true));
  test('empty is left to the required rule', () => expect(isHouseNumber('', 'Hlavná')).toBe(true));
  test('two words fail', () => expect(isHouseNumber('12 3', 'Hlavná')).toBe(false));
  test('equal to the reference fails (case and spaces ignored)', () => {
    expect(isHouseNumber('Hlavná', 'Hlavná')).toBe(false);
    expect(isHouseNumber(' hlavná ', 'HLAVNÁ')).toBe(false);
  });
  test('no reference', () => expect(isHouseNumber('12')).toBe(true));
});

describe('street_and_number', () => {
  test.each([
    'Hlavná 12',
    'Nám. SNP 12/3a',
    'Karlova 1234/56',
    '28. října 5',
    'Dlouhá   7',
    'Straße des 17. Juni 5',
    'Lange Gasse 3-5',
  ])('valid: %j', (v) => expect(isStreetAndNumber(v)).toBe(true));
  test.each(['Hlavná', '12', 'Hlavná12', '12 34', '', '   ', 'Hlavná 12 b'])('invalid: %j', (v) => {
    expect(isStreetAndNumber(v)).toBe(false);
  });
});

describe('postcode by country', () => {
  test.each([
    ['AUT', '1010', true],
    ['AUT', '101', false],
    ['AUT', '10100', false],
    ['AUT', 'A1010', false],
    ['DEU', '10115', true],
    ['DEU', '1011', false],
    ['DEU', '101150', false],
    ['CZE', '11000', true],
    ['CZE', '110 00', true],
    ['CZE', '110  00', false],
    ['CZE', '1100', false],
    ['CZE', '110-00', false],
    ['CZE', ' 110 00 ', true],
    ['CHE', '8001', true],
    ['CHE', '80011', false],
    ['SVK', 'anything', false],
    ['SVK', 'ABC', false],
    ['SVK', '1', false],
    ['SVK', '99999999', false],
    ['SVK', '811 01', true],
    ['SVK', '04001', true],
    ['SVK', '110 00', false], // a Czech postcode
    ['POL', '00-950', true],
    ['', '??', true],
    ['cze', '11000', true],
    ['cze', '1100', false],
  ] as const)('%s %j → %s', (country, value, ok) => {
    expect(isPostcode(value, country)).toBe(ok);
  });
  test('message key per country', () => {
    expect(postcodeMessageKey('CZE')).toBe('validation.postcode.CZE');
    expect(postcodeMessageKey('aut')).toBe('validation.postcode.AUT');
    expect(postcodeMessageKey('SVK')).toBe('validation.postcode.SVK');
    expect(postcodeMessageKey('POL')).toBe('validation.postcode.generic');
  });
});

describe('tin (IČO)', () => {
  test.each(['25596641', '27082440', '45274649', '00023221', '49240901', '00006947'])('real IČO %s is valid', (ico) => {
    expect(isValidIco(ico)).toBe(true);
    expect(isTin(ico, 'CZE')).toBe(true);
  });
  test.each(['25596642', '27082441', '45274640', '12345678', '1234567', '123456789', 'abcdefgh', '2559664a'])(
    '%s is invalid',
    (ico) => {
      expect(isTin(ico, 'CZE')).toBe(false);
    },
  );
  test('check digit rule: remainder 0 → 1, remainder 1 → 0, else 11 − r', () => {
    // 2559664·: sum 176, 176 mod 11 = 0 → 1
    expect(isValidIco('25596641')).toBe(true);
    // 2708244·: sum 133, mod 11 = 1 → 0
    expect(isValidIco('27082440')).toBe(true);
    // 4527464·: sum 156, mod 11 = 2 → 9
    expect(isValidIco('45274649')).toBe(true);
  });
  test('CZE: empty passes; spaces are ignored', () => {
    expect(isTin('', 'CZE')).toBe(true);
    expect(isTin('   ', 'CZE')).toBe(true);
    expect(isTin(null, 'CZE')).toBe(true);
    expect(isTin('255 96 641', 'CZE')).toBe(true);
    expect(normalizeTin(' 255 96 641 ')).toBe('25596641');
  });
  test('Slovak IČO: the same checksum (36396567 is a real one)', () => {
    expect(isTin('36396567', 'SVK')).toBe(true);
    expect(isTin('', 'SVK')).toBe(true);
    for (const bad of ['12345678', '1234', 'ABCDEFGH', '36396568']) expect(isTin(bad, 'SVK')).toBe(false);
  });
  test('other countries pass', () => {
    expect(isTin('whatever', 'DEU')).toBe(true);
    expect(isTin('12345678', '')).toBe(true);
  });
});

describe('e-mail', () => {
  test.each(['jana@example.sk', 'jana.novakova+shop@mail.example.cz', ' jana@example.sk '])('valid: %j', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  test.each(['', 'jana', 'jana@', '@example.sk', 'jana@example', 'ja na@example.sk', null])('invalid: %j', (v) =>
    expect(isEmail(v)).toBe(false),
  );
});

describe('registration counts only with flag, non-empty equal passwords', () => {
  test.each([
    [{ isRegistration: true, password: 'secret1', passwordConfirmation: 'secret1' }, true],
    [{ isRegistration: false, password: 'secret1', passwordConfirmation: 'secret1' }, false],
    [{ isRegistration: true, password: '', passwordConfirmation: '' }, false],
    [{ isRegistration: true, password: 'secret1', passwordConfirmation: 'secret2' }, false],
    [{ isRegistration: true, password: 'secret1' }, false],
    [{ password: 'secret1', passwordConfirmation: 'secret1' }, false],
  ])('%j → %s', (values, expected) => expect(isRegistrationRequested(values)).toBe(expected));
});

describe('address-validation service', () => {
  test('drops own rules for exactly the seven fields', () => {
    expect([...ADDRESS_SERVICE_FIELDS].sort()).toEqual([
      'email',
      'fullName',
      'houseNumber',
      'phone',
      'postcode',
      'street',
      'tin',
    ]);
    for (const f of ADDRESS_SERVICE_FIELDS) {
      expect(ownRuleApplies(f, true)).toBe(false);
      expect(ownRuleApplies(f, false)).toBe(true);
    }
    expect(ownRuleApplies('city', true)).toBe(true);
  });
  test('country codes CZE<->cz, SVK<->sk', () => {
    expect(toAddressServiceCountry('CZE')).toBe('cz');
    expect(toAddressServiceCountry('svk')).toBe('sk');
    expect(toAddressServiceCountry('DEU')).toBeNull();
    expect(fromAddressServiceCountry('cz')).toBe('CZE');
    expect(fromAddressServiceCountry('SK')).toBe('SVK');
    expect(fromAddressServiceCountry('de')).toBeNull();
    expect(fromAddressServiceCountry(undefined)).toBeNull();
  });
});
