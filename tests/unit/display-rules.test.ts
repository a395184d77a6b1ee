import { describe, expect, test } from 'vitest';
// The display rules as the live code applies them: one function per rule (truncation, stars,
// "is published", canonical URL), imported from where the worker and the client take them.
import { ratingStars } from '../../client/components/product/rating-stars';
import { isPublished, nextPublication } from '../../shared/article-published';
import { canonicalSearch, isBlacklistedQueryParam } from '../../shared/canonical-url';
import { CATEGORY_TITLE_MAX, truncateText, USP_TITLE_MAX } from '../../shared/truncate-text';
import { DEFAULT_DOMAINS } from '../../worker/config/domains';
import { canonicalUrl } from '../../worker/render/canonical-url';

const categoryTitle = (title: string | null) => truncateText(title, CATEGORY_TITLE_MAX);
const uspTitle = (title: string) => truncateText(title, USP_TITLE_MAX);

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
    [0, 0],
    [10, 0.5],
    [20, 1],
    [50, 2.5],
    [70, 3.5],
    [74, 3.5],
    [75, 4],
    [94, 4.5],
    [95, 5],
    [100, 5],
  ])('%s → %s', (rating, stars) => {
    expect(ratingStars(rating)).toBe(stars);
  });
  test('out of range and missing', () => {
    expect(ratingStars(150)).toBe(5);
    expect(ratingStars(-10)).toBe(0);
    expect(ratingStars(null)).toBe(0);
    expect(ratingStars(Number.NaN)).toBe(0);
  });
});

describe('articles shown only when date_published < now', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  test('earlier is shown, equal or later is not', () => {
    expect(isPublished('2025-03-10T11:59:59Z', now)).toBe(true);
    expect(isPublished('2025-03-10T12:00:00Z', now)).toBe(false);
    expect(isPublished('2025-03-11', now)).toBe(false);
  });
  test('missing or unreadable date hides', () => {
    expect(isPublished(undefined, now)).toBe(false);
    expect(isPublished(null, now)).toBe(false);
    expect(isPublished('', now)).toBe(false);
    expect(isPublished('soon', now)).toBe(false);
  });
  test('the next publication is the earliest date not yet published, from the instant it is still hidden', () => {
    expect(nextPublication(['2025-03-12T00:00:00Z', '2025-03-11T00:00:00Z', '2025-03-01T00:00:00Z'], now)).toBe(
      Date.parse('2025-03-11T00:00:00Z'),
    );
    // At its very instant it is still hidden (isPublished: strictly earlier), so it still changes.
    expect(nextPublication(['2025-03-10T12:00:00Z'], now)).toBe(now);
    expect(nextPublication(['2025-03-10T11:59:59Z', null, undefined, '', 'soon'], now)).toBeNull();
    expect(nextPublication([], now)).toBeNull();
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
  test("absolute URL on the site's canonical host, without hash or per-visit product switches", () => {
    const sk = DEFAULT_DOMAINS.find((d) => d.code === 'sk')!;
    expect(
      canonicalUrl(sk, new URL('http://sk.localhost:8814/vibratory?price=10-20&page=2&utm_medium=cpc#top'), true, 2),
    ).toBe(`https://${sk.canonicalHost}/vibratory?page=2`);
    // The page number is the one shown, never the one asked for: none on page 1 or a page without pages.
    expect(canonicalUrl(sk, new URL('https://x/vibratory?page=abc&q=1'), true, 1)).toBe(
      `https://${sk.canonicalHost}/vibratory?q=1`,
    );
    expect(canonicalUrl(sk, new URL('https://x/kontakt?page=3'))).toBe(`https://${sk.canonicalHost}/kontakt`);
    expect(canonicalUrl(sk, new URL('https://x/produkt/a?variant_id=3&for_credits=1&q=1'))).toBe(
      `https://${sk.canonicalHost}/produkt/a?q=1`,
    );
    expect(canonicalUrl(sk, new URL('https://x/hladat?q=1'), false)).toBe(`https://${sk.canonicalHost}/hladat`);
  });
});
