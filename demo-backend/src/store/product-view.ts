/**
 * Turns a stored ProductDoc into the contract's Product for one locale and currency, and loads docs
 * from D1. Prices are computed here (discounts, quantity tiers, VAT) so the store and catalogue agree.
 */
import type {
  Availability,
  CurrencyCode,
  Product,
  ProductParameter,
  ProductPrices,
  Variant,
} from '../../../shared/contracts/store';
import { PARAMETER_IDS, PARAMETER_NAMES, TAGS, WAREHOUSES } from '../seed/catalog-constants';
import {
  brandById,
  categoryById,
  colorById,
  GIFT_ITEMS,
  materialById,
  METER_VALUES,
  SIZE_VALUE_IDS,
  SEED_EPOCH,
  type ProductDoc,
  type VariantDoc,
} from '../seed/product-generator';
import { productManuals } from './product-manuals';
import { ecoCertification } from '../seed/eco-labels';
import { kindWarnings } from '../seed/content-product-safety';
import type { Locale } from './store-context';
import { realStock } from '../seed/orderable';
import { daysFrom, seedAnchor } from '../seed/content-random';
import { round2, withoutTax } from './store-reference-data';
import { priorPrice, type PriceChange } from '../../../shared/prior-price';

export interface ViewPrefs {
  locale: Locale;
  currency: CurrencyCode;
}

const AVAILABILITY_TEXT = {
  in_stock: { sk: 'Skladom', cs: 'Skladem', de: 'Auf Lager' },
  on_order: { sk: 'Na objednávku', cs: 'Na objednávku', de: 'Auf Bestellung' },
  sold_out: { sk: 'Vypredané', cs: 'Vyprodáno', de: 'Ausverkauft' },
} as const;

/** Warehouses 1-3 are next to the shops, so the PERSONAL shipper (1) ships from them directly. */
const WAREHOUSE_SHIPPER: Record<number, number | null> = { 1: 1, 2: 1, 3: 1, 9: null, 10: null };

export function categoryFullname(categoryId: number, locale: Locale): string {
  const names: string[] = [];
  let c = categoryById.get(categoryId);
  while (c) {
    names.unshift(c.name[locale]);
    c = c.parentId === null ? undefined : categoryById.get(c.parentId);
  }
  return names.join(' > ');
}

export function unitPrice(doc: ProductDoc, currency: CurrencyCode, amount = 1): number {
  const base = currency === 'EUR' ? doc.priceEur : doc.priceCzk;
  const tier = [...doc.quantityTiers].reverse().find((t) => amount >= t.from);
  return tier ? round2(base * (1 - tier.percent / 100)) : base;
}
export const originalUnitPrice = (doc: ProductDoc, currency: CurrencyCode) =>
  currency === 'EUR' ? doc.originalEur : doc.originalCzk;

/**
 * Price histories of the docs loadProductDocs read (table price_history, migration 0006), per variant
 * id and currency. Kept beside the doc rather than in it: the doc is written back as it is (the
 * catalogue-change knob), and the history is its own table.
 */
const priceHistories = new WeakMap<ProductDoc, Map<string, PriceChange[]>>();
const historyKey = (variantId: number, currency: CurrencyCode) => `${variantId} ${currency}`;

/**
 * The lowest price of the 30 days before the current reduction began (shared/prior-price.ts), from
 * the variant's history in `currency`, with and without VAT; null when the price is no reduction.
 */
export function lowestPrice30d(
  doc: ProductDoc,
  variantId: number,
  currency: CurrencyCode,
  now = new Date(),
): ProductPrices['lowestPrice30d'] {
  const history = priceHistories.get(doc)?.get(historyKey(variantId, currency));
  const prior = history ? priorPrice(history, now) : null;
  return prior ? { withTax: prior.price, withoutTax: withoutTax(prior.price, currency) } : null;
}

/** The moment of the doc's last recorded price change (epoch ms), or null without a history. */
export function lastPriceChangeAt(doc: ProductDoc): number | null {
  let last: number | null = null;
  for (const list of priceHistories.get(doc)?.values() ?? [])
    for (const change of list) last = Math.max(last ?? 0, Date.parse(change.at));
  return last;
}

