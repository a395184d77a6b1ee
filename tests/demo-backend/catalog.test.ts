/** Content catalogue endpoints (product, v2/state, category, search) against shared/contracts/catalog.ts. */
import { describe, expect, test } from 'vitest';
import {
  CatalogCategoriesResponseSchema,
  CatalogProductsResponseSchema,
  CatalogStateSchema,
  SearchResponseSchema,
} from '../../shared/contracts/catalog';
import { call, callParsed, expectStoreError } from './store-test-client';

describe('catalog/product', () => {
  test('by ids keeps the order; by slugs, codes, EANs, variant codes and EANs, categories, random', async () => {
    const byIds = await callParsed('/content/catalog/product?ids=7,3,5', CatalogProductsResponseSchema);
    expect(byIds.products.map((p) => p.id)).toEqual([7, 3, 5]);
    const p = byIds.products[0]!;
    const v = p.variants[0]!;
    const checks: [string, number][] = [
      [`slugs=${p.slug}`, 7],
      [`codes=${p.marketingCode}`, 7],
      [`eans=${p.ean}`, 7],
      [`variantCodes=${v.catalogCode}`, 7],
      [`variantEans=${v.ean}`, 7],
    ];
    for (const [query, id] of checks)
      expect(
        (await callParsed(`/content/catalog/product?${query}`, CatalogProductsResponseSchema)).products.map(
          (x) => x.id,
        ),
      ).toEqual([id]);
    const inCategory = await callParsed(
      '/content/catalog/product?categoryIds=10&limit=5',
      CatalogProductsResponseSchema,
    );
    expect(inCategory.products.every((x) => [10, 11, 12].includes(x.categoryId))).toBe(true);
    const random = await callParsed('/content/catalog/product?random=4', CatalogProductsResponseSchema);
    expect(random.products).toHaveLength(4);
  });

  test('no selector: 422', async () => {
    await expectStoreError(await call('/content/catalog/product'), 422);
  });
});

