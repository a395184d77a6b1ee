import { describe, expect, test } from 'vitest';
import { isForGroups, isWithinTimeWindow, nextWindowChange, visibleBanners } from '../../shared/banner-window';
import { shownStock } from '../../shared/stock-display';
import { canSearch, searchTerm, searchWords, tracksSearch } from '../../shared/search-words';
import { preselectVariant } from '../../shared/variant-preselection';
import { parseLastVisited, pushLastVisited } from '../../shared/last-visited';
import { addToCartBlock } from '../../shared/add-to-cart-rules';
import { imageSrcSet, imageUrl, IMAGE_SIZES } from '../../shared/image-url';
import { htmlToParagraphs } from '../../client/components/product/html-to-paragraphs';

describe('banner time windows (SPEC 4)', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  test('not time-limited: always visible', () => {
    expect(isWithinTimeWindow({ time_limited: false, time_limit_start: null, time_limit_end: null }, now)).toBe(true);
  });
  test('strictly between start and end', () => {
    const b = { time_limited: true, time_limit_start: '2026-05-01T00:00:00Z', time_limit_end: '2026-05-20T00:00:00Z' };
    expect(isWithinTimeWindow(b, now)).toBe(true);
    expect(isWithinTimeWindow({ ...b, time_limit_start: now.toISOString() }, now)).toBe(false);
    expect(isWithinTimeWindow({ ...b, time_limit_end: now.toISOString() }, now)).toBe(false);
    expect(isWithinTimeWindow({ ...b, time_limit_end: '2026-05-09T00:00:00Z' }, now)).toBe(false);
  });
  test('a missing date hides a time-limited banner', () => {
    expect(
      isWithinTimeWindow({ time_limited: true, time_limit_start: null, time_limit_end: '2026-06-01T00:00:00Z' }, now),
    ).toBe(false);
    expect(
      isWithinTimeWindow({ time_limited: true, time_limit_start: '2026-01-01T00:00:00Z', time_limit_end: null }, now),
    ).toBe(false);
    expect(
      isWithinTimeWindow(
        { time_limited: true, time_limit_start: 'garbage', time_limit_end: '2026-06-01T00:00:00Z' },
        now,
      ),
    ).toBe(false);
  });
  test('customer groups: empty = everyone, else one shared group', () => {
    expect(isForGroups({ customer_group_enabled: [] }, [])).toBe(true);
    expect(isForGroups({ customer_group_enabled: ['b2b'] }, [])).toBe(false);
    expect(isForGroups({ customer_group_enabled: ['b2b'] }, ['vip', 'b2b'])).toBe(true);
    const list = [
      { id: 1, customer_group_enabled: ['b2b'] },
      { id: 2, time_limited: true, time_limit_start: null, time_limit_end: null },
      { id: 3 },
    ];
    expect(visibleBanners(list, now, []).map((b) => b.id)).toEqual([3]);
  });
  test('the next moment a banner appears or goes bounds a copy of the page', () => {
    const running = {
      time_limited: true,
      time_limit_start: '2026-05-01T00:00:00Z',
      time_limit_end: '2026-05-20T00:00:00Z',
    };
    const coming = {
      time_limited: true,
      time_limit_start: '2026-05-15T00:00:00Z',
      time_limit_end: '2026-05-30T00:00:00Z',
    };
    expect(nextWindowChange([running], now)).toBe(Date.parse('2026-05-20T00:00:00Z'));
    expect(nextWindowChange([running, coming], now)).toBe(Date.parse('2026-05-15T00:00:00Z'));
    expect(nextWindowChange([{ ...running, time_limited: false }], now)).toBeNull();
    expect(nextWindowChange([{ ...running, time_limit_end: '2026-05-09T00:00:00Z' }], now)).toBeNull();
    expect(nextWindowChange([], now)).toBeNull();
  });
});

describe('stock display (SPEC 9: max shown 5, unlimited shows 5)', () => {
  test('caps at 5 and says so', () => {
    expect(shownStock({ isAvailable: true, stock: 34, checkStock: true })).toEqual({ count: 5, capped: true });
    expect(shownStock({ isAvailable: true, stock: 5, checkStock: true })).toEqual({ count: 5, capped: false });
    expect(shownStock({ isAvailable: true, stock: 3, checkStock: true })).toEqual({ count: 3, capped: false });
  });
  test('no stock check counts as unlimited (5), 0 = no cap', () => {
    expect(shownStock({ isAvailable: true, stock: 0, checkStock: false })).toEqual({ count: 5, capped: true });
    expect(shownStock({ isAvailable: true, stock: 40, checkStock: true }, 0)).toEqual({ count: 40, capped: false });
  });
  test('unavailable or empty shows nothing', () => {
    expect(shownStock({ isAvailable: false, stock: 10, checkStock: true })).toBeNull();
    expect(shownStock({ isAvailable: true, stock: 0, checkStock: true })).toBeNull();
  });
});

