import type { Context } from 'hono';
import type { Globals, Product, Shipper, Variant } from '../../shared/contracts/store';
import type { AppEnv } from '../env';
import { LOGO_IMAGE } from './social-meta';
import { reductionPercent } from '../../shared/discount-percent';

// schema.org objects the shop states about itself (Organization / OnlineStore, WebSite, return
// policy, shipping), built once here and used by the page loaders' JSON-LD. Everything comes from
// upstream data (globals, shippers, product); what the upstream does not say is left out, never guessed.

type C = Context<AppEnv>;

const SCHEMA = 'https://schema.org';

const origin = (c: C) => `https://${c.get('domain').canonicalHost}`;

/** The shop as the publisher and seller everything else refers to (`@id` links the pieces). */
export function organizationId(c: C): string {
  return `${origin(c)}/#organization`;
}

function logo(c: C) {
  return {
    '@type': 'ImageObject',
    url: `${origin(c)}${LOGO_IMAGE.path}`,
    width: LOGO_IMAGE.width,
    height: LOGO_IMAGE.height,
  };
}

/** The shop's return policy (one period: globals.returnPeriodDays), or null when the shop names none. */
export function merchantReturnPolicy(c: C, globals: Globals) {
  if (!globals.returnPeriodDays) return null;
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: c.get('domain').homeCountry,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: globals.returnPeriodDays,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    // The returns page asks the shopper to send the parcel: the shipping back is theirs.
    returnFees: `${SCHEMA}/ReturnFeesCustomerResponsibility`,
    merchantReturnLink: `${origin(c)}/vratenie-tovaru`,
  };
}

/**
 * The shop (OnlineStore, an Organization) under its `@id`: on the home page, and on every page whose
 * structured data refers to it (a product's seller), so the reference resolves on the page itself.
 */
export function organizationJsonLd(c: C, globals: Globals) {
  const { contact } = globals;
  const policy = merchantReturnPolicy(c, globals);
  return {
    '@context': SCHEMA,
    '@type': 'OnlineStore',
    '@id': organizationId(c),
    name: c.get('t')('shell.siteName'),
    legalName: contact.companyName,
    url: `${origin(c)}/`,
    logo: logo(c),
    email: contact.email,
    telephone: contact.phone,
    vatID: contact.dic,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      postalCode: contact.address.postcode,
      addressCountry: c.get('domain').homeCountry,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contact.email,
      telephone: contact.phone,
    },
    ...(policy ? { hasMerchantReturnPolicy: policy } : {}),
  };
}

/** Home: the shop and the site with its search box. */
export function homeJsonLd(c: C, globals: Globals): unknown[] {
  return [
    organizationJsonLd(c, globals),
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      '@id': `${origin(c)}/#website`,
      name: c.get('t')('shell.siteName'),
      url: `${origin(c)}/`,
      inLanguage: c.get('locale'),
      publisher: { '@id': organizationId(c) },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin(c)}/hladat?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** An article's publisher: the shop, with its logo. */
export function publisherJsonLd(c: C) {
  return { '@type': 'Organization', '@id': organizationId(c), name: c.get('t')('shell.siteName'), logo: logo(c) };
}

/**
 * Shipping of one offer to the site's home country, one entry per carrier the shopper can choose:
 * its price (0 from its free-shipping threshold), handling 0-1 day (the next working day after the
 * carrier's closing time) and its delay days in transit, as the delivery-date rule counts them.
 */
export function shippingDetails(c: C, shippers: readonly Shipper[], price: number) {
  const country = c.get('domain').homeCountry;
  return shippers
    .filter((s) => s.type !== 'PERSONAL' && !s.hidden)
    .map((s) => ({
      '@type': 'OfferShippingDetails',
      name: s.name,
      shippingRate: {
        '@type': 'MonetaryAmount',
        value: s.freeFrom !== null && price >= s.freeFrom ? 0 : s.prices.withTax,
        currency: s.prices.currencyCode,
      },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: country },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: {
          '@type': 'QuantitativeValue',
          minValue: s.delivery.delayDays,
          maxValue: s.delivery.delayDays,
          unitCode: 'DAY',
        },
      },
    }));
}

