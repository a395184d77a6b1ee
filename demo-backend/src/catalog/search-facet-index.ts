/**
 * The search facet index: per product what a search result is filtered, counted and sorted on (price
 * in each currency, stock flag, tags, parameter values, place in each sort order), in typed arrays
 * kept by the isolate. Matching stays in D1 (the trigram index); filtering the matches, counting
 * facets, tags, stock and price range with "every other active filter", sorting and paging happen
 * here. In SQL each of those counts joined every match to its rows: "gel" matches 5,964 of 50,000
 * products, and the statements took most of a search's time.
 *
 * Loaded once per isolate, in one D1 batch (one consistent snapshot), and tagged with the catalogue
 * version token (migration 0005). Each search reads the token with its matches; when it moved (a
 * reseed, or a test runner's fresh database) the index is loaded again. The catalogue is fixed
 * between seeds (no route writes products, their parameters, tags, prices or stock).
 */
import { CATALOG_SORTS, type CatalogSort } from '../../../shared/contracts/catalog';
import { CURRENCY_CODES, type CurrencyCode } from '../../../shared/contracts/store';
import { SORT_SQL } from './catalog-sort-sql';

export interface FacetIndex {
  /** Product ids, ascending: a product's position here is its position in every array below. */
  readonly ids: Int32Array;
  /** Position by id (-1: none) when the ids are dense enough to afford it, else null (binary search). */
  readonly positionById: Int32Array | null;
  readonly price: Readonly<Record<CurrencyCode, Float64Array>>;
  /** 1 where products.in_stock = 1. */
  readonly inStock: Uint8Array;
  /** Bit b set: the product has tag `tags[b]`. */
  readonly tagBits: Uint32Array;
  readonly tags: readonly string[];
  /** The distinct (param_id, value_id) pairs, ascending by param then value (the order SQL groups in). */
  readonly pairParam: Float64Array;
  readonly pairValue: Float64Array;
  /** Product i's pairs are pairs[pairStart[i] .. pairStart[i + 1]), as indexes into pairParam/pairValue. */
  readonly pairStart: Uint32Array;
  readonly pairs: Uint16Array;
  /** Product positions in each sort order as SQLite sorts them, keyed by the ORDER BY text. */
  readonly orders: ReadonlyMap<string, Uint32Array>;
  /** Memory held by the arrays. */
  readonly bytes: number;
}

/** Up to this many distinct tags fit the per-product bit mask; more and search counts in SQL. */
const MAX_TAGS = 32;
/** Pair indexes are 16-bit. */
const MAX_PAIRS = 0xffff;

const ORDER_SQL = [
  ...new Set(CATALOG_SORTS.flatMap((sort) => CURRENCY_CODES.map((currency) => SORT_SQL(sort, currency)))),
];

const isInt32 = (n: number) => Number.isInteger(n) && n >= -0x80000000 && n <= 0x7fffffff;

/** A direct position table costs 4 bytes per id up to the largest: worth it while ids are dense. */
const DENSE_IDS_PER_PRODUCT = 4;

