import { createTranslator } from '../../shared/i18n/dictionary';
import { describe, expect, test } from 'vitest';
import { isRestricted, loginPathFor, safeRedirectPath } from '../../client/components/account/safe-redirect';
import { sameSitePath } from '../../shared/same-site-path';
import { OFF_SITE_TARGETS } from '../worker/hostile-redirects';
import {
  checkForm,
  email,
  optionalDateOfBirth,
  optionalIcDph,
  optionalPhone,
  password,
  postcodeFor,
  required,
  sameAs,
  serverFieldErrors,
  tinFor,
} from '../../client/components/account/form-rules';
import { isTin } from '../../shared/validation/field-rules';

describe('safeRedirectPath', () => {
  test.each([
    ['/uzivatel/objednavky?page=2', '/uzivatel/objednavky?page=2'],
    ['/kosik#summary', '/kosik#summary'],
    ['/produkt/x?variant_id=3', '/produkt/x?variant_id=3'],
  ])('keeps same-site path %s', (raw, out) => expect(safeRedirectPath(raw)).toBe(out));

  test.each([
    null,
    '',
    'https://evil.example',
    'http://evil.example/uzivatel',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' //evil.example',
    '/%0d%0aSet-Cookie:x',
    '/a\nb',
    'uzivatel',
    '/prihlasit?redirect=/x',
    '/registrovat',
    '/api/oauth/logout',
    '/__demo/tokens',
  ])('refuses %s', (raw) => expect(safeRedirectPath(raw)).toBeNull());

  test('encoded control characters are refused too', () => {
    expect(safeRedirectPath('/%0D%0ASet-Cookie:x')).toBeNull();
    expect(safeRedirectPath('/a%7fb')).toBeNull();
    expect(safeRedirectPath('/hladat?q=%C5%BEena')).toBe('/hladat?q=%C5%BEena');
  });

  // Issue 11.3: resolve first, check after. Each of these passes a check of the raw string.
  test.each(OFF_SITE_TARGETS)('refuses %j (resolves to another host or hides a separator)', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
    expect(sameSitePath(raw)).toBeNull();
    // Naming this site's host does not make an escape acceptable either.
    expect(sameSitePath(raw, ['www.eshop-demo.sk'])).toBeNull();
  });

  test.each([
    ['https://www.eshop-demo.sk/kosik?x=1#a', '/kosik?x=1#a'],
    ['http://www.eshop-demo.sk/a/./b', '/a/b'],
    ['https://sk.localhost:8787/kontakt', '/kontakt'],
  ])('an absolute URL on one of this site’s hosts %j is its path %j', (raw, out) => {
    expect(sameSitePath(raw, ['www.eshop-demo.sk', 'sk.localhost:8787'])).toBe(out);
    expect(sameSitePath(raw)).toBeNull();
  });

  test.each([
    ['/a/./b', '/a/b'],
    ['/a/x/../b?c=1', '/a/b?c=1'],
    ['/@evil.com', '/@evil.com'],
    ['/kategoria/\u3002', '/kategoria/%E3%80%82'],
  ])('a same-site path %j resolves to %j, which is returned', (raw, out) => {
    expect(safeRedirectPath(raw)).toBe(out);
    // The answer is stable: resolving it again gives itself.
    expect(new URL(out, 'https://x.invalid').pathname + new URL(out, 'https://x.invalid').search).toBe(out);
  });

  test('sameSitePath keeps the auth screens (addToCart clean-up), safeRedirectPath does not', () => {
    expect(sameSitePath('/prihlasit?x=1')).toBe('/prihlasit?x=1');
    expect(safeRedirectPath('/prihlasit?x=1')).toBeNull();
  });

  test('loginPathFor', () => {
    expect(loginPathFor('/uzivatel/objednavky?page=2')).toBe('/prihlasit?redirect=%2Fuzivatel%2Fobjednavky%3Fpage%3D2');
    expect(loginPathFor('//evil')).toBe('/prihlasit');
  });
});

describe('isRestricted', () => {
  test('groups intersecting the restricted groups', () => {
    expect(isRestricted(['b2b', 'restricted'], ['restricted'])).toBe(true);
    expect(isRestricted(['b2b'], ['restricted'])).toBe(false);
    expect(isRestricted([], ['restricted'])).toBe(false);
    expect(isRestricted(['restricted'], [])).toBe(false);
  });
});