/**
 * The last day of the product's running time-limited discounts (the earliest end), if it has one and
 * the page shows its price as reduced (from its 30-day prior price, shared/discount-percent.ts).
 */
export function priceValidUntil(product: Product): string | undefined {
  if (reductionPercent(product.prices) === null) return undefined;
  const ends = product.discounts
    .filter((d) => d.active && !d.isNPlusOne && d.validTo)
    .map((d) => d.validTo!)
    .sort();
  return ends[0];
}

interface OfferContext {
  url: string;
  shippers: readonly Shipper[];
  returnPolicy: ReturnType<typeof merchantReturnPolicy>;
  validUntil: string | undefined;
  seller: { '@id': string };
}

function offer(
  c: C,
  item: Pick<Variant, 'prices' | 'availability' | 'catalogCode' | 'ean'> & { name?: string },
  ctx: OfferContext,
) {
  return {
    '@type': 'Offer',
    url: ctx.url,
    ...(item.name ? { name: item.name } : {}),
    sku: item.catalogCode,
    ...(/^\d{13}$/.test(item.ean) ? { gtin13: item.ean } : {}),
    priceCurrency: item.prices.currencyCode,
    price: item.prices.unitWithTax,
    ...(ctx.validUntil && reductionPercent(item.prices) !== null ? { priceValidUntil: ctx.validUntil } : {}),
    availability: item.availability.isAvailable ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: ctx.seller,
    shippingDetails: shippingDetails(c, ctx.shippers, item.prices.unitWithTax),
    ...(ctx.returnPolicy ? { hasMerchantReturnPolicy: ctx.returnPolicy } : {}),
  };
}

const VARIES_BY = { size: `${SCHEMA}/size`, color: `${SCHEMA}/color` } as const;

/**
 * What a product's structured data says about what is sold, merged into its Product node: one Offer
 * (at the price of the variant the page shows), or for a product with several variants a
 * `ProductGroup` (Google's merchant listings: `productGroupID`, `variesBy`) whose `hasVariant` lists
 * each variant as a Product with its size or colour and its own Offer at its own URL (`?variant_id=`,
 * the page with that variant chosen and its price shown). The group itself has no single GTIN or SKU.
 */
export function productOffers(
  c: C,
  product: Product,
  canonical: string,
  globals: Globals,
  shippers: readonly Shipper[],
  image?: string,
) {
  const ctx: OfferContext = {
    url: canonical,
    shippers,
    returnPolicy: merchantReturnPolicy(c, globals),
    validUntil: priceValidUntil(product),
    seller: { '@id': organizationId(c) },
  };
  if (product.variants.length < 2) {
    const only = product.variants[0];
    return { offers: offer(c, { ...product, prices: only?.prices ?? product.prices }, ctx) };
  }
  const variesBy = [
    ...(product.variants.some((v) => v.size) ? [VARIES_BY.size] : []),
    ...(product.variants.some((v) => v.color) ? [VARIES_BY.color] : []),
  ];
  return {
    '@type': 'ProductGroup',
    sku: undefined,
    gtin13: undefined,
    productGroupID: product.catalogCode,
    url: canonical,
    variesBy,
    hasVariant: product.variants.map((v) => {
      const url = `${canonical}${canonical.includes('?') ? '&' : '?'}variant_id=${v.id}`;
      return {
        '@type': 'Product',
        name: v.fullname,
        sku: v.catalogCode,
        inProductGroupWithID: product.catalogCode,
        ...(/^\d{13}$/.test(v.ean) ? { gtin13: v.ean } : {}),
        ...(image ? { image } : {}),
        ...(v.size ? { size: v.size } : {}),
        ...(v.color ? { color: v.color.name } : {}),
        offers: offer(c, v, { ...ctx, url }),
      };
    }),
  };
}
