/**
 * The catalogue listing every browsing page shares (store category, virtual category, filtered
 * category, brand, search results): shopper's filters from the URL (validated with zod, bad input
 * dropped), `catalog/v2/state` per shown page, and the filter view ordered by the category's catalogue
 * settings (important first, closed ones collapsed).
 */
import { z } from 'zod';
import type {
  CatalogListingView,
  CatalogFiltersView,
  ParameterFilterView,
} from '../../client/components/catalog/catalog-view';
import { toProductBoxView } from '../../client/components/product/product-box-view';
import { loadDeliveryPromises } from './delivery';
import { CatalogStateSchema, type CatalogState } from '../../shared/contracts/catalog';
import { CATALOG_SORT_CODES, parseCatalogQuery, type CatalogUrlState } from '../../shared/catalog-url';
import type { Upstreams } from '../upstream/create-upstreams';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { objectId, sharedView } from './view-memo';

/** Spec 3: parameter ids exist for colour and brand (the demo seed uses 1 and 2). */
export const COLOR_PARAMETER_ID = 1;
export const BRAND_PARAMETER_ID = 2;

/** The URL's catalogue keys, each checked on its own so one bad value never drops the rest. */
const CatalogQuerySchema = z.object({
  param: z.array(z.string().regex(/^\d{1,9}:\d{1,12}(,\d{1,12})*$/)).catch([]),
  price: z
    .string()
    .regex(/^\d{0,9}(\.\d{1,2})?-\d{0,9}(\.\d{1,2})?$/)
    .optional()
    .catch(undefined),
  tags: z
    .string()
    .max(200)
    .regex(/^[a-z0-9_,-]*$/i)
    .optional()
    .catch(undefined),
  stock: z.enum(['1']).optional().catch(undefined),
  sort: z.enum(CATALOG_SORT_CODES).optional().catch(undefined),
  page: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional()
    .catch(undefined),
  from: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional()
    .catch(undefined),
});

/** Validates the query with zod, then normalises it (page bounds, price order) with the shared parser. */
export function readCatalogState(query: URLSearchParams): CatalogUrlState {
  const raw = CatalogQuerySchema.parse({
    param: query.getAll('param'),
    price: query.get('price') ?? undefined,
    tags: query.get('tags') ?? undefined,
    stock: query.get('stock') ?? undefined,
    sort: query.get('sort') ?? undefined,
    page: query.get('page') ?? undefined,
    from: query.get('from') ?? undefined,
  });
  const clean = new URLSearchParams();
  for (const p of raw.param) clean.append('param', p);
  for (const key of ['price', 'tags', 'stock', 'sort', 'page', 'from'] as const) {
    const v = raw[key];
    if (v !== undefined) clean.set(key, v);
  }
  return parseCatalogQuery(clean);
}

export type CatalogScope =
  | { type: 'category'; categoryId: number; fixedParams?: { entityId: number; values: number[] }[] }
  | { type: 'search'; q: string }
  | {
      type: 'virtual';
      categories?: number[];
      excluded?: number[];
      tags?: string[];
      params?: { entityId: number; values: number[] }[];
      priceFrom?: number | null;
      priceTo?: number | null;
    };

function stateQuery(
  scope: CatalogScope,
  state: CatalogUrlState,
  page: number,
): Record<string, string | number | string[] | undefined> {
  const param: string[] = [];
  for (const [entity, values] of Object.entries(state.params)) for (const v of values) param.push(`${entity}:${v}`);
  const base: Record<string, string | number | string[] | undefined> = {
    param,
    priceFrom: state.priceFrom ?? undefined,
    priceTo: state.priceTo ?? undefined,
    tags: state.tags.length ? state.tags.join(',') : undefined,
    stock: state.stock ? '1' : undefined,
    sort: state.sort,
    page,
  };
  if (scope.type === 'category') {
    for (const p of scope.fixedParams ?? [])
      for (const v of p.values) if (!param.includes(`${p.entityId}:${v}`)) param.push(`${p.entityId}:${v}`);
    return { ...base, scope: String(scope.categoryId) };
  }
  if (scope.type === 'search') return { ...base, scope: 'search', q: scope.q };
  return {
    ...base,
    scope: 'virtual',
    vcCategories: scope.categories?.length ? scope.categories.join(',') : undefined,
    vcExcluded: scope.excluded?.length ? scope.excluded.join(',') : undefined,
    vcTags: scope.tags?.length ? scope.tags.join(',') : undefined,
    vcParam: (scope.params ?? []).flatMap((p) => p.values.map((v) => `${p.entityId}:${v}`)),
    vcPriceFrom: scope.priceFrom ?? undefined,
    vcPriceTo: scope.priceTo ?? undefined,
  };
}

