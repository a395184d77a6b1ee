/**
 * Catalogue state for a scope (category subtree, search query or virtual category definition): the
 * filtered, sorted page of products plus facet counts. Each facet counts with every other active filter
 * (so choosing a colour does not zero the other colours). Category and virtual scopes count in SQL:
 * all queries go in one D1 batch, on indexed columns, so 50,000 products stay fast; lists travel as
 * one JSON parameter (json_each). A search counts its matches in the search facet index (the SQL
 * path stays as its fallback and as the reference the tests compare it with).
 */
import type { z } from 'zod';
import {
  CATALOG_SORTS,
  type CatalogState,
  type CatalogStateQuerySchema,
  type ParameterFilter,
} from '../../../shared/contracts/catalog';
import type { CurrencyCode } from '../../../shared/contracts/store';
import { BRANDS, COLORS, MATERIALS, PARAMETER_IDS, PARAMETER_NAMES, SIZES, TAGS } from '../seed/catalog-constants';
import { METER_VALUES, SIZE_VALUE_IDS } from '../seed/product-generator';
import { categorySubtree } from '../store/category-view';
import { loadProductDocs, productView } from '../store/product-view';
import type { Locale } from '../store/store-context';
import { priceColumn, SORT_SQL } from './catalog-sort-sql';
import { countScope, facetIndexFor, type ScopeCounts, type ScopeFilters } from './search-facet-index';
import { searchProducts, type SearchResult } from './search-match';

type Query = z.output<typeof CatalogStateQuerySchema>;

interface Clause {
  /** Which facet this filter belongs to (excluded when counting that facet). */
  facet: string;
  sql: string;
  params: unknown[];
}

/** Parameter value titles, for the facets (entities come from the shared seed constants). */
function valueTitle(entityId: number, valueId: number, locale: Locale): { title: string; hex: string | null } {
  switch (entityId) {
    case PARAMETER_IDS.color: {
      const c = COLORS.find((x) => x.id === valueId);
      return { title: c?.name[locale] ?? String(valueId), hex: c?.hex ?? null };
    }
    case PARAMETER_IDS.brand:
      return { title: BRANDS.find((b) => b.id === valueId)?.title ?? String(valueId), hex: null };
    case PARAMETER_IDS.material:
      return { title: MATERIALS.find((m) => m.id === valueId)?.name[locale] ?? String(valueId), hex: null };
    case PARAMETER_IDS.meters: {
      const m = METER_VALUES.find((x) => x.id === valueId);
      return { title: m ? `${m.meters} m` : String(valueId), hex: null };
    }
    case PARAMETER_IDS.size:
      return { title: SIZES.find((s) => SIZE_VALUE_IDS[s] === valueId) ?? String(valueId), hex: null };
    default:
      return { title: String(valueId), hex: null };
  }
}

const PARAMETER_ORDER = [
  PARAMETER_IDS.brand,
  PARAMETER_IDS.color,
  PARAMETER_IDS.material,
  PARAMETER_IDS.size,
  PARAMETER_IDS.meters,
];
const paramName = (entityId: number) =>
  (Object.entries(PARAMETER_IDS).find(([, id]) => id === entityId)?.[0] as keyof typeof PARAMETER_NAMES | undefined) ??
  'brand';

function groupParams(list: string[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const item of list) {
    const [e, v] = item.split(':').map(Number) as [number, number];
    map.set(e, [...(map.get(e) ?? []), v]);
  }
  return map;
}

function paramClauses(grouped: ReadonlyMap<number, readonly number[]>, facetPrefix: string): Clause[] {
  return [...grouped].map(([entityId, values]) => ({
    facet: `${facetPrefix}${entityId}`,
    sql: 'p.id IN (SELECT product_id FROM product_params WHERE param_id = ? AND value_id IN (SELECT value FROM json_each(?)))',
    params: [entityId, JSON.stringify(values)],
  }));
}

/**
 * The statements of an unfiltered category scope from the per-leaf-category aggregates, with the
 * row shapes of the live ones: the total, and (in the live order) price range, tag counts, in-stock
 * count and facets.
 */
