/**
 * Product detail (`/produkt/{slug}`, or `/{main-menu category path}/{slug}` in the wildcard-URL mode:
 * worker/render/resolve-page.ts; optional `variant_id`): the product by slug from the catalogue,
 * then its brand and material entities, the categories for the breadcrumbs and the carrier's
 * closing time, all from cached reference data. The alternatives go out as ids: the browser reads
 * them after load. Unknown slug → not-found (the renderer then tries the
 * URL rewrite and redirect lookups before the 404).
 */
import { z } from 'zod';
import { isBusinessUser } from '../../shared/business-user';
import { piecesInStock } from '../../shared/warehouse-stock';
import type { ProductPageData } from './page';
import { htmlToParagraphs } from '../../client/components/product/html-to-paragraphs';
import { toProductBoxView, variantView, type AvailabilityView } from '../../client/components/product/product-box-view';
import { dayMonth } from '../../shared/calendar-day';
import { toIsoDate, wallClock } from '../../shared/delivery-date';
import { nextRestock } from '../../shared/restock';
import { CatalogProductsResponseSchema } from '../../shared/contracts/catalog';
import type { Product } from '../../shared/contracts/store';
import type { Brand, Material } from '../../shared/contracts/content';
import { imageUrl, IMAGE_SIZES } from '../../shared/image-url';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { organizationJsonLd, productOffers } from '../../worker/render/structured-data';
import { loadShellData } from '../../worker/upstream/shell-data';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import { breadcrumbsJsonLd } from '../../worker/loaders/content-meta';
import { manualLinks } from '../../worker/loaders/product-manuals';
import {
  brandsAndMaterials,
  catalogReference,
  loadAllCategories,
  productEntityIds,
  categoriesById,
  categoryCrumbs,
} from '../../worker/loaders/catalog-reference';
import { COLOR_PARAMETER_ID } from '../../worker/loaders/catalog-listing';
import { deliveryPromises, loadShippers } from '../../worker/loaders/delivery';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { objectId, sharedView } from '../../worker/loaders/view-memo';
import type { PageMeta } from '../../shared/page-payload';
import { openingVariantId } from '../../shared/variant-preselection';
import { productSafety } from '../../shared/product-safety';
import { safetySectionHtml, type SafetyView } from './safety-section';
import { ratingValue } from '../../client/components/product/rating-stars';

/** Product boxes in the alternatives row. */
const ALTERNATIVES_SHOWN = 8;

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,160}$/);
/**
 * The CMS gives a material's suitable lubricants as a code ("any", "water", ...): shown in the
 * shopper's words (the page showed "Vhodné lubrikanty: any"); a code the dictionary does not know
 * is shown as the CMS wrote it.
 */
