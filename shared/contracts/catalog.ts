/**
 * Catalogue contract of the content REST API: `catalog/product`, `catalog/v2/state`, `catalog/category`
 * and `search`. Products and categories have the store shapes (store.ts); this file adds the query
 * parameters and the catalogue state (filters with counts, sorts, paging). Content REST answers are plain
 * JSON objects (no `{ data }` envelope), per docs/ARCHITECTURE.md.
 */
import { z } from '../zod';
import { ArticleSearchHitSchema } from './content';
import { CurrencyCodeSchema, ProductCategorySchema, ProductSchema } from './store';

/** SPEC 9: catalogue page size. */
export const CATALOG_PAGE_SIZE = 21;
/** SPEC 9: search result size. */
export const SEARCH_LIMIT = 10;

export const CATALOG_SORTS = ['DefaultSort', 'LatestSort', 'PriceSortASC', 'PriceSortDESC'] as const;
export const CatalogSortSchema = z.enum(CATALOG_SORTS);
export type CatalogSort = z.infer<typeof CatalogSortSchema>;

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Expected comma-separated numeric ids')
  .transform((s) => s.split(',').map(Number));
const stringList = z
  .string()
  .min(1)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/**
 * `GET catalog/product`: exactly one selector. `slugs` are matched in the request locale; `ids` and the
 * rest are comma-separated. `random=N` answers N deterministic-per-day random products.
 */
export const CatalogProductQuerySchema = z
  .object({
    slugs: stringList.optional(),
    ids: idList.optional(),
    codes: stringList.optional(),
    categoryIds: idList.optional(),
    eans: stringList.optional(),
    variantCodes: stringList.optional(),
    variantEans: stringList.optional(),
    random: z.coerce.number().int().positive().max(100).optional(),
    limit: z.coerce.number().int().positive().max(200).default(50),
    /** Spec 6: the permission-check flag of a product page's read; accepted and ignored (as for categories). */
    checkPermissions: z.string().optional(),
  })
  .refine(
    (q) =>
      [q.slugs, q.ids, q.codes, q.categoryIds, q.eans, q.variantCodes, q.variantEans, q.random].some(
        (x) => x !== undefined,
      ),
    'One of slugs, ids, codes, categoryIds, eans, variantCodes, variantEans, random is required',
  );
export const CatalogProductsResponseSchema = z.object({ products: z.array(ProductSchema) });
export type CatalogProductsResponse = z.infer<typeof CatalogProductsResponseSchema>;

/**
 * `GET catalog/v2/state` query. The scope is one of:
 * - `scope=<categoryId>` (that category and its descendants),
 * - `scope=search&q=<query>`,
 * - `scope=virtual` with the virtual category's definition (content VirtualCategory: sliced_categories ->
 *   `vcCategories`, sliced_categories_excluded -> `vcExcluded`, sliced_tags -> `vcTags`, parameters ->
 *   `vcParam` (repeated `entityId:valueId`), price_range -> `vcPriceFrom`/`vcPriceTo`).
 * Filters chosen by the shopper: repeated `param=<entityId>:<valueId>` (values OR within an entity, AND
 * across entities), `priceFrom`/`priceTo` (with tax, request currency), `tags=a,b` (any), `stock=1`
 * (available only). `sort` one of CATALOG_SORTS, `page` from 1.
 */
export const CatalogStateQuerySchema = z.object({
  scope: z.union([z.literal('search'), z.literal('virtual'), z.string().regex(/^\d+$/)]),
  q: z.string().trim().max(200).optional(),
  param: z.array(z.string().regex(/^\d+:\d+$/, 'param must be entityId:valueId')).default([]),
  priceFrom: z.coerce.number().nonnegative().optional(),
  priceTo: z.coerce.number().nonnegative().optional(),
  tags: stringList.optional(),
  stock: z.enum(['0', '1']).optional(),
  sort: CatalogSortSchema.default('DefaultSort'),
  page: z.coerce.number().int().positive().default(1),
  perPage: z.coerce.number().int().positive().max(100).default(CATALOG_PAGE_SIZE),
  vcCategories: idList.optional(),
  vcExcluded: idList.optional(),
  vcTags: stringList.optional(),
  vcParam: z.array(z.string().regex(/^\d+:\d+$/)).default([]),
  vcPriceFrom: z.coerce.number().nonnegative().optional(),
  vcPriceTo: z.coerce.number().nonnegative().optional(),
});
export type CatalogStateQuery = z.input<typeof CatalogStateQuerySchema>;

export const ParameterFilterValueSchema = z.object({
  id: z.number(),
  title: z.string(),
  hex: z.string().nullable(),
  /** Products matching the other active filters plus this value. */
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
});
export const ParameterFilterSchema = z.object({
  entityId: z.number().int(),
  name: z.string(),
  values: z.array(ParameterFilterValueSchema),
});
export type ParameterFilter = z.infer<typeof ParameterFilterSchema>;

export const CatalogFiltersSchema = z.object({
  parameters: z.array(ParameterFilterSchema),
  price: z.object({
    currencyCode: CurrencyCodeSchema,
    /** Range of the scope (before the price filter), with tax. */
    min: z.number(),
    max: z.number(),
    selectedFrom: z.number().nullable(),
    selectedTo: z.number().nullable(),
  }),
  tags: z.array(
    z.object({
      code: z.string(),
      text: z.string(),
      color: z.string(),
      count: z.number().int().nonnegative(),
      selected: z.boolean(),
    }),
  ),
  availability: z.object({ inStockCount: z.number().int().nonnegative(), selected: z.boolean() }),
});
export type CatalogFilters = z.infer<typeof CatalogFiltersSchema>;

export const CatalogStateSchema = z.object({
  scope: z.object({
    type: z.enum(['category', 'search', 'virtual']),
    categoryId: z.number().int().nullable(),
    query: z.string().nullable(),
  }),
  filters: CatalogFiltersSchema,
  sorts: z.array(z.object({ code: CatalogSortSchema, selected: z.boolean() })),
  sort: CatalogSortSchema,
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  lastPage: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  products: z.array(ProductSchema),
});
export type CatalogState = z.infer<typeof CatalogStateSchema>;

/** `GET catalog/category?slugs=a,b` (request locale) or `?ids=1,2`; `checkPermissions` is accepted and ignored. */
export const CatalogCategoryQuerySchema = z
  .object({ slugs: stringList.optional(), ids: idList.optional(), checkPermissions: z.string().optional() })
  .refine((q) => q.slugs !== undefined || q.ids !== undefined, 'slugs or ids is required');
export const CatalogCategoriesResponseSchema = z.object({ categories: z.array(ProductCategorySchema) });

/** `GET search?q=&limit=10`: products, categories (at most 5, SPEC 9 dropdown) and articles. */
export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().positive().max(50).default(SEARCH_LIMIT),
});
export const SearchResponseSchema = z.object({
  query: z.string(),
  products: z.array(ProductSchema),
  productsTotal: z.number().int().nonnegative(),
  categories: z.array(ProductCategorySchema),
  /** From the content seed (demo-backend/src/content/article-search.ts). */
  articles: z.array(ArticleSearchHitSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