function categoryAggregates(
  db: D1Database,
  categoryIds: number[],
  currency: CurrencyCode,
): { total: D1PreparedStatement; counts: D1PreparedStatement[] } {
  const inSubtree = 'category_id IN (SELECT value FROM json_each(?))';
  const ids = JSON.stringify(categoryIds);
  const cur = currency === 'EUR' ? 'eur' : 'czk';
  return {
    total: db.prepare(`SELECT COALESCE(SUM(total), 0) AS n FROM category_stats WHERE ${inSubtree}`).bind(ids),
    counts: [
      db
        .prepare(
          `SELECT MIN(min_price_${cur}) AS min, MAX(max_price_${cur}) AS max FROM category_stats WHERE ${inSubtree}`,
        )
        .bind(ids),
      db.prepare(`SELECT tag, SUM(n) AS n FROM category_tag_counts WHERE ${inSubtree} GROUP BY tag`).bind(ids),
      db.prepare(`SELECT COALESCE(SUM(in_stock), 0) AS n FROM category_stats WHERE ${inSubtree}`).bind(ids),
      db
        .prepare(
          `SELECT param_id AS entity, value_id AS value, SUM(n) AS n FROM category_facet_counts WHERE ${inSubtree} GROUP BY param_id, value_id`,
        )
        .bind(ids),
    ],
  };
}

export interface CatalogStateOptions {
  /** false: a search counts in SQL too (the reference the facet index is tested against). */
  facetIndex?: boolean;
}

export async function catalogState(
  db: D1Database,
  q: Query,
  locale: Locale,
  currency: CurrencyCode,
  options: CatalogStateOptions = {},
): Promise<CatalogState | null> {
  const base: Clause[] = [];
  const filters: ScopeFilters = {
    params: groupParams(q.param),
    tags: q.tags,
    priceFrom: q.priceFrom,
    priceTo: q.priceTo,
    stock: q.stock === '1',
  };
  const offset = (q.page - 1) * q.perPage;
  let scope: CatalogState['scope'];
  let counted: ScopeCounts | null = null;
  if (q.scope === 'search') {
    scope = { type: 'search', categoryId: null, query: q.q ?? '' };
    // Fewer than 3 characters: no search at all (SPEC 4), an empty state.
    const matches = await searchProducts(db, q.q ?? '', locale);
    const index = options.facetIndex === false ? null : await facetIndexFor(db, matches.token);
    if (index) counted = countScope(index, matches.ids, filters, q.sort, currency, offset, q.perPage);
    // The SQL statements below look the matches up by primary key.
    else
      base.push({
        facet: 'scope',
        sql: 'p.id IN (SELECT value FROM json_each(?))',
        params: [JSON.stringify(matches.ids)],
      });
  } else if (q.scope === 'virtual') {
    scope = { type: 'virtual', categoryId: null, query: null };
    if (q.vcCategories)
      base.push({
        facet: 'scope',
        sql: 'p.category_id IN (SELECT value FROM json_each(?))',
        params: [JSON.stringify(q.vcCategories.flatMap(categorySubtree))],
      });
    if (q.vcExcluded)
      base.push({
        facet: 'scope',
        sql: 'p.category_id NOT IN (SELECT value FROM json_each(?))',
        params: [JSON.stringify(q.vcExcluded.flatMap(categorySubtree))],
      });
    if (q.vcTags)
      base.push({
        facet: 'scope',
        sql: 'p.id IN (SELECT product_id FROM product_tags WHERE tag IN (SELECT value FROM json_each(?)))',
        params: [JSON.stringify(q.vcTags)],
      });
    base.push(...paramClauses(groupParams(q.vcParam), 'scope-param-').map((c) => ({ ...c, facet: 'scope' })));
    if (q.vcPriceFrom !== undefined)
      base.push({ facet: 'scope', sql: `${priceColumn(currency)} >= ?`, params: [q.vcPriceFrom] });
    if (q.vcPriceTo !== undefined)
      base.push({ facet: 'scope', sql: `${priceColumn(currency)} <= ?`, params: [q.vcPriceTo] });
  } else {
    const categoryId = Number(q.scope);
    const subtree = categorySubtree(categoryId);
    scope = { type: 'category', categoryId, query: null };
    base.push({
      facet: 'scope',
      sql: 'p.category_id IN (SELECT value FROM json_each(?))',
      params: [JSON.stringify(subtree)],
    });
  }

  // A virtual scope has no index to lean on: resolve it to product ids once, so the ~8 statements
  // below look rows up by primary key instead of each scanning every product.
  if (scope.type === 'virtual') {
    const scoped = base.splice(0, base.length);
    const sql = scoped.length ? scoped.map((x) => x.sql).join(' AND ') : '1';
    const rows = await db
      .prepare(`SELECT p.id FROM products p WHERE ${sql}`)
      .bind(...scoped.flatMap((x) => x.params))
      .all<{ id: number }>();
    base.push({
      facet: 'scope',
      sql: 'p.id IN (SELECT value FROM json_each(?))',
      params: [JSON.stringify(rows.results.map((r) => r.id))],
    });
  }
  counted ??= await sqlCounts(db, scope, base, filters, q, currency, offset);

  const { total, ids, range, tagCounts, inStockCount, facetRows } = counted;
  const selectedParams = filters.params;
  const parameters: ParameterFilter[] = PARAMETER_ORDER.flatMap((entityId) => {
    const counts = facetRows.get(entityId) ?? [];
    const selected = selectedParams.get(entityId) ?? [];
    // Keep selected values visible even when their count fell to zero.
    const values = [...new Set([...counts.map((c) => c.value), ...selected])];
    if (!values.length) return [];
    return [
      {
        entityId,
        name: PARAMETER_NAMES[paramName(entityId)][locale],
        values: values
          .map((id) => ({
            id,
            ...valueTitle(entityId, id, locale),
            count: counts.find((c) => c.value === id)?.n ?? 0,
            selected: selected.includes(id),
          }))
          .sort((a, b) => a.title.localeCompare(b.title, locale)),
      },
    ];
  });

  const products = (await loadProductDocs(db, ids)).map((d) => productView(d, { locale, currency }));
  return {
    scope,
    filters: {
      parameters,
      price: {
        currencyCode: currency,
        min: range.min ?? 0,
        max: range.max ?? 0,
        selectedFrom: q.priceFrom ?? null,
        selectedTo: q.priceTo ?? null,
      },
      tags: TAGS.filter((t) => tagCounts.has(t.code) || q.tags?.includes(t.code)).map((t) => ({
        code: t.code,
        text: t.text[locale],
        color: t.color,
        count: tagCounts.get(t.code) ?? 0,
        selected: q.tags?.includes(t.code) ?? false,
      })),
      availability: { inStockCount, selected: q.stock === '1' },
    },
    sorts: CATALOG_SORTS.map((code) => ({ code, selected: code === q.sort })),
    sort: q.sort,
    page: q.page,
    perPage: q.perPage,
    lastPage: Math.max(1, Math.ceil(total / q.perPage)),
    total,
    products,
  };
}

