import { describe, expect, test } from 'vitest';
import { createTranslator, isMessageKey } from './i18n/dictionary';
import { LOCALES } from './i18n/locales';
import { STORE_ERROR_CODES } from './store-error-codes';
import { storeErrorKeys, storeErrorText } from './store-error-message';
import { ApiError } from '../client/api/fetch-json';

/** What a page shows an error by: the first item of an error answer, as the API client reads it. */
const shownError = (body: unknown, status = 422) => new ApiError(status, undefined, undefined, body).item;

/** The English titles the store answers with (issue 15, item 4): none may reach a page. */
const STORE_TITLES = [
  'This discount code does not exist or has expired',
  'This e-mail is already registered',
  'The reset link is invalid or has expired',
  'This IČO is not valid (checksum)',
  'Product variant 99999999 not found',
];

const sk = createTranslator('sk');

describe('store errors in the shopper language', () => {
  test('every store error code has a dictionary text', () => {
    for (const code of STORE_ERROR_CODES) {
      const [key] = storeErrorKeys({ code });
      expect(key).toBe(`storeErrors.code.${code}`);
      expect(isMessageKey(String(key)), key).toBe(true);
    }
  });

  test('the issue examples map to localised texts, never to the English title', () => {
    const answers = [
      { errors: [{ title: STORE_TITLES[0], field: 'couponCode', status: 422, code: 'coupon_not_found' }] },
      { errors: [{ title: STORE_TITLES[1], field: 'email', status: 422, code: 'email_taken' }] },
      { errors: [{ title: STORE_TITLES[2], field: 'token', status: 422, code: 'reset_token_invalid' }] },
      { errors: [{ title: STORE_TITLES[3], field: 'ico', status: 422, code: 'ico_invalid' }] },
      { errors: [{ title: STORE_TITLES[4], field: 'id', status: 404, code: 'variant_not_found' }] },
    ];
    expect(answers.map((a) => storeErrorText(sk, shownError(a)))).toEqual([
      'Tento zľavový kód neexistuje alebo jeho platnosť vypršala.',
      'Tento e-mail je už zaregistrovaný. Prihláste sa prosím alebo si obnovte heslo.',
      'Odkaz na obnovenie hesla je neplatný alebo jeho platnosť vypršala. Požiadajte o nový.',
      'Toto IČO nie je platné (kontrolný súčet nesedí).',
      'Tento produkt už nie je v ponuke.',
    ]);
    for (const locale of LOCALES) {
      const t = createTranslator(locale);
      for (const a of answers) {
        const shown = storeErrorText(t, shownError(a));
        expect(shown).toBeTruthy();
        for (const title of STORE_TITLES) expect(shown).not.toContain(title);
      }
    }
  });

  test('without a known code: by field, then by status, then nothing (the caller shows the generic text)', () => {
    expect(storeErrorText(sk, { field: 'couponCode', status: 422 })).toBe('Tento zľavový kód sa nedá použiť.');
    expect(storeErrorText(sk, { field: 'billing_address.postcode', status: 422 })).toBe('Skontrolujte prosím adresu.');
    expect(storeErrorText(sk, { code: 'something_new', field: 'attributes.custom.ICDPH' })).toBe(
      'Skontrolujte prosím firemné údaje.',
    );
    expect(storeErrorText(sk, { status: 429 })).toBe('Príliš veľa pokusov. Počkajte prosím chvíľu a skúste to znova.');
    expect(storeErrorText(sk, { status: 503 })).toBeNull();
    expect(storeErrorText(sk, shownError('not json', 500))).toBeNull();
    expect(storeErrorText(sk, undefined)).toBeNull();
  });

  test('a zod refusal of a known field names the field; coded texts keep their parameters', () => {
    expect(storeErrorText(sk, { code: 'invalid_input', field: 'email', status: 422 })).toBe(
      'Skontrolujte prosím e-mail.',
    );
    expect(storeErrorText(sk, { code: 'invalid_input', field: 'items.0', status: 422 })).toBe(
      'Niektoré údaje nie sú vyplnené správne. Skontrolujte ich prosím.',
    );
    // Without the shop's currency list the amount still names its currency.
    expect(
      storeErrorText(createTranslator('cs'), { code: 'coupon_minimum', params: { minimum: 30, currency: 'EUR' } }),
    ).toBe('Tento slevový kód platí při nákupu alespoň za 30 EUR.');
  });

  test("an amount in an error is written as the shop writes money in that currency (issue 31: '60 EUR')", () => {
    const currencies = [
      { code: 'EUR', symbol: '€', symbolPlacement: 'right', decimalPlaces: 2, decimalPoint: ',', millesimalPoint: ' ' },
      {
        code: 'CZK',
        symbol: 'Kč',
        symbolPlacement: 'right',
        decimalPlaces: 2,
        decimalPoint: ',',
        millesimalPoint: ' ',
      },
    ] as const;
    const coupon = (locale: 'sk' | 'cs' | 'de', minimum: number, currency: string) =>
      storeErrorText(
        createTranslator(locale),
        { code: 'coupon_minimum', params: { minimum, currency }, status: 422 },
        currencies,
      )?.replaceAll('\u00a0', ' ');
    expect(coupon('sk', 60, 'EUR')).toBe('Tento zľavový kód platí pri nákupe aspoň za 60,00 €.');
    expect(coupon('cs', 1500, 'CZK')).toBe('Tento slevový kód platí při nákupu alespoň za 1 500,00 Kč.');
    expect(coupon('de', 60, 'EUR')).toBe('Dieser Rabattcode gilt ab einem Einkauf von 60,00 €.');
    expect(
      storeErrorText(sk, { code: 'order_minimum', params: { minimum: 10, currency: 'EUR' }, status: 422 }, currencies),
    ).toBe('Minimálna hodnota objednávky je 10,00\u00a0€.');
  });
});