export function productPrices(
  doc: ProductDoc,
  currency: CurrencyCode,
  amount = 1,
  variantId = doc.variants[0]?.id ?? doc.id * 10,
): ProductPrices {
  const unit = unitPrice(doc, currency, amount);
  const original = originalUnitPrice(doc, currency);
  const percent = doc.discountPercent;
  return {
    currencyCode: currency,
    vatRate: currency === 'EUR' ? 23 : 21,
    unitWithTax: unit,
    unitWithoutTax: withoutTax(unit, currency),
    unitOriginalWithTax: original,
    unitOriginalWithoutTax: withoutTax(original, currency),
    originalWithTax: round2(original * amount),
    originalWithoutTax: withoutTax(round2(original * amount), currency),
    totalWithTax: round2(unit * amount),
    totalWithoutTax: withoutTax(round2(unit * amount), currency),
    inDiscount: percent > 0,
    discountPercentage: percent,
    percentageDiscount: percent,
    quantityPrices: doc.quantityTiers.map((t) => {
      const p = round2(unitPrice(doc, currency, 1) * (1 - t.percent / 100));
      return { amountFrom: t.from, unitWithTax: p, unitWithoutTax: withoutTax(p, currency) };
    }),
    attributes: { recommended_price: doc.recommendedPrice ? round2(original * 1.1) : null },
    lowestPrice30d: lowestPrice30d(doc, variantId, currency),
  };
}

export function variantAvailability(
  doc: ProductDoc,
  stock: { id: number; stock: number }[],
  locale: Locale,
): Availability {
  const real = realStock(stock);
  const code = real > 0 ? 'in_stock' : doc.checkStock ? 'sold_out' : 'on_order';
  return {
    isAvailable: doc.saleable && code !== 'sold_out',
    amountMin: 1,
    amountMax: doc.checkStock ? Math.max(real, 1) : null,
    stock: real,
    checkStock: doc.checkStock,
    delayDays: code === 'on_order' ? Math.max(doc.delayDays, 3) : 0,
    availability: AVAILABILITY_TEXT[code][locale],
    soldAvailability: AVAILABILITY_TEXT[doc.checkStock ? 'sold_out' : 'on_order'][locale],
    availabilityCode: code,
    soldAvailabilityCode: doc.checkStock ? 'sold_out' : 'on_order',
  };
}

function mergeAvailability(doc: ProductDoc, locale: Locale): Availability {
  const all = doc.variants.flatMap((v) => v.stock);
  const summed = WAREHOUSES.map((w) => ({
    id: w.id,
    stock: all.filter((s) => s.id === w.id).reduce((a, s) => a + s.stock, 0),
  }));
  return variantAvailability(doc, summed, locale);
}

export function productParameters(doc: ProductDoc, locale: Locale): ProductParameter[] {
  const params: ProductParameter[] = [];
  const brand = brandById.get(doc.brandId);
  if (brand)
    params.push({
      entityId: PARAMETER_IDS.brand,
      name: PARAMETER_NAMES.brand[locale],
      values: [brand.id],
      valueEntities: [{ id: brand.id, title: brand.title, hex: null }],
    });
  if (doc.colorIds.length)
    params.push({
      entityId: PARAMETER_IDS.color,
      name: PARAMETER_NAMES.color[locale],
      values: doc.colorIds,
      valueEntities: doc.colorIds.map((id) => ({
        id,
        title: colorById.get(id)?.name[locale] ?? String(id),
        hex: colorById.get(id)?.hex ?? null,
      })),
    });
  const material = doc.materialId ? materialById.get(doc.materialId) : undefined;
  if (material)
    params.push({
      entityId: PARAMETER_IDS.material,
      name: PARAMETER_NAMES.material[locale],
      values: [material.id],
      valueEntities: [{ id: material.id, title: material.name[locale], hex: null }],
    });
  const meters = METER_VALUES.find((m) => m.id === doc.meterValueId);
  if (meters)
    params.push({
      entityId: PARAMETER_IDS.meters,
      name: PARAMETER_NAMES.meters[locale],
      values: [meters.id],
      valueEntities: [{ id: meters.id, title: `${meters.meters} m`, hex: null }],
    });
  const sizes = [...new Set(doc.sizes)];
  if (sizes.length)
    params.push({
      entityId: PARAMETER_IDS.size,
      name: PARAMETER_NAMES.size[locale],
      values: sizes.map((s) => SIZE_VALUE_IDS[s] ?? 0),
      valueEntities: sizes.map((s) => ({ id: SIZE_VALUE_IDS[s] ?? 0, title: s, hex: null })),
    });
  return params;
}

