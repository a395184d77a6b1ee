/**
 * Brand and material entities, all of them, per site and locale: reference data the product page
 * looks its brand and materials up in. Kept in KV with stale-while-revalidate like the shell's
 * globals, so a product page makes one upstream round (the product) instead of two (the product,
 * then its brand and materials by the ids in it). Ids missing from the lists (a brand added since
 * the last refresh) are still fetched by id.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { BrandSchema, MaterialSchema, type Brand, type Material } from '../../shared/contracts/content';
import {
  brandsByIdsQuery,
  brandsQuery,
  materialsByIdsQuery,
  parametersQuery,
} from '../../shared/contracts/content-queries';
import { kvSwr } from '../cache/kv-swr';
import type { AppEnv } from '../env';
import type { Upstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import { ProductCategorySchema, storeListEnvelope, type ProductCategory } from '../../shared/contracts/store';

/** Spec 3: another parameter id links to material entities (3 in the demo seed; brand's is in category-loader). */
export const MATERIAL_PARAMETER_ID = 3;

/** Spec 7's brand list is weight descending, skip/limit; one page this long holds every brand. */
const BRANDS_LIMIT = 1000;

const CatalogReferenceSchema = z.object({ brands: z.array(BrandSchema), materials: z.array(MaterialSchema) });
type CatalogReference = z.infer<typeof CatalogReferenceSchema>;

/** `shell:` prefix: purged together with the globals (`kvPrefix: shell:v1:<site>:`). */
function referenceKey(c: Context<AppEnv>): string {
  return `shell:v1:${c.get('domain').code}:${c.get('locale')}:catalog-reference`;
}

async function fetchCatalogReference(c: Context<AppEnv>, upstreams: Upstreams): Promise<CatalogReference> {
  const locale = c.get('locale');
  const read = { anonymous: true, cacheTtl: 0 } as const; // KV is the cache here
  const [brands, materialIds] = await Promise.all([
    upstreams.content.graphql(brandsQuery.document, { skip: 0, limit: BRANDS_LIMIT, locale }, brandsQuery.result, read),
    upstreams.content
      .graphql(parametersQuery.document, { ids: [MATERIAL_PARAMETER_ID], locale }, parametersQuery.result, read)
      .then((r) => r.parameters.flatMap((p) => p.values.map((v) => String(v.value_id)))),
  ]);
  const materials = materialIds.length
    ? (
        await upstreams.content.graphql(
          materialsByIdsQuery.document,
          { ids: materialIds, locale },
          materialsByIdsQuery.result,
          read,
        )
      ).materials
    : [];
  return { brands: brands.brands, materials };
}

export async function catalogReference(c: Context<AppEnv>, upstreams: Upstreams): Promise<CatalogReference> {
  const { ttlSeconds, staleSeconds } = c.get('domain').cache.globals;
  try {
    return await kvSwr(c, referenceKey(c), ttlSeconds, staleSeconds, () => fetchCatalogReference(c, upstreams), {
      schema: CatalogReferenceSchema,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { brands: [], materials: [] }; // the by-id reads below get their own chance
  }
}

// The reference lists are one shared, read-only object per KV entry (worker/cache/kv-swr.ts): their
// by-id maps are built once per object, not per product view.
const referenceIndexes = new WeakMap<
  CatalogReference,
  { brandById: Map<string, Brand>; materialById: Map<string, Material> }
>();
function referenceIndex(reference: CatalogReference) {
  let index = referenceIndexes.get(reference);
  if (!index) {
    index = {
      brandById: new Map(reference.brands.map((b) => [b._id, b])),
      materialById: new Map(reference.materials.map((m) => [m._id, m])),
    };
    referenceIndexes.set(reference, index);
  }
  return index;
}

async function byIds<T>(ids: string[], load: () => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return []; // secondary data: never takes the page down
  }
}

/** The brands and materials with these ids, in the order asked, from the reference lists (by id when missing there). */
export async function brandsAndMaterials(
  c: Context<AppEnv>,
  upstreams: Upstreams,
  ids: { brands: string[]; materials: string[] },
  /** The reference lists, when the caller started reading them before it knew the ids. */
  reference: Promise<CatalogReference> = catalogReference(c, upstreams),
): Promise<{ brands: Brand[]; materials: Material[] }> {
  const { brandById, materialById } = referenceIndex(await reference);
  const locale = c.get('locale');
  const missingBrands = ids.brands.filter((id) => !brandById.has(id));
  const missingMaterials = ids.materials.filter((id) => !materialById.has(id));
  const [extraBrands, extraMaterials] = await Promise.all([
    byIds(
      missingBrands,
      async () =>
        (
          await upstreams.content.graphql(
            brandsByIdsQuery.document,
            { ids: missingBrands, locale },
            brandsByIdsQuery.result,
            { kind: 'product' },
          )
        ).brands,
    ),
    byIds(
      missingMaterials,
      async () =>
        (
          await upstreams.content.graphql(
            materialsByIdsQuery.document,
            { ids: missingMaterials, locale },
            materialsByIdsQuery.result,
            { kind: 'product' },
          )
        ).materials,
    ),
  ]);
  for (const b of extraBrands) brandById.set(b._id, b);
  for (const m of extraMaterials) materialById.set(m._id, m);
  return {
    brands: ids.brands.flatMap((id) => brandById.get(id) ?? []),
    materials: ids.materials.flatMap((id) => materialById.get(id) ?? []),
  };
}

/**
 * Every store category (SPEC 7: perPage 200, repeated until the last page), for breadcrumbs and
 * subcategories. A shop with one page of them gets the validated answer's own array: a warm read
 * answers the same object every time, so what is worked out from it below is kept per answer.
 */
export async function loadAllCategories(upstreams: Upstreams): Promise<readonly ProductCategory[]> {
  const schema = storeListEnvelope(ProductCategorySchema);
  const first = await upstreams.store.get('/product-categories', { perPage: 200, page: 1 }, schema, {
    kind: 'category',
    anonymous: true,
  });
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.meta.pagination.lastPage, 10) - 1 }, (_, i) =>
      upstreams.store.get('/product-categories', { perPage: 200, page: i + 2 }, schema, {
        kind: 'category',
        anonymous: true,
      }),
    ),
  );
  return rest.length === 0 ? first.data : [first, ...rest].flatMap((p) => p.data);
}

const indexes = new WeakMap<readonly ProductCategory[], ReadonlyMap<number, ProductCategory>>();

/** The categories by id, built once per list (see loadAllCategories). */
export function categoriesById(all: readonly ProductCategory[]): ReadonlyMap<number, ProductCategory> {
  let byId = indexes.get(all);
  if (!byId) indexes.set(all, (byId = new Map(all.map((x) => [x.id, x]))));
  return byId;
}

/** A category's breadcrumbs, root first, each linking to its slug in `locale`. */
export function categoryCrumbs(
  category: ProductCategory,
  all: readonly ProductCategory[],
  locale: string,
): { title: string; href: string }[] {
  const byId = categoriesById(all);
  return category.path
    .map((id) => byId.get(id) ?? (id === category.id ? category : undefined))
    .filter((x): x is ProductCategory => x !== undefined)
    .map((x) => ({ title: x.name, href: `/${x.slugs[locale as 'sk'] ?? x.slug}` }));
}
