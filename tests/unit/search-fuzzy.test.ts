import { describe, expect, test } from 'vitest';
import {
  alternativesFor,
  closeTo,
  editDistance,
  MAX_ALTERNATIVES,
  typoBudget,
  vocabularyOf,
} from '../../demo-backend/src/catalog/search-fuzzy';
import { foldForSearch } from '../../demo-backend/src/catalog/search-text';

/** Folded words of a few catalogue texts, as the demo backend reads them from its products. */
const VOCABULARY = vocabularyOf(
  [
    'Lubrikačný gél Pure Touch 50 ml Na vodnej báze',
    'Silikónový gél Silk Glide 100 ml Silikónové',
    'Masážna hlavica Ripple Vibračné masážne hlavice',
    'Hrejivý masážny olej Jasmine 100 ml Hrejivé oleje',
    'Kúpeľová soľ Sandalwood 300 g Soli do kúpeľa',
    'Wellness sada Rose Garden Wellness sady',
  ].map(foldForSearch),
);

describe('typo budget (Algolia defaults: 1 typo from 4 letters, 2 from 8)', () => {
  test.each([
    ['gel', 0],
    ['gell', 1],
    ['masazny', 1],
    ['vibrator', 2],
    ['lubrikacny', 2],
  ])('%s may have %i', (word, budget) => expect(typoBudget(word)).toBe(budget));
});

describe('edit distance', () => {
  test('a letter wrong, missing, extra, or two neighbours swapped each count once', () => {
    expect(editDistance('gel', 'gel', 2)).toBe(0);
    expect(editDistance('gell', 'gel', 2)).toBe(1);
    expect(editDistance('masazny', 'masazni', 2)).toBe(1);
    expect(editDistance('olje', 'olej', 2)).toBe(1);
    expect(editDistance('lubrkacny', 'lubrikacny', 2)).toBe(1);
  });
  test('stops at the limit', () => {
    expect(editDistance('vibrator', 'vibracne', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe('close words', () => {
  test('one or two typos, by length', () => {
    expect(closeTo('gell', 'gel')).toBe(true);
    expect(closeTo('lubrikcany', 'lubrikacny')).toBe(true);
    expect(closeTo('gle', 'gel')).toBe(false); // three letters: no typo allowed
    expect(closeTo('olje', 'soli')).toBe(false);
  });
  test('a noun finds its adjective (a shared stem of five letters and 60 % of the word)', () => {
    expect(closeTo('vibrator', 'vibracne')).toBe(true);
    expect(closeTo('lubrikant', 'lubrikacny')).toBe(true);
    expect(closeTo('vibrator', 'vibes')).toBe(false);
  });
  test('that stem may have one typo, never in its first letter (issue 52: "vibrtor")', () => {
    expect(closeTo('vibrtor', 'vibracne')).toBe(true);
    expect(closeTo(foldForSearch('vibrátr'), 'vibracne')).toBe(true);
    expect(closeTo('vibrtor', 'vibrationsmassage')).toBe(true);
    expect(closeTo('lubrkant', 'lubrikacny')).toBe(true);
    expect(closeTo('xibrtor', 'vibracne')).toBe(false);
    expect(closeTo('vibrtor', 'vibes')).toBe(false); // shorter than the stem
    expect(closeTo('vbirtor', 'vibracne')).toBe(false); // two typos in the stem
  });
  test('the start of a longer word with a typo, from five letters on', () => {
    expect(closeTo('lubrkac', 'lubrikacny')).toBe(true);
    expect(closeTo('gell', 'wellness')).toBe(false);
  });
});

describe('alternatives for a query word', () => {
  test('a word the catalogue contains stays itself', () => {
    expect(alternativesFor('masaz', VOCABULARY)).toEqual(['masaz']);
    expect(alternativesFor('gel', VOCABULARY)).toEqual(['gel']);
  });
  test('typos and a missing diacritic (folded alike) find the catalogue word, nearest first', () => {
    expect(alternativesFor('gell', VOCABULARY)).toEqual(['gel']);
    expect(alternativesFor(foldForSearch('lubrikačni'), VOCABULARY)).toEqual(['lubrikacny']);
    expect(alternativesFor('vibrator', VOCABULARY)).toEqual(['vibracne']);
    expect(alternativesFor('masazny', VOCABULARY)[0]).toBe('masazny');
    // Issue 52: the misspellings find what their correct spelling finds.
    for (const [typo, right] of [
      ['vibrtor', 'vibrator'],
      ['vibrátr', 'vibrator'],
    ])
      expect(alternativesFor(foldForSearch(typo!), VOCABULARY), typo).toEqual(alternativesFor(right!, VOCABULARY));
    // A wrong ending finds the word and its other forms (masážna, masážne, masážny).
    expect(alternativesFor('masazni', VOCABULARY)).toContain('masazny');
    expect(alternativesFor('olje', VOCABULARY)).toContain('olej');
  });
  test('nothing close: no alternative', () => {
    expect(alternativesFor('zzzqqq', VOCABULARY)).toEqual([]);
  });
  test('never more than the limit', () => {
    const many = Array.from({ length: 40 }, (_, i) => `kondom${String.fromCharCode(97 + (i % 26))}${i}`);
    expect(alternativesFor('kondomx', many).length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
  });
});