export function variantView(doc: ProductDoc, v: VariantDoc, prefs: ViewPrefs): Variant {
  const color = v.colorId ? colorById.get(v.colorId) : undefined;
  const suffix = [v.size, color?.name[prefs.locale]].filter(Boolean).join(', ');
  const availability = variantAvailability(doc, v.stock, prefs.locale);
  const parameters: ProductParameter[] = [];
  if (v.size)
    parameters.push({
      entityId: PARAMETER_IDS.size,
      name: PARAMETER_NAMES.size[prefs.locale],
      values: [SIZE_VALUE_IDS[v.size] ?? 0],
      valueEntities: [{ id: SIZE_VALUE_IDS[v.size] ?? 0, title: v.size, hex: null }],
    });
  if (color)
    parameters.push({
      entityId: PARAMETER_IDS.color,
      name: PARAMETER_NAMES.color[prefs.locale],
      values: [color.id],
      valueEntities: [{ id: color.id, title: color.name[prefs.locale], hex: color.hex }],
    });
  return {
    id: v.id,
    productId: doc.id,
    name: suffix || doc.name[prefs.locale],
    fullname: suffix ? `${doc.name[prefs.locale]} (${suffix})` : doc.name[prefs.locale],
    catalogCode: v.code,
    marketingCode: v.code,
    ean: v.ean,
    mainImage: { path: doc.images[0] ?? `products/${doc.id}-1.jpg`, alt: doc.name[prefs.locale] },
    quantity: availability.stock,
    availability,
    prices: productPrices(doc, prefs.currency, 1, v.id),
    unit: doc.unit[prefs.locale],
    warehouses: v.stock.map((w) => ({
      id: w.id,
      stock: w.stock,
      virtual: Boolean(WAREHOUSES.find((x) => x.id === w.id)?.virtual),
      shipper: WAREHOUSE_SHIPPER[w.id] ?? null,
    })),
    parameters,
    size: v.size,
    color: color ? { id: color.id, name: color.name[prefs.locale], hex: color.hex } : null,
  };
}

/** The demo's percentage discounts run to the end of the current month (UTC): their `validTo`. */
function endOfThisMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

