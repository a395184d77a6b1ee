import { describe, expect, test } from 'vitest';
import {
  allMessages,
  createTranslator,
  createTranslatorFromTables,
  isMessageKey,
  messagesFor,
  t,
  type MessageKey,
} from '../../shared/i18n/dictionary';
import { LOCALES } from '../../shared/i18n/locales';
import { isPluralForms } from '../../shared/i18n/plural';

/** Every leaf path of a table; plural objects count as one leaf. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'string' || isPluralForms(node)) {
    out.set(prefix, node);
    return out;
  }
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      for (const [p, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, leaf);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('dictionary key parity', () => {
  const tables = allMessages();
  const perLocale = Object.fromEntries(LOCALES.map((l) => [l, leaves(tables[l])])) as Record<
    string,
    Map<string, unknown>
  >;
  const union = new Set(LOCALES.flatMap((l) => [...perLocale[l]!.keys()]));

  test('has a sizeable dictionary', () => {
    expect(union.size).toBeGreaterThan(400);
  });

  for (const locale of LOCALES) {
    test(`${locale} has every key of every other locale`, () => {
      const missing = [...union].filter((k) => !perLocale[locale]!.has(k));
      expect(missing).toEqual([]);
    });

    test(`${locale} has no empty text and no non-string leaf`, () => {
      const bad = [...perLocale[locale]!].filter(([, v]) => {
        if (isPluralForms(v)) return Object.values(v).some((s) => s.trim() === '');
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(bad.map(([k]) => k)).toEqual([]);
    });
  }

  test('placeholders are the same in every locale', () => {
    const mismatched: string[] = [];
    for (const key of perLocale.sk!.keys()) {
      const texts = LOCALES.map((l) => perLocale[l]!.get(key));
      const sig = (v: unknown): string =>
        isPluralForms(v)
          ? // a plural's slots may drop {{count}} (e.g. "1 kus"), so compare the union of placeholders
            [...new Set(Object.values(v).flatMap(placeholders))].sort().join(',')
          : placeholders(String(v)).join(',');
      if (new Set(texts.map(sig)).size > 1) mismatched.push(key);
    }
    expect(mismatched).toEqual([]);
  });

  test('the parity walker catches a missing key', () => {
    const a = leaves({ x: { y: 'a', z: 'b' } });
    const b = leaves({ x: { y: 'a' } });
    expect([...a.keys()].filter((k) => !b.has(k))).toEqual(['x.z']);
  });
});

describe('translator', () => {
  test('translates dotted keys per locale', () => {
    expect(createTranslator('sk')('checkout.fields.email')).toBe('E-mail');
    expect(createTranslator('cs')('checkout.fields.street')).toBe('Ulice');
    expect(createTranslator('de')('checkout.fields.street')).toBe('Straße');
  });

  test('the 404 message of SPEC 2 exists in every locale', () => {
    expect(t('sk', 'errors.notFound.title')).toBe('Táto stránka sa nenašla');
    expect(t('cs', 'errors.notFound.title')).toBe('Tato stránka nebyla nalezena');
    expect(t('de', 'errors.notFound.title')).toBe('Diese Seite wurde nicht gefunden');
  });

  test('interpolates {{params}}', () => {
    expect(t('sk', 'errors.generic.fieldTitle', { field: 'E-mail', title: 'je povinný' })).toBe('E-mail – je povinný');
    expect(t('cs', 'catalog.addToCart.maxReached', { count: 5 })).toBe('Maximální množství je 5 ks.');
  });

  test('picks plural forms by count (sk/cs 0, 1, 2–4, 5+; de one/other)', () => {
    const sk = createTranslator('sk');
    expect(sk('cart.items', { count: 0 })).toBe('0 položiek');
    expect(sk('cart.items', { count: 1 })).toBe('1 položka');
    expect(sk('cart.items', { count: 3 })).toBe('3 položky');
    expect(sk('cart.items', { count: 5 })).toBe('5 položiek');
    expect(sk('cart.items', { count: 22 })).toBe('22 položiek');
    const cs = createTranslator('cs');
    expect(cs('common.units.days', { count: 2 })).toBe('2 dny');
    expect(cs('common.units.days', { count: 1 })).toBe('1 den');
    const de = createTranslator('de');
    expect(de('catalog.productCount', { count: 1 })).toBe('1 Produkt');
    expect(de('catalog.productCount', { count: 3 })).toBe('3 Produkte');
  });

  test('a plural without count uses the zero form', () => {
    expect(t('sk', 'cart.items')).toBe('0 položiek');
  });

  test('a missing key returns the key itself', () => {
    expect(t('sk', 'nope.missing')).toBe('nope.missing');
    expect(t('de', 'checkout')).toBe('checkout');
  });

  test('falls back to cs, then to the key', () => {
    const translate = createTranslatorFromTables(
      'de',
      { a: 'Deutsch' },
      { locale: 'cs', table: { a: 'česky', b: 'jen česky {{n}}' } },
    );
    expect(translate('a')).toBe('Deutsch');
    expect(translate('b', { n: 1 })).toBe('jen česky 1');
    expect(translate('c')).toBe('c');
  });

  test('works over a shipped table (what the client receives)', () => {
    const shipped = JSON.parse(JSON.stringify(messagesFor('cs')));
    const translate = createTranslatorFromTables('cs', shipped);
    expect(translate('cart.items', { count: 4 })).toBe('4 položky');
  });

  test('isMessageKey tells known keys from unknown ones', () => {
    expect(isMessageKey('checkout.fields.note_for_shipper')).toBe(true);
    expect(isMessageKey('cart.items')).toBe(true);
    expect(isMessageKey('cart')).toBe(false);
    expect(isMessageKey('cart.nope')).toBe(false);
  });

  test('MessageKey is a typed union', () => {
    const key: MessageKey = 'validation.postcode.CZE';
    expect(t('sk', key)).toContain('110 00');
    // @ts-expect-error a group is not a message
    const group: MessageKey = 'validation.postcode';
    expect(group).toBe('validation.postcode');
  });
});
