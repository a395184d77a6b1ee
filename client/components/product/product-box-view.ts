/**
 * The product box's props: a small, stable view of a store Product, built on the server (loaders) or
 * wherever a Product arrives (content blocks, favourites). Keeping it flat and small keeps the page
 * JSON and the browser bundle light; no zod, type-only imports.
 */
import type { Product, Variant } from '../../../shared/contracts/store';
import type { DeliveryView, DeliveryViewFor } from '../../../shared/delivery-promise';
import { reductionPercent } from '../../../shared/discount-percent';
import { shownTags, type ShownTag } from '../../../shared/product-claims';
import { shownStock } from '../../../shared/stock-display';
import type { NetContents } from '../../../shared/unit-price';
import { CATEGORY_TITLE_MAX, truncateText } from '../../../shared/truncate-text';
import { htmlToParagraphs } from './html-to-paragraphs';
import { productHref, type ProductCategoryPaths } from './product-href';

/**
 * The box's description (SPEC 2 lists it; the spec gives no length): plain text, cut by the one
 * truncation rule (shared/truncate-text.ts) so the page JSON stays small; CSS shows two lines.
 */
export const PRODUCT_BOX_DESCRIPTION_MAX = 140;

export interface PriceView {
  withTax: number;
  withoutTax: number;
  /**
   * The prior price of a reduction: the lowest price of the 30 days before it began (the store's
   * `prices.lowestPrice30d`), only when the current price is lower. Null: no reduction is shown.
   */
  priorWithTax: number | null;
  priorWithoutTax: number | null;
  /** The reduction in percent of the prior price (the badge), null without a reduction. */
  percent: number | null;
  currencyCode: string;
}

export interface AvailabilityView {
  isAvailable: boolean;
  code: 'in_stock' | 'on_order' | 'sold_out';
  /** The store's availability text. */
  text: string;
  /** Pieces to show (capped at 5, SPEC 9), null when none. */
  stockShown: number | null;
  stockCapped: boolean;
  delayDays: number;
  /**
   * The delivery promise (carrier, day and price; shared/delivery-promise.ts), worded by the loader;
   * null when unavailable, without carriers, or when the view was built without them.
   */
  delivery: DeliveryView | null;
  amountMin: number;
  amountMax: number | null;
}

export interface VariantView {
  id: number;
  name: string;
  colorHex: string | null;
  /**
   * The colour's texture as a CSS `background` (SPEC 3 Color parameter_value_image, with the hex
   * under it), when it has one; the swatch is drawn with it instead of the flat hex. Set by the
   * product page's loader from the catalogue reference (worker/loaders/catalog-reference.ts).
   */
  swatch?: string;
  colorName: string | null;
  imagePath: string | null;
  /** Parameter value ids (colour, size...) for preselection. */
  values: number[];
  price: PriceView;
  availability: AvailabilityView;
  /**
   * Pieces in the shop's warehouses without the blocked one (shared/warehouse-stock.ts): only the
   * business variant table shows it, so only its page data carries it.
   */
  pieces?: number;
}

export interface ProductBoxView {
  id: number;
  slug: string;
  href: string;
  name: string;
  categoryName: string;
  imagePath: string | null;
  imageAlt: string;
  hoverImagePath: string | null;
  /** The tags the page may show (shared/product-claims.ts): no unbacked sale or environmental claim. */
  tags: ShownTag[];
  /** The badge: `price.percent`, the reduction from the 30-day prior price. */
  discountPercent: number | null;
  price: PriceView;
  availability: AvailabilityView;
  unit: string;
  /** What one piece contains when sold by volume or weight: the price box adds the unit price. */
  contents: NetContents | null;
  perex: string;
  defaultVariantId: number;
  /** Only when the product has more than one variant (the box then asks which one). */
  variants: VariantView[];
  saleable: boolean;
  hasGift: boolean;
}

/**
 * A price and, when it is a reduction, its prior price and percent: both from the store's
 * lowest price of the 30 days before the reduction, never from its "original" price or its own
 * percentage (the law measures a reduction against the prior price; a product without one, such as
 * a new product, shows no reduction at all).
 */