export function productView(doc: ProductDoc, prefs: ViewPrefs): Product {
  const { locale, currency } = prefs;
  const category = categoryById.get(doc.categoryId);
  const name = doc.name[locale];
  const prices = productPrices(doc, currency);
  const manuals = productManuals(doc, locale);
  const discounts = [
    ...(doc.discountPercent > 0
      ? [{ name: `-${doc.discountPercent} %`, active: true, isNPlusOne: false, n: null, validTo: endOfThisMonth() }]
      : []),
    ...(doc.nPlusOne ? [{ name: `${doc.nPlusOne}+1`, active: true, isNPlusOne: true, n: doc.nPlusOne }] : []),
  ];
  return {
    id: doc.id,
    slug: doc.slug[locale],
    slugs: doc.slug,
    name,
    fullname: name,
    marketingCode: doc.code,
    catalogCode: doc.code,
    ean: doc.ean,
    categoryId: doc.categoryId,
    categoryName: category?.name[locale] ?? '',
    categoryFullname: categoryFullname(doc.categoryId, locale),
    brandId: doc.brandId,
    perex: doc.perex[locale],
    rating: doc.rating,
    ratingCount: doc.ratingCount,
    verifiedRatingCount: doc.verifiedRatingCount ?? 0,
    mainImage: doc.images[0] ? { path: doc.images[0], alt: name } : null,
    images: doc.images.map((path) => ({ path, alt: name })),
    tags: doc.tags.flatMap((code) => {
      const tag = TAGS.find((t) => t.code === code);
      return tag
        ? [
            {
              code,
              text: tag.text[locale],
              color: tag.color,
              visibility: { catalog: true, content: code !== 'eco' },
              certification: code === 'eco' ? ecoCertification(doc) : null,
            },
          ]
        : [];
    }),
    visibility: { saleable: doc.saleable },
    gifts: doc.giftIds.flatMap((id) => {
      const g = GIFT_ITEMS.find((x) => x.id === id);
      return g
        ? [
            {
              id: g.id,
              name: g.name[locale],
              mainImage: { path: `gifts/${g.id}.jpg`, alt: g.name[locale] },
              availability: { isAvailable: true },
            },
          ]
        : [];
    }),
    freeShippers: doc.freeShippers,
    discounts,
    prices,
    defaultPrices: { originalWithTax: prices.unitOriginalWithTax, originalWithoutTax: prices.unitOriginalWithoutTax },
    availability: mergeAvailability(doc, locale),
    unit: doc.unit[locale],
    variants: doc.variants.map((v) => variantView(doc, v, prefs)),
    defaultVariantId: doc.variants[0]?.id ?? doc.id * 10,
    hasVariants: doc.variants.length > 1,
    alternatives: doc.alternatives,
    content: {
      parameters: productParameters(doc, locale),
      description: doc.description[locale],
      ...(doc.hoverImage ? { product_box_hover_image: [{ fileKey: doc.hoverImage }] } : {}),
      ...(doc.dateOfStorage.length ? { date_of_storage: doc.dateOfStorage.map(restockCountedFromToday) } : {}),
      ...(manuals.length ? { product_manuals: manuals } : {}),
      ...(category ? { safety_information: kindWarnings(category.kind, locale) } : {}),
      ...(doc.netContents ? { net_contents: doc.netContents } : {}),
    },
    createdAt: doc.createdAt,
  };
}

/** Loads docs by id, keeping the order of `ids` (missing ids are skipped). */
export async function loadProductDocs(db: D1Database, ids: readonly number[]): Promise<ProductDoc[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = new Map<number, ProductDoc>();
  // json_each keeps this one statement however many ids there are (D1: 100 bound parameters max).
  // One round trip for the docs and their price histories.
  const [rows, history] = (await db.batch([
    db
      .prepare('SELECT doc FROM product_docs WHERE id IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(unique)),
    db
      .prepare(
        'SELECT product_id, variant_id, currency, changed_at, price FROM price_history WHERE product_id IN (SELECT value FROM json_each(?1))',
      )
      .bind(JSON.stringify(unique)),
  ])) as [
    D1Result<{ doc: string }>,
    D1Result<{ product_id: number; variant_id: number; currency: CurrencyCode; changed_at: string; price: number }>,
  ];
  const histories = new Map<number, Map<string, PriceChange[]>>();
  for (const row of history.results) {
    let perProduct = histories.get(row.product_id);
    if (!perProduct) histories.set(row.product_id, (perProduct = new Map()));
    const key = historyKey(row.variant_id, row.currency);
    const list = perProduct.get(key);
    const change = { at: row.changed_at, price: row.price };
    if (list) list.push(change);
    else perProduct.set(key, [change]);
  }
  for (const row of rows.results) {
    const doc = JSON.parse(row.doc) as ProductDoc;
    priceHistories.set(doc, histories.get(doc.id) ?? new Map());
    found.set(doc.id, doc);
  }
  return unique.flatMap((id) => {
    const doc = found.get(id);
    return doc ? [doc] : [];
  });
}

/** Variant ids are productId * 10 + k (see the generator), so the product is known without a query. */
export const productIdOfVariant = (variantId: number) => Math.floor(variantId / 10);

/**
 * The seed counts its announced restock days from its own epoch; they are served counted from today
 * (the content seed's anchor), so the demo always announces restocks that are still ahead, as a store
 * keeping them current does (a seed date read as it is lies in the past weeks after the seed was written).
 */
function restockCountedFromToday(entry: ProductDoc['dateOfStorage'][number]): ProductDoc['dateOfStorage'][number] {
  const daysAfterSeed = Math.round((Date.parse(`${entry.date_of_storage}T00:00:00Z`) - SEED_EPOCH) / 86_400_000);
  return { ...entry, date_of_storage: daysFrom(seedAnchor(), daysAfterSeed).slice(0, 10) };
}
