import { describe, expect, test } from 'vitest';
import { categoryTitle, ratingStars, truncateText, uspTitle } from '../../shared/catalog-rules';
import { isArticlePublished, publishedArticles } from '../../shared/article-visibility';
import { canonicalSearch, canonicalUrl, isBlacklistedQueryParam } from '../../shared/canonical-url';

describe('title truncation', () => {
  const c45 = 'x'.repeat(45);
  test('category title at 45 characters', () => {
    expect(categoryTitle(c45)).toBe(c45);
    expect(categoryTitle(`${c45}y`)).toBe(`${c45}…`);
    expect(categoryTitle('Vibrátory')).toBe('Vibrátory');
    expect(categoryTitle(null)).toBe('');
  });
  test('USP title at 80 characters', () => {
    const u80 = 'ä'.repeat(80);
    expect(uspTitle(u80)).toBe(u80);
    expect(uspTitle(`${u80}b`)).toBe(`${u80}…`);
  });
  test('no trailing space before the ellipsis; surrounding spaces trimmed', () => {
    expect(truncateText('Erotické pomôcky pre páry', 17)).toBe('Erotické pomôcky…');
    expect(truncateText('  short  ', 10)).toBe('short');
  });
  test('code points are not split', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('rating 0–100 → 5 stars in half steps', () => {
  test.each([
    [0, 0, 0, 0, 5],
    [10, 0.5, 0, 1, 4],
    [20, 1, 1, 0, 4],
    [50, 2.5, 2, 1, 2],
    [70, 3.5, 3, 1, 1],
    [74, 3.5, 3, 1, 1],
    [75, 4, 4, 0, 1],
    [94, 4.5, 4, 1, 0],
    [95, 5, 5, 0, 0],
    [100, 5, 5, 0, 0],
  ])('%s → %s', (rating, value, full, half, empty) => {
    expect(ratingStars(rating)).toEqual({ value, full, half, empty });
  });
  test('out of range and missing', () => {
    expect(ratingStars(150).value).toBe(5);
    expect(ratingStars(-10).value).toBe(0);
    expect(ratingStars(null).value).toBe(0);
    expect(ratingStars(Number.NaN).value).toBe(0);
  });
});

describe('articles shown only when date_published < now', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  test('earlier is shown, equal or later is not', () => {
    expect(isArticlePublished({ date_published: '2025-03-10T11:59:59Z' }, now)).toBe(true);
    expect(isArticlePublished({ date_published: '2025-03-10T12:00:00Z' }, now)).toBe(false);
    expect(isArticlePublished({ date_published: '2025-03-11' }, now)).toBe(false);
  });
  test('missing or unreadable date hides', () => {
    expect(isArticlePublished({}, now)).toBe(false);
    expect(isArticlePublished({ date_published: null }, now)).toBe(false);
    expect(isArticlePublished({ date_published: 'soon' }, now)).toBe(false);
  });
  test('filters a list, keeping order', () => {
    const list = [
      { id: 1, date_published: '2025-01-01' },
      { id: 2, date_published: '2026-01-01' },
      { id: 3, date_published: '2024-01-01' },
    ];
    expect(publishedArticles(list, now).map((a) => a.id)).toEqual([1, 3]);
  });
});

describe('canonical URL query stripping', () => {
  test.each([
    'gclid',
    'price',
    'sort',
    'stock',
    'tags',
    'utm_source',
    'utm_medium',
    'UTM_Campaign',
    'fbclid',
    'hrk',
    'msclkid',
    'IDP',
    'cjevent',
    'currency',
  ])('%s is blacklisted', (name) => expect(isBlacklistedQueryParam(name)).toBe(true));
  test.each(['page', 'q', 'variant_id', 'utm', 'param'])('%s is kept', (name) =>
    expect(isBlacklistedQueryParam(name)).toBe(false),
  );
  test('extra names per page', () => expect(isBlacklistedQueryParam('param', ['param'])).toBe(true));
  test('keeps the others in order', () => {
    expect(canonicalSearch('?q=dildo&utm_source=x&page=2&gclid=1&sort=PriceSortASC')).toBe('?q=dildo&page=2');
    expect(canonicalSearch('gclid=1')).toBe('');
    expect(canonicalSearch(new URLSearchParams('a=1&a=2'))).toBe('?a=1&a=2');
  });
  test('absolute URL without hash', () => {
    expect(canonicalUrl('https://www.example.sk/vibratory?price=10-20&page=2&utm_medium=cpc#top')).toBe(
      'https://www.example.sk/vibratory?page=2',
    );
    expect(canonicalUrl(new URL('https://www.example.cz/'))).toBe('https://www.example.cz/');
  });
});
