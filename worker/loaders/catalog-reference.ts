/**
 * Brand, material and colour entities, all of them, per site and locale: reference data the product
 * page looks its brand, materials and colour textures up in. Kept in KV with stale-while-revalidate
 * like the shell's globals, so a product page makes one upstream round (the product) instead of two
 * (the product, then its brand, materials and colours by the ids in it). Ids missing from the lists
 * (a brand added since the last refresh) are still fetched by id.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  BrandSchema,
  ColorSchema,
  MaterialSchema,
  type Brand,
  type Color,
  type Material,
} from '../../shared/contracts/content';
import {
  brandsByIdsQuery,
  brandsQuery,
  colorsByIdsQuery,
  ColorsByIdsResultSchema,
  materialsByIdsQuery,
  parametersQuery,
} from '../../shared/contracts/content-queries';
import { imageUrl } from '../../shared/image-url';
import { kvSwr } from '../cache/kv-swr';
import type { AppEnv } from '../env';
import type { Upstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import {
  ProductCategorySchema,
  storeListEnvelope,
  type Product,
  type ProductCategory,
} from '../../shared/contracts/store';
import { BRAND_PARAMETER_ID, COLOR_PARAMETER_ID } from './catalog-listing';

/** Spec 3: another parameter id links to material entities (3 in the demo seed; brand's is in category-loader). */
export const MATERIAL_PARAMETER_ID = 3;

/**
 * The brand and material entity ids a product names: its brand parameter's values (else its
 * `brandId`) and its material parameter's values, as the content API's `_id`s.
 */
export function productEntityIds(product: Product): { brands: string[]; materials: string[] } {
  const param = (id: number) => product.content.parameters.find((p) => p.entityId === id);
  return {
    brands: (param(BRAND_PARAMETER_ID)?.values ?? (product.brandId ? [product.brandId] : [])).map(String),
    materials: (param(MATERIAL_PARAMETER_ID)?.values ?? []).map(String),
  };
}

/** Spec 7's brand list is weight descending, skip/limit; one page this long holds every brand. */
const BRANDS_LIMIT = 1000;

/** An entry stored before colours were part of it fails this schema, so it is read anew. */
const CatalogReferenceSchema = z.object({
  brands: z.array(BrandSchema),
  materials: z.array(MaterialSchema),
  colors: z.array(ColorSchema),
});
type CatalogReference = z.infer<typeof CatalogReferenceSchema>;

/** `shell:` prefix: purged together with the globals (`kvPrefix: shell:v1:<site>:`). */
function referenceKey(c: Context<AppEnv>): string {
  return `shell:v1:${c.get('domain').code}:${c.get('locale')}:catalog-reference`;
}

async function fetchCatalogReference(c: Context<AppEnv>, upstreams: Upstreams): Promise<CatalogReference> {
  const locale = c.get('locale');
  const read = { anonymous: true, cacheTtl: 0 } as const; // KV is the cache here
  const [brands, parameters] = await Promise.all([
    upstreams.content.graphql(brandsQuery.document, { skip: 0, limit: BRANDS_LIMIT, locale }, brandsQuery.result, read),
    upstreams.content.graphql(
      parametersQuery.document,
      { ids: [MATERIAL_PARAMETER_ID, COLOR_PARAMETER_ID], locale },
      parametersQuery.result,
      read,
    ),
  ]);
  const valueIds = (entityId: number) =>
    parameters.parameters.flatMap((p) => (p.entity_id === entityId ? p.values.map((v) => String(v.value_id)) : []));
  const materialIds = valueIds(MATERIAL_PARAMETER_ID);
  const colorIds = valueIds(COLOR_PARAMETER_ID);
  // Materials and colours by their ids, side by side: the same second step the materials took alone.
  const [materials, colors] = await Promise.all([
    materialIds.length
      ? upstreams.content
          .graphql(materialsByIdsQuery.document, { ids: materialIds, locale }, materialsByIdsQuery.result, read)
          .then((r) => r.materials)
      : [],
    fetchColors(upstreams, colorIds, locale, read),
  ]);
  return { brands: brands.brands, materials, colors };
}

/** Colours by id, one request for all of them (colorsByIdsQuery); ids the CMS does not know left out. */
async function fetchColors(
  upstreams: Upstreams,
  ids: readonly string[],
  locale: string,
  read: Parameters<Upstreams['content']['graphql']>[3],
): Promise<Color[]> {
  if (ids.length === 0) return [];
  const { document, variables } = colorsByIdsQuery(ids);
  const answer = await upstreams.content.graphql(document, { ...variables, locale }, ColorsByIdsResultSchema, read);
  return Object.values(answer).filter((color): color is Color => color !== null);
}

/** A swatch's picture is drawn at 20 px at most: 40 px serves screens of density 2. */
const SWATCH_IMAGE = { width: 40, height: 40, style: 'thumbnail' } as const;