describe('catalog/v2/state', () => {
  test('category scope: 21 a page, facets with counts, sorts', async () => {
    const state = await callParsed('/content/catalog/v2/state?scope=30', CatalogStateSchema);
    expect(state.perPage).toBe(21);
    expect(state.products.length).toBe(Math.min(21, state.total));
    expect(state.sorts.map((s) => s.code)).toEqual(['DefaultSort', 'LatestSort', 'PriceSortASC', 'PriceSortDESC']);
    const brand = state.filters.parameters.find((f) => f.entityId === 2)!;
    expect(brand.values.reduce((s, v) => s + v.count, 0)).toBe(state.total);
  });

  test('filters narrow, keep other values of the same parameter, and sort by price', async () => {
    const all = await callParsed('/content/catalog/v2/state?scope=30', CatalogStateSchema);
    const color = all.filters.parameters.find((f) => f.entityId === 1)!;
    const value = color.values[0]!;
    const filtered = await callParsed(
      `/content/catalog/v2/state?scope=30&param=1:${value.id}&sort=PriceSortASC`,
      CatalogStateSchema,
    );
    expect(filtered.total).toBe(value.count);
    expect(filtered.filters.parameters.find((f) => f.entityId === 1)!.values.length).toBe(color.values.length);
    const prices = filtered.products.map((p) => p.prices.unitWithTax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of filtered.products)
      expect(p.content.parameters.find((x) => x.entityId === 1)?.values).toContain(value.id);
  });

  test('price range, tags, stock, latest sort and pages', async () => {
    const state = await callParsed(
      '/content/catalog/v2/state?scope=10&priceFrom=5&priceTo=15&stock=1&sort=LatestSort&page=1',
      CatalogStateSchema,
    );
    for (const p of state.products) {
      expect(p.prices.unitWithTax).toBeGreaterThanOrEqual(5);
      expect(p.prices.unitWithTax).toBeLessThanOrEqual(15);
    }
    const dates = state.products.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const sale = await callParsed('/content/catalog/v2/state?scope=10&tags=sale', CatalogStateSchema);
    for (const p of sale.products) expect(p.tags.map((t) => t.code)).toContain('sale');
    const page2 = await callParsed('/content/catalog/v2/state?scope=10&page=2', CatalogStateSchema);
    expect(page2.page).toBe(2);
  });

  test('search and virtual scopes; CZK prices', async () => {
    const search = await callParsed('/content/catalog/v2/state?scope=search&q=masazny', CatalogStateSchema);
    expect(search.total).toBeGreaterThan(0);
    const virtual = await callParsed(
      '/content/catalog/v2/state?scope=virtual&vcCategories=20,30&vcTags=sale',
      CatalogStateSchema,
      { headers: { 'x-inspishop-currency': 'CZK' } },
    );
    expect(virtual.filters.price.currencyCode).toBe('CZK');
    for (const p of virtual.products) expect(p.tags.map((t) => t.code)).toContain('sale');
  });

  test('search (trigram index): a word anywhere in the folded name or in the code, every word must match, odd input is just text', async () => {
    const [product] = (await callParsed('/content/catalog/product?ids=7', CatalogProductsResponseSchema)).products;
    const ids = async (q: string) => {
      const state = await callParsed(
        `/content/catalog/v2/state?scope=search&q=${encodeURIComponent(q)}&perPage=60`,
        CatalogStateSchema,
      );
      return { total: state.total, ids: state.products.map((p) => p.id) };
    };
    // Inside a word, without diacritics, in any case.
    const word = product!.name.split(' ').find((w) => w.length >= 5)!;
    const inner = word
      .slice(1, 4)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    expect((await ids(inner)).total).toBeGreaterThan(0);
    // By code, and by two words at once (both must match: never more than either alone).
    expect((await ids(product!.catalogCode)).ids).toContain(7);
    const both = await ids(`${word} ${product!.catalogCode}`);
    expect(both.ids).toContain(7);
    expect(both.total).toBeLessThanOrEqual((await ids(word)).total);
    // FTS syntax and control characters are plain text: no error, no match-everything.
    for (const q of ['"gel', 'gel" OR "', '*gel*', 'NEAR(gel olej)', 'gel\u0000olej', '{sk}: gel', 'a'.repeat(200)]) {
      const r = await call(`/content/catalog/v2/state?scope=search&q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
    }
    expect((await ids('gel" OR "')).total).toBeLessThanOrEqual((await ids('gel')).total);
    expect((await ids('zzzqqq')).total).toBe(0);
  });

  test('an unfiltered category (from the per-category aggregates) counts exactly like the live query', async () => {
    for (const [scope, currency] of [
      ['10', 'EUR'],
      ['40', 'CZK'],
      ['41', 'EUR'],
    ] as const) {
      const headers = { headers: { 'x-inspishop-currency': currency } };
      const aggregated = await callParsed(`/content/catalog/v2/state?scope=${scope}`, CatalogStateSchema, headers);
      // A filter every product passes takes the live path (counted over the products).
      const live = await callParsed(
        `/content/catalog/v2/state?scope=${scope}&priceFrom=0`,
        CatalogStateSchema,
        headers,
      );
      expect(aggregated.total).toBeGreaterThan(0);
      expect(aggregated.total).toBe(live.total);
      expect(aggregated.products.map((p) => p.id)).toEqual(live.products.map((p) => p.id));
      expect(aggregated.filters.availability.inStockCount).toBe(live.filters.availability.inStockCount);
      expect([aggregated.filters.price.min, aggregated.filters.price.max]).toEqual([
        live.filters.price.min,
        live.filters.price.max,
      ]);
      expect(aggregated.filters.tags.map((t) => [t.code, t.count])).toEqual(
        live.filters.tags.map((t) => [t.code, t.count]),
      );
      expect(aggregated.filters.parameters).toEqual(live.filters.parameters);
    }
  });

  test('unknown category 404, bad param 422', async () => {
    await expectStoreError(await call('/content/catalog/v2/state?scope=999'), 404);
    await expectStoreError(await call('/content/catalog/v2/state?scope=10&param=color'), 422);
  });
});

describe('catalog/category and search', () => {
  test('categories by slugs and ids', async () => {
    const bySlug = await callParsed(
      '/content/catalog/category?slugs=lubrikacne-gely,masazne-oleje',
      CatalogCategoriesResponseSchema,
    );
    expect(bySlug.categories.map((c) => c.id)).toEqual([10, 20]);
    const byId = await callParsed('/content/catalog/category?ids=11', CatalogCategoriesResponseSchema, {
      headers: { 'x-inspishop-locale': 'cs' },
    });
    expect(byId.categories[0]!.slug).toBe('lubrikacni-gely/na-vodni-bazi');
  });

  test('search: products (10), categories, articles; short queries find nothing', async () => {
    const found = await callParsed('/content/search?q=masazne&limit=10', SearchResponseSchema);
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.length).toBeLessThanOrEqual(10);
    expect(found.categories.length).toBeGreaterThan(0);
    const short = await callParsed('/content/search?q=ma', SearchResponseSchema);
    expect(short.products).toHaveLength(0);
  });

  test('search forgives one or two typos and missing diacritics (issue 31), in the dropdown and the results', async () => {
    const names = (answer: { products: { name: string }[] }) => answer.products.map((p) => p.name);
    const typo = await callParsed(`/content/search?q=${encodeURIComponent('lubrikacny gell')}`, SearchResponseSchema);
    expect(typo.productsTotal).toBeGreaterThan(0);
    for (const name of names(typo)) expect(name).toMatch(/Lubrikačný gél/);
    expect(typo.categories.map((c) => c.name)).toContain('Lubrikačné gély');
    // A noun the catalogue only has as an adjective ("Vibračné masážne hlavice").
    const noun = await callParsed('/content/search?q=vibrator', SearchResponseSchema);
    expect(noun.productsTotal).toBeGreaterThan(0);
    expect(noun.categories.map((c) => c.name)).toContain('Vibračné masážne hlavice');
    // The results page's scope finds the same products.
    const state = await callParsed(
      `/content/catalog/v2/state?scope=search&q=${encodeURIComponent('lubrikacny gell')}`,
      CatalogStateSchema,
    );
    expect(state.total).toBe(typo.productsTotal);
    // A word as typed that matches is not widened: "gel" finds what it found before (exact).
    const exact = await callParsed('/content/search?q=gel', SearchResponseSchema);
    for (const name of names(exact))
      expect(
        name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      ).toContain('gel');
    // Nothing close: still nothing.
    expect((await callParsed('/content/search?q=zzzqqq', SearchResponseSchema)).productsTotal).toBe(0);
  });

  test('a misspelt single word finds what its correct spelling finds (issue 52), in Slovak and Czech', async () => {
    const found = async (q: string, locale: 'sk' | 'cs') => {
      const headers = { 'x-inspishop-locale': locale, 'x-inspishop-domain': locale === 'cs' ? 'cz' : 'sk' };
      const state = await callParsed(
        `/content/catalog/v2/state?scope=search&perPage=100&q=${encodeURIComponent(q)}`,
        CatalogStateSchema,
        { headers },
      );
      const dropdown = await callParsed(`/content/search?q=${encodeURIComponent(q)}`, SearchResponseSchema, {
        headers,
      });
      expect(dropdown.productsTotal, q).toBe(state.total);
      return state.products.map((p) => p.id).sort((a, b) => a - b);
    };
    const cases: [string, string, 'sk' | 'cs'][] = [
      ['vibrtor', 'vibrator', 'sk'],
      ['vibrátr', 'vibrator', 'sk'],
      ['masazni olej', 'masazny olej', 'sk'],
      ['masazny olje', 'masazny olej', 'sk'],
      ['lubrikacny gel', 'lubrikačný gél', 'sk'],
      ['vibrtor', 'vibrator', 'cs'],
      ['masazny olej', 'masážní olej', 'cs'],
    ];
    for (const [typo, right, locale] of cases) {
      const expected = await found(right, locale);
      expect(expected.length, `${right} ${locale}`).toBeGreaterThan(0);
      expect(await found(typo, locale), `${typo} ${locale}`).toEqual(expected);
    }
  });
});