describe('search query (SPEC 4)', () => {
  test('trimmed, words of 3+ characters', () => {
    expect(searchWords('  gel na  vodnej báze ')).toEqual(['gel', 'vodnej', 'báze']);
    expect(searchTerm(' gel   na ')).toBe('gel');
  });
  test('runs only from 3 characters with a usable word', () => {
    expect(canSearch('')).toBe(false);
    expect(canSearch('  ge ')).toBe(false);
    expect(canSearch('a b c')).toBe(false);
    expect(canSearch('čaj')).toBe(true);
    expect(searchTerm('ge')).toBe('');
  });
});

describe('search tracking (SPEC 5: minimum characters, main configuration 4)', () => {
  test('a search of 3 characters runs but is not reported; from 4 it is', () => {
    expect(canSearch('gel')).toBe(true);
    expect(tracksSearch('gel')).toBe(false);
    expect(tracksSearch(' gel ')).toBe(false);
    expect(tracksSearch('olej')).toBe(true);
    expect(tracksSearch('čaje')).toBe(true);
  });
  test('a query the search refuses is never reported', () => {
    expect(tracksSearch('ab cd')).toBe(false);
    expect(tracksSearch('')).toBe(false);
  });
});

describe('variant preselection (SPEC 4)', () => {
  const variants = [
    { id: 1, values: [1001, 5001] },
    { id: 2, values: [1003, 5002] },
    { id: 3, values: [1003, 5001] },
  ];
  test('the variant sharing most selected values wins', () => {
    expect(preselectVariant(variants, [1003, 5001], 1)).toBe(3);
    expect(preselectVariant(variants, [1003], 1)).toBe(2);
  });
  test('the default wins a tie; no selection or overlap → default', () => {
    expect(preselectVariant(variants, [1003], 3)).toBe(3);
    expect(preselectVariant(variants, [], 2)).toBe(2);
    expect(preselectVariant(variants, [9999], 2)).toBe(2);
  });
});

describe('last visited (SPEC 4/9)', () => {
  test('newest first, no duplicates, 8 at most', () => {
    expect(pushLastVisited([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(pushLastVisited([1, 2, 3, 4, 5, 6, 7, 8], 9)).toEqual([9, 1, 2, 3, 4, 5, 6, 7]);
  });
  test('stored lists are read defensively', () => {
    expect(parseLastVisited('[1,1,"x",-2,3]')).toEqual([1, 3]);
    expect(parseLastVisited('{oops')).toEqual([]);
    expect(parseLastVisited(null)).toEqual([]);
  });
});

describe('add to cart enabling (SPEC 5)', () => {
  test('price 0 or unavailable disables with "not available"; a missing variant asks for one', () => {
    expect(addToCartBlock({ unitWithTax: 0, isAvailable: true })).toBe('notAvailable');
    expect(addToCartBlock({ unitWithTax: 10, isAvailable: false })).toBe('notAvailable');
    expect(addToCartBlock({ unitWithTax: 10, isAvailable: true, variantRequired: true })).toBe('variantRequired');
    expect(addToCartBlock({ unitWithTax: 10, isAvailable: true })).toBeNull();
  });
});

describe('image URLs (SPEC 7/9)', () => {
  test('CDN shape with webp variant and 2× srcset', () => {
    expect(imageUrl('products/1-1.jpg', { ...IMAGE_SIZES.box, style: 'box' })).toBe(
      '/image/box-w255-h270-crop-upscale/products/1-1.jpg',
    );
    expect(imageUrl('/products/1-1.jpg', { ...IMAGE_SIZES.detail, style: 'detail', webp: true })).toBe(
      '/image/detail-w300-h400-crop-upscale/products/1-1.jpg.webp',
    );
    expect(imageSrcSet('p/a.jpg', IMAGE_SIZES.thumbnail, { style: 'thumbnail' })).toBe(
      '/image/thumbnail-w56-h56-crop-upscale/p/a.jpg 56w, /image/thumbnail-w112-h112-crop-upscale/p/a.jpg 112w',
    );
  });
  test('paths the image proxy would refuse give null', () => {
    expect(imageUrl('../etc/passwd', IMAGE_SIZES.box)).toBeNull();
    expect(imageUrl('a b.jpg', IMAGE_SIZES.box)).toBeNull();
    expect(imageUrl('', IMAGE_SIZES.box)).toBeNull();
    expect(imageUrl('x.jpg', { ...IMAGE_SIZES.box, style: 'evil/../' })).toBe(
      '/image/product-w255-h270-crop-upscale/x.jpg',
    );
  });
});

describe('store description HTML → plain paragraphs', () => {
  test('keeps text, drops every tag and script', () => {
    expect(
      htmlToParagraphs(
        '<p>One &amp; <b>two</b></p><script>alert(1)</script><p>Three<br>Four</p><img src=x onerror=alert(1)>',
      ),
    ).toEqual(['One & two', 'Three', 'Four']);
  });
});
