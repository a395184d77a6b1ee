/**
 * The catalogue's state in the URL (filters, sort, page), so a filtered page is shareable, back and
 * forward work, and the server renders exactly what the client shows. One canonical spelling:
 *
 *   ?param=1:1003&param=2:2001&price=10-50&tags=new,sale&stock=1&sort=PriceSortASC&from=1&page=3
 *
 * `param` is `entityId:valueId` (repeated), `price` is `from-to` with either side optional, `page` is the
 * last page shown and `from` the first (set by "load more", so a reload shows the same products).
 * Pure and zod-free: the browser builds links with it; the loader validates with zod first.
 */

export const CATALOG_SORT_CODES = ['DefaultSort', 'LatestSort', 'PriceSortASC', 'PriceSortDESC'] as const;
export type CatalogSortCode = (typeof CATALOG_SORT_CODES)[number];
export const DEFAULT_SORT: CatalogSortCode = 'DefaultSort';
/** "Load more" may stack this many pages in one URL (bounds the loader's work). */
export const MAX_STACKED_PAGES = 5;
/**
 * Highest page number read from a URL: above any real listing (50,000 products are 2,381 pages), so a
 * page past the end is out of range (404) rather than silently read as page 1.
 */
export const MAX_PAGE = 100_000;

export interface CatalogUrlState {
  /** entityId → selected value ids, both ascending. */
  params: Record<number, number[]>;
  priceFrom: number | null;
  priceTo: number | null;
  tags: string[];
  stock: boolean;
  sort: CatalogSortCode;
  page: number;
  /** First page shown (≤ page). */
  from: number;
}

export const EMPTY_CATALOG_STATE: CatalogUrlState = {
  params: {},
  priceFrom: null,
  priceTo: null,
  tags: [],
  stock: false,
  sort: DEFAULT_SORT,
  page: 1,
  from: 1,
};

/** Query keys this module owns (canonical URLs drop them: SPEC 9 blacklist plus our own). */
export const CATALOG_QUERY_KEYS = ['param', 'price', 'tags', 'stock', 'sort', 'page', 'from'] as const;

const PARAM_RE = /^(\d{1,9}):(\d{1,12})$/;
const TAG_RE = /^[a-z0-9_-]{1,40}$/i;

function parsePrice(raw: string | null): { from: number | null; to: number | null } {
  const m = raw ? /^(\d{0,9}(?:\.\d{1,2})?)-(\d{0,9}(?:\.\d{1,2})?)$/.exec(raw) : null;
  if (!m) return { from: null, to: null };
  const from = m[1] ? Number(m[1]) : null;
  const to = m[2] ? Number(m[2]) : null;
  if (from !== null && to !== null && from > to) return { from: to, to: from };
  return { from, to };
}

