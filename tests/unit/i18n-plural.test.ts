import { describe, expect, test } from 'vitest';
import { isPluralForms, plural, pluralCategory } from '../../shared/i18n/plural';

const forms = { zero: 'z', one: 'o', few: 'f', many: 'm' };

describe('pluralCategory', () => {
  test.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [21, 'many'],
    [22, 'many'],
    [100, 'many'],
    [-1, 'one'],
    [-3, 'few'],
    [1.5, 'many'],
  ] as const)('cs/sk %s → %s', (n, expected) => {
    expect(pluralCategory('cs', n)).toBe(expected);
    expect(pluralCategory('sk', n)).toBe(expected);
  });

  test.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'many'],
    [4, 'many'],
    [5, 'many'],
  ] as const)('de %s → %s', (n, expected) => {
    expect(pluralCategory('de', n)).toBe(expected);
  });

  test('NaN and Infinity take many', () => {
    expect(pluralCategory('sk', Number.NaN)).toBe('many');
    expect(pluralCategory('sk', Number.POSITIVE_INFINITY)).toBe('many');
  });
});

test('plural picks the text', () => {
  expect(plural('sk', 3, forms)).toBe('f');
  expect(plural('de', 3, forms)).toBe('m');
});

test('isPluralForms recognises exactly the four slots', () => {
  expect(isPluralForms(forms)).toBe(true);
  expect(isPluralForms({ one: 'o', many: 'm' })).toBe(false);
  expect(isPluralForms({ ...forms, other: 'x' })).toBe(false);
  expect(isPluralForms({ ...forms, few: 1 })).toBe(false);
  expect(isPluralForms('x')).toBe(false);
  expect(isPluralForms(null)).toBe(false);
});