/**
 * SPEC 3 Color `parameter_value_image`: a colour with a texture (gold, a pattern) is drawn with it,
 * as a CSS `background` value (the image over the colour's hex, which shows while it loads or if it
 * fails); null for a colour without one. The CDN path is plain characters only (normaliseImagePath),
 * so nothing in it can end the quoted url().
 */
export function colourSwatch(color: Color): string | null {
  const src = imageUrl(color.parameter_value_image?.path, SWATCH_IMAGE);
  return src ? `${color.color_hex} url("${src}") center/cover` : null;
}

export async function catalogReference(c: Context<AppEnv>, upstreams: Upstreams): Promise<CatalogReference> {
  const { ttlSeconds, staleSeconds } = c.get('domain').cache.globals;
  try {
    return await kvSwr(c, referenceKey(c), ttlSeconds, staleSeconds, () => fetchCatalogReference(c, upstreams), {
      schema: CatalogReferenceSchema,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { brands: [], materials: [], colors: [] }; // the by-id reads below get their own chance
  }
}

// The reference lists are one shared, read-only object per KV entry (worker/cache/kv-swr.ts): their
// by-id maps, and each colour's swatch, are built once per object, not per product view.
interface ReferenceIndex {
  brandById: Map<string, Brand>;
  materialById: Map<string, Material>;
  /** Every colour id known, with its texture swatch (colourSwatch) or null. */
  swatchById: Map<string, string | null>;
}
const referenceIndexes = new WeakMap<CatalogReference, ReferenceIndex>();
function referenceIndex(reference: CatalogReference): ReferenceIndex {
  let index = referenceIndexes.get(reference);
  if (!index) {
    index = {
      brandById: new Map(reference.brands.map((b) => [b._id, b])),
      materialById: new Map(reference.materials.map((m) => [m._id, m])),
      swatchById: new Map(reference.colors.map((color) => [color._id, colourSwatch(color)])),
    };
    referenceIndexes.set(reference, index);
  }
  return index;
}

const NO_IDS: readonly string[] = [];

async function byIds<T>(ids: readonly string[], load: () => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return []; // secondary data: never takes the page down
  }
}

/**
 * The brands and materials with these ids, in the order asked, and the texture swatches of these
 * colours, from the reference lists (by id when missing there). `swatches` is the reference's own
 * read-only map (by colour id; no entry or null: the colour has no texture), not a copy per view.
 */
export async function brandsAndMaterials(
  c: Context<AppEnv>,
  upstreams: Upstreams,
  ids: { brands: string[]; materials: string[]; colors?: string[] },
  /** The reference lists, when the caller started reading them before it knew the ids. */
  reference: Promise<CatalogReference> = catalogReference(c, upstreams),
): Promise<{ brands: Brand[]; materials: Material[]; swatches: ReadonlyMap<string, string | null> }> {
  const { brandById, materialById, swatchById } = referenceIndex(await reference);
  const locale = c.get('locale');
  const missingBrands = ids.brands.filter((id) => !brandById.has(id));
  const missingMaterials = ids.materials.filter((id) => !materialById.has(id));
  // Warm, every colour is known: no array is made for none missing (this runs on every product view).
  const missingColors = ids.colors?.some((id) => !swatchById.has(id))
    ? ids.colors.filter((id) => !swatchById.has(id))
    : NO_IDS;
  const [extraBrands, extraMaterials, extraColors] = await Promise.all([
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
    byIds(missingColors, async () => {
      const found = await fetchColors(upstreams, missingColors, locale, { kind: 'product' });
      // An id the CMS does not know is remembered as having no texture: not asked again every view.
      for (const id of missingColors) swatchById.set(id, null);
      return found;
    }),
  ]);
  for (const b of extraBrands) brandById.set(b._id, b);
  for (const m of extraMaterials) materialById.set(m._id, m);
  for (const color of extraColors) swatchById.set(color._id, colourSwatch(color));
  return {
    brands: ids.brands.flatMap((id) => brandById.get(id) ?? []),
    materials: ids.materials.flatMap((id) => materialById.get(id) ?? []),
    swatches: swatchById,
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
  if (rest.length === 0) return first.data;
  // The pages joined once per set of page answers: callers key views by this list's identity
  // (view-memo.ts), and a new array per call would name a new list on every request.
  const joined = joinedCategories.get(first.data);
  if (joined && joined.pages.length === rest.length && joined.pages.every((p, i) => p === rest[i]!.data))
    return joined.all;
  const all = [first, ...rest].flatMap((p) => p.data);
  joinedCategories.set(first.data, { pages: rest.map((p) => p.data), all });
  return all;
}
const joinedCategories = new WeakMap<object, { pages: readonly object[]; all: readonly ProductCategory[] }>();

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