function parsePositiveInt(raw: string | null, max: number): number | null {
  if (!raw || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** Tolerant parse: anything malformed is ignored (never throws). */
export function parseCatalogQuery(search: URLSearchParams | string): CatalogUrlState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: Record<number, number[]> = {};
  for (const raw of q.getAll('param')) {
    for (const piece of raw.split(',')) {
      const m = PARAM_RE.exec(piece.trim());
      if (!m) continue;
      const entity = Number(m[1]);
      const value = Number(m[2]);
      const list = (params[entity] ??= []);
      if (!list.includes(value)) list.push(value);
    }
  }
  for (const list of Object.values(params)) list.sort((a, b) => a - b);
  const price = parsePrice(q.get('price'));
  const tags = [
    ...new Set(
      (q.get('tags') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => TAG_RE.test(t)),
    ),
  ].sort();
  const sortRaw = q.get('sort');
  const sort = (CATALOG_SORT_CODES as readonly string[]).includes(sortRaw ?? '')
    ? (sortRaw as CatalogSortCode)
    : DEFAULT_SORT;
  const page = parsePositiveInt(q.get('page'), MAX_PAGE) ?? 1;
  let from = parsePositiveInt(q.get('from'), MAX_PAGE) ?? page;
  if (from > page || page - from >= MAX_STACKED_PAGES) from = page;
  return { params, priceFrom: price.from, priceTo: price.to, tags, stock: q.get('stock') === '1', sort, page, from };
}

function formatAmount(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * Characters a link carries as they are: those URLSearchParams writes as they are, and `:` and `,`,
 * which it escapes and links write back readable.
 */
const FORM_SAFE = /^[\w*.,:-]*$/;

/**
 * `name=value` as URLSearchParams writes it, with `:` and `,` left readable (`param=1:1003`,
 * `tags=new,sale`). Catalogue values are numbers and codes: they are checked, not encoded.
 */
function formPair(name: string, value: string): string {
  if (FORM_SAFE.test(value) && FORM_SAFE.test(name)) return `${name}=${value}`;
  return new URLSearchParams([[name, value]]).toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/** The part of a base's query that is not the catalogue's (the search page's `q=`), as written in links. */
let lastBase: { query: string; kept: string } | undefined;
function keptQuery(query: string): string {
  if (lastBase?.query !== query) {
    const kept: string[] = [];
    for (const [k, v] of new URLSearchParams(query))
      if (!(CATALOG_QUERY_KEYS as readonly string[]).includes(k)) kept.push(formPair(k, v));
    lastBase = { query, kept: kept.join('&') };
  }
  return lastBase.kept;
}

/**
 * The canonical query string (with '?' when non-empty) for a state; keeps unrelated keys of the
 * base's `query` first. Written directly: a listing writes it for every filter value's link
 * (a search page about a hundred), and building a URLSearchParams for each was 4 % of its view.
 */
export function catalogQueryString(state: CatalogUrlState, query?: string): string {
  const out: string[] = [];
  const kept = query ? keptQuery(query) : '';
  if (kept) out.push(kept);
  const entities = Object.keys(state.params)
    .map(Number)
    .sort((a, b) => a - b);
  for (const entity of entities) {
    for (const value of [...(state.params[entity] ?? [])].sort((a, b) => a - b))
      out.push(formPair('param', `${entity}:${value}`));
  }
  if (state.priceFrom !== null || state.priceTo !== null) {
    const from = state.priceFrom === null ? '' : formatAmount(state.priceFrom);
    const to = state.priceTo === null ? '' : formatAmount(state.priceTo);
    out.push(formPair('price', `${from}-${to}`));
  }
  if (state.tags.length) out.push(formPair('tags', [...state.tags].sort().join(',')));
  if (state.stock) out.push('stock=1');
  if (state.sort !== DEFAULT_SORT) out.push(formPair('sort', state.sort));
  if (state.from < state.page) out.push(`from=${state.from}`);
  if (state.page > 1) out.push(`page=${state.page}`);
  return out.length ? `?${out.join('&')}` : '';
}

/** Any filter change starts again at page 1. */
function filtered(state: CatalogUrlState, patch: Partial<CatalogUrlState>): CatalogUrlState {
  return { ...state, ...patch, page: 1, from: 1 };
}

export function toggleParam(state: CatalogUrlState, entityId: number, valueId: number): CatalogUrlState {
  const current = state.params[entityId] ?? [];
  const nextValues = current.includes(valueId)
    ? current.filter((v) => v !== valueId)
    : [...current, valueId].sort((a, b) => a - b);
  const params = { ...state.params };
  if (nextValues.length) params[entityId] = nextValues;
  else delete params[entityId];
  return filtered(state, { params });
}

export function setPriceRange(state: CatalogUrlState, from: number | null, to: number | null): CatalogUrlState {
  const lo = from !== null && Number.isFinite(from) && from >= 0 ? from : null;
  const hi = to !== null && Number.isFinite(to) && to >= 0 ? to : null;
  if (lo !== null && hi !== null && lo > hi) return filtered(state, { priceFrom: hi, priceTo: lo });
  return filtered(state, { priceFrom: lo, priceTo: hi });
}

export function toggleTag(state: CatalogUrlState, code: string): CatalogUrlState {
  const tags = state.tags.includes(code) ? state.tags.filter((t) => t !== code) : [...state.tags, code].sort();
  return filtered(state, { tags });
}

export function setStockOnly(state: CatalogUrlState, stock: boolean): CatalogUrlState {
  return filtered(state, { stock });
}

export function setSort(state: CatalogUrlState, sort: CatalogSortCode): CatalogUrlState {
  return filtered(state, { sort });
}

export function goToPage(state: CatalogUrlState, page: number): CatalogUrlState {
  return { ...state, page, from: page };
}

/** "Load more": keep the shown pages and add the next one. */
export function loadMorePage(state: CatalogUrlState): CatalogUrlState {
  const page = state.page + 1;
  const from = page - state.from >= MAX_STACKED_PAGES ? page - MAX_STACKED_PAGES + 1 : state.from;
  return { ...state, page, from };
}

export function clearFilters(state: CatalogUrlState): CatalogUrlState {
  return { ...EMPTY_CATALOG_STATE, sort: state.sort };
}

/** At least one filter chosen (SPEC 5: the canonical category lookup needs one). */
export function hasFilters(state: CatalogUrlState): boolean {
  return (
    Object.keys(state.params).length > 0 ||
    state.priceFrom !== null ||
    state.priceTo !== null ||
    state.tags.length > 0 ||
    state.stock
  );
}

/**
 * Whether a listing URL shows the listing as its canonical page does: no filter, the default order and
 * one page ("load more" stacks pages). Anything else is the same products again for a search engine:
 * noindex, canonical to the plain page (docs/URLS-AND-SEO.md, "Listings").
 */
export function isIndexableListingView(state: CatalogUrlState): boolean {
  return !hasFilters(state) && state.sort === DEFAULT_SORT && state.from === state.page;
}

/** The parameter selection as the content API's ParameterSelection list (entity ascending). */
export function parameterSelection(state: CatalogUrlState): { entityId: number; values: number[] }[] {
  return Object.keys(state.params)
    .map(Number)
    .sort((a, b) => a - b)
    .map((entityId) => ({ entityId, values: [...(state.params[entityId] ?? [])] }));
}

/**
 * SPEC 5 canonical lookup: does a filtered category's parameter selection equal the shopper's exactly
 * (same entities, same value ids, order ignored)?
 */
export function sameSelection(
  a: readonly { entityId: number; values: readonly number[] }[],
  b: readonly { entityId: number; values: readonly number[] }[],
): boolean {
  const key = (list: readonly { entityId: number; values: readonly number[] }[]) =>
    list
      .filter((p) => p.values.length > 0)
      .map((p) => `${p.entityId}:${[...new Set(p.values)].sort((x, y) => x - y).join(',')}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

/** A listing link: `base` may carry its own query (the search page's `?q=`), which is kept first. */
export function catalogHref(base: string, state: CatalogUrlState): string {
  const i = base.indexOf('?');
  if (i < 0) return base + catalogQueryString(state);
  return base.slice(0, i) + catalogQueryString(state, base.slice(i + 1));
}