describe('form rules', () => {
  const v = (values: Record<string, string>) => values;
  test('email, required, password and confirmation', () => {
    expect(email('', v({}))?.key).toBe('validation.required');
    expect(email('jana@', v({}))?.key).toBe('validation.email');
    expect(email(' jana@example.sk ', v({}))).toBeNull();
    expect(required('  ', v({}))?.key).toBe('validation.required');
    expect(password('short', v({}))).toEqual({ key: 'validation.passwordTooShort', params: { min: 8 } });
    expect(password('long enough', v({}))).toBeNull();
    expect(sameAs('password')('abc', v({ password: 'abd' }))?.key).toBe('validation.passwordMismatch');
    expect(sameAs('password')('abc', v({ password: 'abc' }))).toBeNull();
  });

  test('SPEC 5 phone: + and at least 9 of digits and separators; optional when empty', () => {
    expect(optionalPhone('', v({}))).toBeNull();
    expect(optionalPhone('+421 900 123 456', v({}))).toBeNull();
    expect(optionalPhone('+420 (600) 12-34/56', v({}))).toBeNull();
    expect(optionalPhone('0900123456', v({}))?.key).toBe('validation.phone');
    expect(optionalPhone('+42190', v({}))?.key).toBe('validation.phone');
  });

  test('SPEC 5 tin: CZE and SVK checksum, empty passes, other countries pass', () => {
    expect(isTin('', 'CZE')).toBe(true);
    expect(isTin('27082440', 'CZE')).toBe(true);
    expect(isTin('27082441', 'CZE')).toBe(false);
    expect(isTin('1234567', 'CZE')).toBe(false);
    expect(tinFor('country')('27082441', v({ country: 'CZE' }))?.key).toBe('validation.tin');
    expect(tinFor('country')('27082441', v({ country: 'SVK' }))?.key).toBe('validation.tin');
    expect(tinFor('country')('27082441', v({ country: 'AUT' }))).toBeNull();
  });

  test('SPEC 5 postcode per country', () => {
    const rule = postcodeFor('country');
    expect(rule('110 00', v({ country: 'CZE' }))).toBeNull();
    expect(rule('11000', v({ country: 'CZE' }))).toBeNull();
    expect(rule('1100', v({ country: 'CZE' }))?.key).toBe('validation.postcode.CZE');
    expect(rule('1010', v({ country: 'AUT' }))).toBeNull();
    expect(rule('10115', v({ country: 'DEU' }))).toBeNull();
    expect(rule('anything', v({ country: 'SVK' }))?.key).toBe('validation.postcode.SVK');
    expect(rule('811 01', v({ country: 'SVK' }))).toBeNull();
    expect(rule('whatever', v({ country: 'POL' }))).toBeNull();
  });

  test('date of birth and IČ DPH', () => {
    expect(optionalDateOfBirth('', v({}))).toBeNull();
    expect(optionalDateOfBirth('1990-02-28', v({}))).toBeNull();
    expect(optionalDateOfBirth('1990-02-30', v({}))?.key).toBe('validation.dateOfBirth');
    expect(optionalDateOfBirth('2999-01-01', v({}))?.key).toBe('validation.dateOfBirth');
    expect(optionalIcDph('SK2021234567', v({}))).toBeNull();
    expect(optionalIcDph('CZ2020123456', v({}))?.key).toBe('validation.vatinSk');
  });

  test('checkForm reports the first problem per field', () => {
    const problems = checkForm({ email: [email], password: [password] }, { email: 'x', password: '' });
    expect(Object.keys(problems)).toEqual(['email', 'password']);
  });

  test('server field errors map onto form fields', () => {
    const body = {
      errors: [
        { title: 'The current password is not correct', field: 'old_password' },
        { title: 'Bad IČ DPH', field: 'attributes.custom.ICDPH' },
        { title: 'Something general' },
      ],
    };
    // The store's English titles never reach the form: the Slovak texts by field (or the generic one).
    const sk = createTranslator('sk');
    const mapped = serverFieldErrors(body, sk, { ICDPH: 'icDph' });
    expect(mapped.fields).toEqual({
      oldPassword: 'Skontrolujte prosím heslo.',
      icDph: 'Skontrolujte prosím firemné údaje.',
    });
    expect(mapped.general).toEqual(['Niečo sa pokazilo']);
    expect(serverFieldErrors(null, sk)).toEqual({ fields: {}, general: [] });
  });
});