export function lubricantText(t: (key: string) => string, code: string): string {
  const key = `catalog.detail.lubricantKinds.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

const QuerySchema = z.object({
  variant_id: z.coerce.number().int().positive().optional().catch(undefined),
  // SPEC 2 `for_credits`: present (bare, 1 or true) = buy this product with loyalty credits; any
  // other value is ignored rather than refused (a shared link must still show the product).
  for_credits: z
    .enum(['', '1', 'true'])
    .optional()
    .catch(undefined)
    .transform((value) => value !== undefined),
});

async function optional<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return fallback; // secondary data (brand, alternatives...) never takes the page down
  }
}

/** The product's image as structured data gives it (and its variants): the detail picture. */
function jsonLdImage(product: Product, host: string): string | undefined {
  const image = imageUrl(product.mainImage?.path, { ...IMAGE_SIZES.detail, style: 'detail' });
  return image ? `${host}${image}` : undefined;
}

/** The Product node; `offers`: its Offer, or the ProductGroup of its variants (productOffers). */
function productJsonLd(product: Product, host: string, brand: string | null, offers: ReturnType<typeof productOffers>) {
  const image = jsonLdImage(product, host);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.catalogCode,
    gtin13: /^\d{13}$/.test(product.ean) ? product.ean : undefined,
    description: product.perex,
    image,
    brand: brand ? { '@type': 'Brand', name: brand } : undefined,
    aggregateRating:
      product.rating !== null && product.ratingCount > 0
        ? {
            '@type': 'AggregateRating',
            // The value the page shows beside its stars (StarRating): one rule, so the two never differ.
            ratingValue: ratingValue(product.rating),
            bestRating: 5,
            ratingCount: product.ratingCount,
          }
        : undefined,
    ...offers,
  };
}

/**
 * The product-safety section (GPSR Art. 19, shared/product-safety.ts): the facts the content has, and
 * whether they are complete (an incomplete one says so in a neutral line; ops lists it).
 */
function safetyView(product: Product, brand: Brand | null, materials: Material[]): SafetyView {
  const { facts, gaps } = productSafety(product, brand, materials);
  return {
    ...facts,
    complete: gaps.length === 0,
    identification: {
      name: product.name,
      brand: brand?.title ?? null,
      model: product.catalogCode,
      ean: product.ean,
      imagePath: product.mainImage?.path ?? null,
    },
  };
}

/**
 * The colours a product's page draws (its variants' and its colour parameter's), as the reference's
 * ids: worked out once per product answer (a shared, read-only object of the read cache), not per view.
 */
const colourIds = new WeakMap<Product, string[]>();
function colourIdsOf(product: Product): string[] {
  let ids = colourIds.get(product);
  if (!ids) {
    ids = product.variants.flatMap((v) => (v.color ? [String(v.color.id)] : []));
    for (const p of product.content.parameters)
      if (p.entityId === COLOR_PARAMETER_ID) for (const id of p.values) ids.push(String(id));
    colourIds.set(product, ids);
  }
  return ids;
}

export const loader: PageLoader<ProductPageData> = async ({ c, params, query, url }) => {
  const slug = SlugSchema.safeParse(params.slug ?? '');
  if (!slug.success) return { kind: 'not-found' };
  const { variant_id, for_credits } = QuerySchema.parse({
    variant_id: query.get('variant_id') ?? undefined,
    for_credits: query.get('for_credits') ?? undefined,
  });
  const upstreams = createUpstreams(c);
  const locale = c.get('locale');

  // Reference data that needs nothing from the product starts beside the product read, so a cold
  // reference cache adds no second round (brands and materials, below, are KV reference lists).
  const categoriesCall = optional(loadAllCategories(upstreams), []);
  const shippersCall = loadShippers(upstreams);
  const shellCall = loadShellData(c);
  const referenceCall = catalogReference(c, upstreams);
  for (const p of [categoriesCall, shippersCall, shellCall, referenceCall]) p.catch(() => {});
  let found;
  try {
    // Spec 6: the permission-check flag, as the category read sends it (the answer may depend on the
    // shopper's groups, which every read-cache key carries).
    found = await upstreams.content.get(
      '/catalog/product',
      { slugs: slug.data, checkPermissions: 1 },
      CatalogProductsResponseSchema,
      { kind: 'product' },
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.isNotFound) return { kind: 'not-found' };
    throw error;
  }
  // Any locale's slug finds the product (a Slovak link opened by a shopper reading German).
  const product =
    found.products.find((p) => p.slug === slug.data || p.slugs[locale] === slug.data) ??
    found.products.find((p) => Object.values(p.slugs).includes(slug.data));
  if (!product) return { kind: 'not-found' };

  const { brands: brandIds, materials: materialIds } = productEntityIds(product);
  const colorIds = colourIdsOf(product);
  // Brands, materials, categories and the closing time are reference data (cached): on a warm
  // cache the product read above is the page's only upstream round. The alternatives are read by
  // the browser after load (below the fold), so they never hold the page.
  const [{ brands, materials, swatches }, categories, shippers, shell] = await Promise.all([
    brandsAndMaterials(c, upstreams, { brands: brandIds, materials: materialIds, colors: colorIds }, referenceCall),
    categoriesCall,
    shippersCall,
    shellCall,
  ]);

  const { delivery, carriers, categoryPaths } = deliveryPromises(c, shippers, shell);
  // SPEC 3 `date_of_storage`: a sold-out product (or size) says when it is expected back.
  const announced = product.content.date_of_storage;
  const today = announced?.length ? toIsoDate(wallClock(new Date()).date) : '';
  // SPEC 6: business users order by variant from a table (a product with variants to choose from).
  const businessVariants = product.variants.length > 1 && isBusinessUser(c.get('session'));
  // The page's view is built once per change of what it reads (worker/loaders/view-memo.ts): the
  // product answer, the reference data, the shell data and the promises in force (each a shared
  // object), the site, locale and URL (slug, variant, credits, canonical), the shopper's kind, and
  // the day for the restock words. Everything below reads nothing else.
  const key = [
    objectId(c.get('domain')),
    locale,
    url.pathname + url.search,
    businessVariants,
    today,
    objectId(delivery),
    objectId(categories),
    objectId(shippers),
    objectId(shell),
    ...brands.map(objectId),
    '|',
    ...materials.map(objectId),
    objectId(swatches),
  ].join(' ');
  const view = sharedView(found, key, () => {
    const brand = brands[0] ?? null;
    const category = categoriesById(categories).get(product.categoryId);
    // The product's own path (product-href.ts: `/produkt/{slug}`, or its main-menu category path plus
    // its slug in the wildcard-URL mode), whichever URL reached the page: its last crumb and canonical.
    const box = toProductBoxView(product, delivery, categoryPaths);
    const crumbs = category ? categoryCrumbs(category, categories, locale) : [];
    crumbs.push({ title: product.name, href: box.href });

    const host = `https://${c.get('domain').canonicalHost}`;
    let own = url;
    if (box.href !== url.pathname) {
      own = new URL(url);
      own.pathname = box.href;
    }
    const canonical = canonicalUrl(c.get('domain'), own);
    const selectedVariantId = openingVariantId(product.variants, product.defaultVariantId, variant_id);
    const t = c.get('t');
    // The large-image card wants a landscape picture: the portrait detail crop was shown cut or small.
    const shareImage = imageUrl(product.mainImage?.path, IMAGE_SIZES.share);
    const { globals } = shell;
    const restock = announced?.length ? nextRestock(announced, today) : null;
    /** A colour's texture swatch (SPEC 3 Color parameter_value_image), absent when it has none. */
    const swatchOf = (colorId: number | undefined) =>
      colorId === undefined ? undefined : (swatches.get(String(colorId)) ?? undefined);
    const restocked = (availability: AvailabilityView): AvailabilityView =>
      restock && !availability.isAvailable
        ? {
            ...availability,
            text: t('catalog.availability.restock', {
              text: availability.text || t('catalog.availability.outOfStock'),
              day: dayMonth(locale, restock.day),
              count: restock.amount,
            }),
          }
        : availability;

    return {
      data: {
        product: {
          ...box,
          availability: restocked(box.availability),
          fullname: product.fullname,
          code: product.catalogCode,
          ean: product.ean,
          perex: product.perex,
          description: htmlToParagraphs(product.content.description),
          images: (product.images.length ? product.images : product.mainImage ? [product.mainImage] : []).map((i) => ({
            path: i.path,
            alt: i.alt || product.name,
          })),
          rating: product.rating,
          ratingCount: product.ratingCount,
          verifiedRatingCount: product.verifiedRatingCount,
          quantityPrices: product.prices.quantityPrices,
          recommendedPrice: product.prices.attributes.recommended_price,
          // The table shows each variant's pieces (SPEC 9: without the blocked warehouse): one number
          // per variant, never the warehouse list, and only in a business user's page data. Its
          // availability label counts the same pieces, so a row never names two different numbers.
          variants: product.variants.map((v) => {
            const swatch = swatchOf(v.color?.id);
            if (!businessVariants) {
              const view = variantView(v, delivery);
              return { ...view, availability: restocked(view.availability), swatch };
            }
            const pieces = piecesInStock(v.warehouses);
            const counted = { ...v, availability: { ...v.availability, stock: pieces, checkStock: true } };
            const view = variantView(counted, delivery);
            return { ...view, availability: restocked(view.availability), pieces, swatch };
          }),
          parameters: product.content.parameters.map((p) => ({
            entityId: p.entityId,
            name: p.name,
            values: p.valueEntities.map((v) => ({
              id: v.id,
              title: v.title,
              hex: v.hex,
              swatch: p.entityId === COLOR_PARAMETER_ID ? swatchOf(v.id) : undefined,
            })),
          })),
          gifts: product.gifts.map((g) => ({
            id: g.id,
            name: g.name,
            imagePath: g.mainImage?.path ?? null,
            isAvailable: g.availability.isAvailable,
          })),
          freeShipping: product.freeShippers.length > 0,
          nPlusOne: product.discounts.find((d) => d.active && d.isNPlusOne)?.name ?? null,
          manuals: manualLinks(product.content.product_manuals, locale),
        },
        selectedVariantId,
        businessVariants,
        // Only where the shop has loyalty credits (SPEC 1: they depend on settings).
        forCredits: for_credits && globals.settings.functions.loyalty_credits,
        brand: brand
          ? { id: brand._id, title: brand.title, href: `/znacky/${brand.slug}`, imagePath: brand.image?.path ?? null }
          : null,
        materials: materials.map((m) => ({
          id: m._id,
          title: m.title,
          hygiene: m.material_hygiene,
          lubricants: lubricantText(t, m.material_lubricants),
          description: m.description,
        })),
        safetyHtml: safetySectionHtml(safetyView(product, brand, materials), t),
        breadcrumbs: crumbs,
        alternativeIds: product.alternatives.filter((id) => id !== product.id).slice(0, ALTERNATIVES_SHOWN),
        delivery: { carriers, country: c.get('domain').homeCountry },
      },
      meta: {
        // Two products may share a name (sizes, colours listed apart): the code keeps titles and
        // descriptions unique, as search engines want them.
        title: `${product.name} – ${product.marketingCode} | ${t('shell.siteName')}`,
        description: product.perex
          ? `${product.perex} ${t('catalog.detail.code', { code: product.marketingCode })}`
          : undefined,
        canonical,
        ...(shareImage
          ? {
              image: `${host}${shareImage}`,
              imageWidth: IMAGE_SIZES.share.width,
              imageHeight: IMAGE_SIZES.share.height,
              imageAlt: product.mainImage?.alt || product.name,
            }
          : {}),
        jsonLd: [
          productJsonLd(
            product,
            host,
            brand?.title ?? null,
            productOffers(c, product, canonical, globals, shippers, jsonLdImage(product, host)),
          ),
          breadcrumbsJsonLd(c, crumbs),
          // The offers' seller, defined where it is named.
          organizationJsonLd(c, globals),
        ],
      },
    } satisfies { data: ProductPageData; meta: PageMeta };
  });
  // A wrapper of its own: the renderer completes `meta` on the result it gets (resolve-page.ts).
  return { kind: 'ok', data: view.data, meta: view.meta };
};
