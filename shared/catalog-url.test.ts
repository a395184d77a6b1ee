import { describe, expect, test } from 'vitest';
import {
  catalogHref,
  catalogQueryString,
  clearFilters,
  goToPage,
  hasFilters,
  loadMorePage,
  parseCatalogQuery,
  sameSelection,
  setPriceRange,
  setSort,
  toggleParam,
  toggleTag,
} from './catalog-url';

describe('catalogue URL state', () => {
  test('round-trips one canonical spelling', () => {
    const qs =
      '?param=1:1003&param=1:1001&param=2:2001&price=10-50&tags=sale,new&stock=1&sort=PriceSortASC&from=2&page=3';
    const state = parseCatalogQuery(qs);
    expect(state.params).toEqual({ 1: [1001, 1003], 2: [2001] });
    expect(state).toMatchObject({
      priceFrom: 10,
      priceTo: 50,
      tags: ['new', 'sale'],
      stock: true,
      sort: 'PriceSortASC',
      page: 3,
      from: 2,
    });
    expect(catalogQueryString(state)).toBe(
      '?param=1:1001&param=1:1003&param=2:2001&price=10-50&tags=new,sale&stock=1&sort=PriceSortASC&from=2&page=3',
    );
  });
  test('bad input is ignored, never thrown', () => {
    const state = parseCatalogQuery('?param=x:1&param=1:&price=abc&tags=<script>&sort=Evil&page=-2&from=9');
    expect(state).toMatchObject({
      params: {},
      priceFrom: null,
      priceTo: null,
      tags: [],
      sort: 'DefaultSort',
      page: 1,
      from: 1,
    });
    expect(parseCatalogQuery('?page=9&from=1').from).toBe(9); // more than 5 stacked pages: just page 9
    expect(parseCatalogQuery('?price=50-10')).toMatchObject({ priceFrom: 10, priceTo: 50 });
  });
  test('any filter change goes back to page 1; sort too', () => {
    const s = parseCatalogQuery('?page=4');
    expect(toggleParam(s, 1, 1003).page).toBe(1);
    expect(setPriceRange(s, 5, null)).toMatchObject({ priceFrom: 5, priceTo: null, page: 1 });
    expect(toggleTag(s, 'new').page).toBe(1);
    expect(setSort(s, 'LatestSort')).toMatchObject({ sort: 'LatestSort', page: 1 });
    expect(toggleParam(toggleParam(s, 1, 1003), 1, 1003).params).toEqual({});
  });
  test('load more stacks pages; paging jumps', () => {
    const s = parseCatalogQuery('');
    expect(catalogQueryString(loadMorePage(s))).toBe('?from=1&page=2');
    expect(catalogQueryString(goToPage(s, 3))).toBe('?page=3');
    expect(hasFilters(s)).toBe(false);
    expect(hasFilters(clearFilters(parseCatalogQuery('?stock=1&sort=LatestSort')))).toBe(false);
  });
  test('links keep a base query (search)', () => {
    expect(catalogHref('/hladat?q=gel', goToPage(parseCatalogQuery(''), 2))).toBe('/hladat?q=gel&page=2');
    expect(catalogHref('/hladat?q=gel', parseCatalogQuery(''))).toBe('/hladat?q=gel');
    expect(catalogHref('/gely', parseCatalogQuery(''))).toBe('/gely');
  });
  test('canonical lookup compares selections exactly (SPEC 5)', () => {
    expect(sameSelection([{ entityId: 1, values: [2, 1] }], [{ entityId: 1, values: [1, 2] }])).toBe(true);
    expect(sameSelection([{ entityId: 1, values: [1] }], [{ entityId: 1, values: [1, 2] }])).toBe(false);
    expect(
      sameSelection(
        [
          { entityId: 1, values: [1] },
          { entityId: 3, values: [5] },
        ],
        [{ entityId: 1, values: [1] }],
      ),
    ).toBe(false);
  });
});