/** Position of `id` in the ascending `ids`, or -1. */
function searchPosition(ids: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** A product's position in the index, or -1 when the index does not hold it. */
export function positionOf(index: Pick<FacetIndex, 'ids' | 'positionById'>, id: number): number {
  if (!index.positionById) return searchPosition(index.ids, id);
  return Number.isInteger(id) && id >= 0 && id < index.positionById.length ? index.positionById[id]! : -1;
}

interface ProductRow {
  id: number;
  price_eur: number;
  price_czk: number;
  in_stock: number;
}

/**
 * Reads the catalogue and builds the index; null when this catalogue does not fit its layout (more
 * tags or parameter values than it has room for, ids beyond 32 bits): search then counts in SQL.
 */
async function loadFacetIndex(db: D1Database): Promise<{ token: string; index: FacetIndex | null }> {
  const results = await db.batch([
    db.prepare('SELECT token FROM catalog_version WHERE id = 1'),
    // Row objects, not JSON text, for the prices: a REAL must arrive exactly as SQLite compares it.
    db.prepare('SELECT id, price_eur, price_czk, in_stock FROM products ORDER BY id'),
    // Integers and tag text as JSON arrays: one value each instead of 100,000+ row objects. Columns of
    // one aggregate query see the rows in the same order, so the arrays line up.
    db.prepare(
      'SELECT json_group_array(product_id) AS products, json_group_array(param_id) AS params, json_group_array(value_id) AS vals FROM product_params',
    ),
    db.prepare('SELECT json_group_array(product_id) AS products, json_group_array(tag) AS tags FROM product_tags'),
    ...ORDER_SQL.map((sql) => db.prepare(`SELECT json_group_array(p.id ORDER BY ${sql}) AS ids FROM products p`)),
  ]);
  const first = <T>(i: number) => results[i]?.results[0] as T | undefined;
  const token = first<{ token: string }>(0)?.token ?? '';
  const rows = (results[1]?.results ?? []) as ProductRow[];
  const n = rows.length;
  if (!rows.every((r) => isInt32(r.id))) return { token, index: null };

  const ids = new Int32Array(n);
  const price = { EUR: new Float64Array(n), CZK: new Float64Array(n) };
  const inStock = new Uint8Array(n);
  rows.forEach((r, i) => {
    ids[i] = r.id;
    price.EUR[i] = r.price_eur;
    price.CZK[i] = r.price_czk;
    inStock[i] = r.in_stock === 1 ? 1 : 0;
  });
  const maxId = n ? ids[n - 1]! : -1;
  const dense = ids[0]! >= 0 && maxId < DENSE_IDS_PER_PRODUCT * n + 1024;
  const positionById = dense ? new Int32Array(maxId + 1).fill(-1) : null;
  if (positionById)
    ids.forEach((id, i) => {
      positionById[id] = i;
    });
  const lookup = { ids, positionById };

  // Parameter values: distinct pairs in (param, value) order, then each product's list (CSR).
  const params = first<{ products: string; params: string; vals: string }>(2);
  const ppProduct = JSON.parse(params?.products ?? '[]') as number[];
  const ppParam = JSON.parse(params?.params ?? '[]') as number[];
  const ppValue = JSON.parse(params?.vals ?? '[]') as number[];
  const pairKeys = new Map<number, Map<number, number>>();
  for (let j = 0; j < ppParam.length; j++) {
    const byValue = pairKeys.get(ppParam[j]!) ?? new Map<number, number>();
    pairKeys.set(ppParam[j]!, byValue.set(ppValue[j]!, 0));
  }
  const sortedPairs = [...pairKeys].flatMap(([param, values]) =>
    [...values.keys()].map((value) => [param, value] as const),
  );
  sortedPairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sortedPairs.length > MAX_PAIRS) return { token, index: null };
  const pairParam = new Float64Array(sortedPairs.length);
  const pairValue = new Float64Array(sortedPairs.length);
  sortedPairs.forEach(([param, value], k) => {
    pairParam[k] = param;
    pairValue[k] = value;
    pairKeys.get(param)!.set(value, k);
  });
  const ppPosition = ppProduct.map((id) => positionOf(lookup, id));
  const pairStart = new Uint32Array(n + 1);
  for (const i of ppPosition) if (i >= 0) pairStart[i + 1]!++;
  for (let i = 0; i < n; i++) pairStart[i + 1]! += pairStart[i]!;
  const pairs = new Uint16Array(pairStart[n]!);
  const fill = pairStart.slice(0, n);
  ppPosition.forEach((i, j) => {
    if (i >= 0) pairs[fill[i]!++] = pairKeys.get(ppParam[j]!)!.get(ppValue[j]!)!;
  });

  const tagRows = first<{ products: string; tags: string }>(3);
  const tagProduct = JSON.parse(tagRows?.products ?? '[]') as number[];
  const tagNames = JSON.parse(tagRows?.tags ?? '[]') as string[];
  const tags = [...new Set(tagNames)];
  if (tags.length > MAX_TAGS) return { token, index: null };
  const tagBit = new Map(tags.map((t, b) => [t, b]));
  const tagBits = new Uint32Array(n);
  tagProduct.forEach((id, j) => {
    const i = positionOf(lookup, id);
    if (i >= 0) tagBits[i]! |= 1 << tagBit.get(tagNames[j]!)!;
  });

  const orders = new Map<string, Uint32Array>();
  ORDER_SQL.forEach((sql, s) => {
    const ordered = JSON.parse(first<{ ids: string }>(4 + s)?.ids ?? '[]') as number[];
    orders.set(
      sql,
      Uint32Array.from(ordered, (id) => positionOf(lookup, id)),
    );
  });

  const arrays = [
    ids,
    ...(positionById ? [positionById] : []),
    price.EUR,
    price.CZK,
    inStock,
    tagBits,
    pairParam,
    pairValue,
    pairStart,
    pairs,
    ...orders.values(),
  ];
  const bytes = arrays.reduce((sum, a) => sum + a.byteLength, 0);
  return {
    token,
    index: { ids, positionById, price, inStock, tagBits, tags, pairParam, pairValue, pairStart, pairs, orders, bytes },
  };
}

