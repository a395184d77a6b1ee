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
  test('links are spelt exactly as URLSearchParams spells them, base query first', () => {
    // What the links were built with before they were written directly: the spelling crawlers and
    // caches have seen, which must not change.
    const reference = (base: string, state: ReturnType<typeof parseCatalogQuery>) => {
      const i = base.indexOf('?');
      const out = new URLSearchParams();
      if (i >= 0)
        for (const [k, v] of new URLSearchParams(base.slice(i + 1)))
          if (!['param', 'price', 'tags', 'stock', 'sort', 'page', 'from'].includes(k)) out.append(k, v);
      for (const entity of Object.keys(state.params)
        .map(Number)
        .sort((a, b) => a - b))
        for (const value of [...(state.params[entity] ?? [])].sort((a, b) => a - b))
          out.append('param', `${entity}:${value}`);
      const amount = (n: number) => String(Math.round(n * 100) / 100);
      if (state.priceFrom !== null || state.priceTo !== null)
        out.set(
          'price',
          `${state.priceFrom === null ? '' : amount(state.priceFrom)}-${state.priceTo === null ? '' : amount(state.priceTo)}`,
        );
      if (state.tags.length) out.set('tags', [...state.tags].sort().join(','));
      if (state.stock) out.set('stock', '1');
      if (state.sort !== 'DefaultSort') out.set('sort', state.sort);
      if (state.from < state.page) out.set('from', String(state.from));
      if (state.page > 1) out.set('page', String(state.page));
      const qs = out.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
      return (i < 0 ? base : base.slice(0, i)) + (qs ? `?${qs}` : '');
    };
    const bases = [
      '/gely',
      '/hladat?q=gel',
      '/hladat?q=',
      '/hladat?',
      '/hladat?q=vibr%C3%A1tor+ru%C5%BEov%C3%BD',
      "/hladat?q=a:b,c*d~e!f(g)h'i",
      '/hladat?q=100%25&page=3&utm_source=x y',
      '/hladat?a+b=1&q=%26%3D%3F%23',
    ];
    const states = [
      '',
      '?param=1:1003&param=1:1001&param=2:2001&price=10-50&tags=sale,new&stock=1&sort=PriceSortASC&from=2&page=3',
      '?price=0.5-&sort=LatestSort&page=2',
      '?price=-99999.999&tags=a_b,C-d',
      '?page=7&from=5',
    ].map((qs) => parseCatalogQuery(qs));
    const variants = states.flatMap((s) => [s, setPriceRange(s, 1e21, 12.345), toggleTag(s, 'x_y'), goToPage(s, 2)]);
    for (const base of bases)
      for (const state of variants) expect(catalogHref(base, state), base).toBe(reference(base, state));
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