export interface CatalogSettingsLike {
  parameters: { entityId: number; importantFilter: boolean; closedFilter: boolean }[];
}

function filtersView(
  state: CatalogState,
  settings: CatalogSettingsLike | null,
  fixedValues: number[],
): CatalogFiltersView {
  const configured = settings?.parameters ?? [];
  const order = new Map(configured.map((p, i) => [p.entityId, i]));
  const params: ParameterFilterView[] = state.filters.parameters
    // With catalogue settings, only the configured parameters are filters (SPEC 3 catalog_settings).
    .filter((p) => configured.length === 0 || order.has(p.entityId))
    .map((p) => {
      const cfg = configured.find((c) => c.entityId === p.entityId);
      return {
        entityId: p.entityId,
        name: p.name,
        important: cfg?.importantFilter ?? false,
        closed: cfg?.closedFilter ?? false,
        kind:
          p.entityId === COLOR_PARAMETER_ID || p.values.every((v) => v.hex)
            ? ('color' as const)
            : p.entityId === BRAND_PARAMETER_ID
              ? ('brand' as const)
              : ('plain' as const),
        values: p.values
          .filter((v) => !fixedValues.includes(v.id))
          .map((v) => ({ id: v.id, title: v.title, hex: v.hex, count: v.count, selected: v.selected })),
      };
    })
    .filter((p) => p.values.length > 0)
    .sort(
      (a, b) =>
        Number(b.important) - Number(a.important) || (order.get(a.entityId) ?? 99) - (order.get(b.entityId) ?? 99),
    );
  return {
    parameters: params,
    price: {
      currencyCode: state.filters.price.currencyCode,
      min: state.filters.price.min,
      max: state.filters.price.max,
      from: state.filters.price.selectedFrom,
      to: state.filters.price.selectedTo,
    },
    tags: state.filters.tags.filter((t) => t.count > 0 || t.selected),
    availability: state.filters.availability,
  };
}

/**
 * One listing: the shown pages (`from`..`page`, "load more" stacks them) read in parallel and joined.
 * A page past the last one is clamped by the caller's redirect, not here.
 */
export async function loadCatalogListing(
  c: Context<AppEnv>,
  upstreams: Upstreams,
  scope: CatalogScope,
  state: CatalogUrlState,
  options: {
    basePath: string;
    /** May still be on its way: the listing calls start without waiting for the category's content. */
    settings?: CatalogSettingsLike | null | Promise<CatalogSettingsLike | null>;
    fixedValues?: number[];
  },
): Promise<{ listing: CatalogListingView; raw: CatalogState }> {
  const pages: number[] = [];
  for (let p = state.from; p <= state.page; p += 1) pages.push(p);
  const [answers, { delivery, categoryPaths }, settings] = await Promise.all([
    Promise.all(
      pages.map((page) =>
        upstreams.content.get('/catalog/v2/state', stateQuery(scope, state, page), CatalogStateSchema, {
          kind: 'category',
        }),
      ),
    ),
    loadDeliveryPromises(c, upstreams),
    options.settings ?? null,
  ]);
  const last = answers[answers.length - 1]!;
  const fixedValues = options.fixedValues ?? [];
  // The listing is built once per change of what it reads (view-memo.ts): the shown pages' answers,
  // the promises in force, the product paths, the category's catalogue settings (each a shared
  // object) and the URL's state and base path. Its data and the filter panel's markup are then kept
  // by its identity too (page-data-block.ts, catalog-filters.tsx).
  const key = [
    c.get('locale'),
    ...answers.map(objectId),
    objectId(delivery),
    categoryPaths === null ? '-' : objectId(categoryPaths),
    settings === null ? '-' : objectId(settings),
    fixedValues.join(','),
    options.basePath,
    JSON.stringify(state),
  ].join(' ');
  const listing = sharedView(last, key, () => ({
    products: answers.flatMap((a) => a.products).map((p) => toProductBoxView(p, delivery, categoryPaths)),
    filters: filtersView(last, settings, fixedValues),
    sorts: last.sorts.map((s) => s.code),
    state: { ...state, sort: last.sort },
    total: last.total,
    lastPage: last.lastPage,
    perPage: last.perPage,
    basePath: options.basePath,
    fixedValues,
  }));
  return { raw: last, listing };
}