export interface FacetIndexStats {
  products: number;
  bytes: number;
  loadMs: number;
  loadedAt: string;
}

let loaded: { token: string; index: FacetIndex | null; stats: FacetIndexStats } | null = null;
let loading: { token: string; promise: Promise<FacetIndex | null> } | null = null;

/** The index for catalogue version `token` (read with the search's matches); loads it when needed. */
export async function facetIndexFor(db: D1Database, token: string): Promise<FacetIndex | null> {
  if (loaded?.token === token) return loaded.index;
  if (loading?.token !== token) {
    const started = Date.now();
    const promise = loadFacetIndex(db)
      .then((r) => {
        const stats = {
          products: r.index?.ids.length ?? 0,
          bytes: r.index?.bytes ?? 0,
          loadMs: Date.now() - started,
          loadedAt: new Date().toISOString(),
        };
        loaded = { ...r, stats };
        console.log(
          r.index
            ? `[demo-backend] search facet index: ${stats.products} products, ${(stats.bytes / 1024).toFixed(0)} KiB, loaded in ${stats.loadMs} ms`
            : '[demo-backend] search facet index: the catalogue does not fit its layout, search counts in SQL',
        );
        return r.index;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { token, promise };
  }
  // A reseed between the token read and the load gives the newer index: the next search reads the
  // newer token and keeps it.
  return loading!.promise;
}

/** This isolate's index (for /__demo/seed). */
export const facetIndexStats = (): FacetIndexStats | null => loaded?.stats ?? null;

/** The filters of a catalogue state; each is a facet that its own counts leave out. */
export interface ScopeFilters {
  /** Selected parameter values by entity; each entity is its own facet. */
  params: ReadonlyMap<number, readonly number[]>;
  /** Any of these tags (no filter when empty). */
  tags: readonly string[] | undefined;
  priceFrom: number | undefined;
  priceTo: number | undefined;
  stock: boolean;
}

/** What a catalogue state counts over its scope, the same from SQL or from the index. */
export interface ScopeCounts {
  total: number;
  /** The page's product ids, in sort order. */
  ids: number[];
  /** Price range with every filter but the price one (nulls when nothing is left). */
  range: { min: number | null; max: number | null };
  /** Products per tag with every filter but the tag one (tags with none left out). */
  tagCounts: Map<string, number>;
  /** In-stock products with every filter but the stock one. */
  inStockCount: number;
  /**
   * Per parameter entity, products per value ascending by value id (values with none left out): with
   * every filter, or for an entity with a selection every filter but its own.
   */
  facetRows: Map<number, { value: number; n: number }[]>;
}

const TAGS = 0;
const PRICE = 1;
const STOCK = 2;
/** Filter group 3 + i is the i-th entity with a selection. */
const FIRST_ENTITY = 3;

/**
 * Counts, filters, sorts and pages the products `matched` (ids; unknown ones are ignored, as a SQL
 * join would) like the SQL statements of catalogState. A product that fails no filter counts
 * everywhere; one that fails exactly one counts only for that filter's own facet.
 */
export function countScope(
  index: FacetIndex,
  matched: readonly number[],
  filters: ScopeFilters,
  sort: CatalogSort,
  currency: CurrencyCode,
  offset: number,
  limit: number,
): ScopeCounts {
  const n = index.ids.length;
  const price = index.price[currency];
  const entities = [...filters.params.keys()];
  const groups = FIRST_ENTITY + entities.length;
  // Per pair: the entity filter it satisfies (selected value) and the entity group it belongs to.
  const satisfies = new Int32Array(index.pairParam.length).fill(-1);
  const entityOf = new Int32Array(index.pairParam.length).fill(-1);
  entities.forEach((entity, e) => {
    const selected = new Set(filters.params.get(entity));
    for (let k = 0; k < index.pairParam.length; k++) {
      if (index.pairParam[k] !== entity) continue;
      entityOf[k] = FIRST_ENTITY + e;
      if (selected.has(index.pairValue[k]!)) satisfies[k] = FIRST_ENTITY + e;
    }
  });
  const tagFilter = (filters.tags?.length ?? 0) > 0;
  let tagMask = 0;
  for (const tag of filters.tags ?? []) {
    const b = index.tags.indexOf(tag);
    if (b >= 0) tagMask |= 1 << b;
  }
  const { priceFrom, priceTo } = filters;

  /** 0 not in scope, 1 in scope, 2 in scope and passing every filter (the listed products). */
  const state = new Uint8Array(n);
  const hit = new Int32Array(groups).fill(-1);
  const pairCounts = new Uint32Array(index.pairParam.length);
  const tagCounts = new Uint32Array(index.tags.length);
  let total = 0;
  let inStockCount = 0;
  let min: number | null = null;
  let max: number | null = null;
  const countTags = (bits: number) => {
    for (let b = 0; bits !== 0; b++, bits >>>= 1) if (bits & 1) tagCounts[b]!++;
  };

  for (const id of matched) {
    const i = positionOf(index, id);
    if (i < 0 || state[i] !== 0) continue;
    state[i] = 1;
    let fails = 0;
    let failed = -1;
    if (tagFilter && (index.tagBits[i]! & tagMask) === 0) {
      fails++;
      failed = TAGS;
    }
    const p = price[i]!;
    if ((priceFrom !== undefined && p < priceFrom) || (priceTo !== undefined && p > priceTo)) {
      fails++;
      failed = PRICE;
    }
    if (filters.stock && index.inStock[i] !== 1) {
      fails++;
      failed = STOCK;
    }
    const from = index.pairStart[i]!;
    const to = index.pairStart[i + 1]!;
    for (let j = from; j < to; j++) {
      const g = satisfies[index.pairs[j]!]!;
      if (g >= 0) hit[g] = i;
    }
    for (let g = FIRST_ENTITY; g < groups; g++) {
      if (hit[g] !== i) {
        fails++;
        failed = g;
      }
    }
    if (fails === 0) {
      state[i] = 2;
      total++;
      inStockCount += index.inStock[i]!;
      if (min === null || p < min) min = p;
      if (max === null || p > max) max = p;
      countTags(index.tagBits[i]!);
      for (let j = from; j < to; j++) pairCounts[index.pairs[j]!]!++;
    } else if (fails === 1) {
      // Counts only for the facet it fails (the stock count needs in stock, which is what failed).
      if (failed === PRICE) {
        if (min === null || p < min) min = p;
        if (max === null || p > max) max = p;
      } else if (failed === TAGS) {
        countTags(index.tagBits[i]!);
      } else if (failed >= FIRST_ENTITY) {
        for (let j = from; j < to; j++) if (entityOf[index.pairs[j]!] === failed) pairCounts[index.pairs[j]!]!++;
      }
    }
  }

  const ids: number[] = [];
  const order = index.orders.get(SORT_SQL(sort, currency))!;
  for (let s = 0, skipped = 0; s < order.length && ids.length < limit; s++) {
    const i = order[s]!;
    if (state[i] !== 2) continue;
    if (skipped < offset) skipped++;
    else ids.push(index.ids[i]!);
  }

  const facetRows = new Map<number, { value: number; n: number }[]>();
  for (let k = 0; k < pairCounts.length; k++) {
    const count = pairCounts[k]!;
    if (count === 0) continue;
    const param = index.pairParam[k]!;
    const list = facetRows.get(param) ?? [];
    if (!list.length) facetRows.set(param, list);
    list.push({ value: index.pairValue[k]!, n: count });
  }
  return {
    total,
    ids,
    range: { min, max },
    tagCounts: new Map(index.tags.flatMap((tag, b) => (tagCounts[b]! > 0 ? [[tag, tagCounts[b]!] as const] : []))),
    inStockCount,
    facetRows,
  };
}