function priceView(p: Product['prices']): PriceView {
  const prior = p.lowestPrice30d;
  const percent = reductionPercent(p);
  return {
    withTax: p.unitWithTax,
    withoutTax: p.unitWithoutTax,
    priorWithTax: prior && percent !== null ? prior.withTax : null,
    priorWithoutTax: prior && percent !== null ? prior.withoutTax : null,
    percent,
    currencyCode: p.currencyCode,
  };
}

function availabilityView(a: Product['availability'], delivery?: DeliveryViewFor): AvailabilityView {
  const shown = shownStock(a);
  return {
    isAvailable: a.isAvailable,
    code: a.availabilityCode,
    text: a.isAvailable ? a.availability : a.soldAvailability,
    stockShown: shown?.count ?? null,
    stockCapped: shown?.capped ?? false,
    delayDays: a.delayDays,
    delivery: a.isAvailable && delivery ? delivery(a.delayDays) : null,
    amountMin: a.amountMin,
    amountMax: a.amountMax,
  };
}

/** `delivery`: from `deliveryViewFor` (loaders); without it no delivery date is shown. */
export function variantView(v: Variant, delivery?: DeliveryViewFor): VariantView {
  return {
    id: v.id,
    name: v.name,
    colorHex: v.color?.hex ?? null,
    colorName: v.color?.name ?? null,
    imagePath: v.mainImage?.path ?? null,
    values: v.parameters.flatMap((p) => p.values),
    price: priceView(v.prices),
    availability: availabilityView(v.availability, delivery),
  };
}

export { productHref };

/**
 * Views already built, per product answer: the worker's are the read cache's shared, read-only
 * copies (one object per cached answer), so a listing's boxes are built once per product and answer,
 * not on every page (and, being the same objects, ProductBox keys them once). A view depends on the
 * product and on the delivery promises the request's clock gives it: those are part of the check.
 */
const builtViews = new WeakMap<Product, { promises: string; paths: ProductCategoryPaths; view: ProductBoxView }>();

/** The delivery promises a view of `product` would show, as a string. */
function promisesOf(product: Product, delivery: DeliveryViewFor | undefined): string {
  if (!delivery) return '';
  let promises = '';
  const add = (a: Product['availability']) => {
    const promise = a.isAvailable ? delivery(a.delayDays) : null;
    promises += promise ? `${promise.iso} ${promise.text}\n` : '-\n';
  };
  add(product.availability);
  if (product.variants.length > 1) for (const v of product.variants) add(v.availability);
  return promises;
}

/**
 * Product → box props. Tags hidden from the catalogue (visibility.catalog false) are left out.
 * `paths`: the wildcard-URL mode's main-menu category paths (product-href.ts), one object per shell
 * entry, so a view is built again only when the menu or the mode changes.
 */
export function toProductBoxView(
  product: Product,
  delivery?: DeliveryViewFor,
  paths: ProductCategoryPaths = null,
): ProductBoxView {
  const promises = promisesOf(product, delivery);
  const built = builtViews.get(product);
  if (built?.promises === promises && built.paths === paths) return built.view;
  const view = buildProductBoxView(product, delivery, paths);
  builtViews.set(product, { promises, paths, view });
  return view;
}

function buildProductBoxView(
  product: Product,
  delivery: DeliveryViewFor | undefined,
  paths: ProductCategoryPaths,
): ProductBoxView {
  const price = priceView(product.prices);
  return {
    id: product.id,
    slug: product.slug,
    href: productHref(product, paths),
    name: product.name,
    categoryName: truncateText(product.categoryName, CATEGORY_TITLE_MAX),
    imagePath: product.mainImage?.path ?? null,
    imageAlt: product.mainImage?.alt || product.name,
    hoverImagePath: product.content.product_box_hover_image?.[0]?.fileKey ?? null,
    tags: shownTags(product.tags, {
      reduced: price.percent !== null,
      offer: product.discounts.some((d) => d.active && d.isNPlusOne),
    }),
    discountPercent: price.percent,
    price,
    availability: availabilityView(product.availability, delivery),
    unit: product.unit,
    contents: product.content.net_contents ?? null,
    perex: truncateText(htmlToParagraphs(product.perex).join(' '), PRODUCT_BOX_DESCRIPTION_MAX),
    defaultVariantId: product.defaultVariantId,
    variants: product.variants.length > 1 ? product.variants.map((v) => variantView(v, delivery)) : [],
    saleable: product.visibility.saleable,
    hasGift: product.gifts.length > 0,
  };
}