/** The counts of a scope (`base`, narrowed by `filters`) in one D1 batch. */
async function sqlCounts(
  db: D1Database,
  scope: CatalogState['scope'],
  base: Clause[],
  f: ScopeFilters,
  q: Query,
  currency: CurrencyCode,
  offset: number,
): Promise<ScopeCounts> {
  const filters: Clause[] = [...paramClauses(f.params, 'param-')];
  if (f.tags?.length)
    filters.push({
      facet: 'tags',
      sql: 'p.id IN (SELECT product_id FROM product_tags WHERE tag IN (SELECT value FROM json_each(?)))',
      params: [JSON.stringify(f.tags)],
    });
  if (f.priceFrom !== undefined)
    filters.push({ facet: 'price', sql: `${priceColumn(currency)} >= ?`, params: [f.priceFrom] });
  if (f.priceTo !== undefined)
    filters.push({ facet: 'price', sql: `${priceColumn(currency)} <= ?`, params: [f.priceTo] });
  if (f.stock) filters.push({ facet: 'stock', sql: 'p.in_stock = 1', params: [] });

  const where = (except: string | null) => {
    const parts = [...base, ...filters.filter((x) => x.facet !== except)];
    return { sql: parts.length ? parts.map((p) => p.sql).join(' AND ') : '1', params: parts.flatMap((p) => p.params) };
  };

  const all = where(null);
  const page = db
    .prepare(`SELECT p.id FROM products p WHERE ${all.sql} ORDER BY ${SORT_SQL(q.sort, currency)} LIMIT ? OFFSET ?`)
    .bind(...all.params, q.perPage, offset);
  const selectedEntities = [...f.params.keys()];
  const statements: D1PreparedStatement[] = [];
  if (scope.type === 'category' && filters.length === 0) {
    // The unfiltered category page: counts, price range, tags and facets summed from the per-leaf
    // aggregates (migration 0004) instead of counted over every product of the subtree.
    const aggregates = categoryAggregates(db, categorySubtree(scope.categoryId!), currency);
    statements.push(aggregates.total, page, ...aggregates.counts);
  } else {
    statements.push(db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${all.sql}`).bind(...all.params), page);
    const noPrice = where('price');
    statements.push(
      db
        .prepare(
          `SELECT MIN(${priceColumn(currency)}) AS min, MAX(${priceColumn(currency)}) AS max FROM products p WHERE ${noPrice.sql}`,
        )
        .bind(...noPrice.params),
    );
    const noTags = where('tags');
    statements.push(
      db
        .prepare(
          `SELECT t.tag AS tag, COUNT(*) AS n FROM products p CROSS JOIN product_tags t ON t.product_id = p.id WHERE ${noTags.sql} GROUP BY t.tag`,
        )
        .bind(...noTags.params),
    );
    const noStock = where('stock');
    statements.push(
      db
        .prepare(`SELECT COUNT(*) AS n FROM products p WHERE p.in_stock = 1 AND ${noStock.sql}`)
        .bind(...noStock.params),
    );
    // Facets: one query for every entity without a selection (all filters apply), plus one per entity
    // with a selection (its own filter left out, so its other values keep their counts).
    // CROSS JOIN keeps SQLite on the filtered products first, then their parameters by index.
    const facetSql = (w: { sql: string; params: unknown[] }, entity: number | null) =>
      db
        .prepare(
          `SELECT pp.param_id AS entity, pp.value_id AS value, COUNT(*) AS n FROM products p CROSS JOIN product_params pp ON pp.product_id = p.id${entity === null ? '' : ' AND pp.param_id = ?'} WHERE ${w.sql} GROUP BY pp.param_id, pp.value_id`,
        )
        .bind(...(entity === null ? [] : [entity]), ...w.params);
    statements.push(facetSql(all, null));
    for (const entityId of selectedEntities) statements.push(facetSql(where(`param-${entityId}`), entityId));
  }
  const results = await db.batch(statements);
  const rows = <T>(i: number) => (results[i]?.results ?? []) as T[];
  const range = rows<{ min: number | null; max: number | null }>(2)[0];

  const facetRows = new Map<number, { value: number; n: number }[]>();
  for (const r of rows<{ entity: number; value: number; n: number }>(5)) {
    if (!f.params.has(r.entity))
      facetRows.set(r.entity, [...(facetRows.get(r.entity) ?? []), { value: r.value, n: r.n }]);
  }
  selectedEntities.forEach((entityId, i) => {
    facetRows.set(entityId, rows<{ value: number; n: number }>(6 + i));
  });
  return {
    total: rows<{ n: number }>(0)[0]?.n ?? 0,
    ids: rows<{ id: number }>(1).map((r) => r.id),
    range: { min: range?.min ?? null, max: range?.max ?? null },
    tagCounts: new Map(rows<{ tag: string; n: number }>(3).map((r) => [r.tag, r.n])),
    inStockCount: rows<{ n: number }>(4)[0]?.n ?? 0,
    facetRows,
  };
}

const NO_FILTERS: ScopeFilters = {
  params: new Map(),
  tags: undefined,
  priceFrom: undefined,
  priceTo: undefined,
  stock: false,
};

/**
 * The dropdown's products: how many of the search's matches (searchProducts) there are, and the
 * first `limit` of them in the default sort (best rank first). From the search facet index, else in SQL.
 */
export async function searchRanked(
  db: D1Database,
  matches: SearchResult,
  limit: number,
  options: CatalogStateOptions = {},
): Promise<{ total: number; ids: number[] }> {
  const index = options.facetIndex === false ? null : await facetIndexFor(db, matches.token);
  if (index) {
    const counts = countScope(index, matches.ids, NO_FILTERS, 'DefaultSort', 'EUR', 0, limit);
    return { total: counts.total, ids: counts.ids };
  }
  const rows = await db
    .prepare(
      `SELECT p.id FROM products p WHERE p.id IN (SELECT value FROM json_each(?)) ORDER BY ${SORT_SQL('DefaultSort', 'EUR')}`,
    )
    .bind(JSON.stringify(matches.ids))
    .all<{ id: number }>();
  return { total: rows.results.length, ids: rows.results.slice(0, limit).map((r) => r.id) };
}
