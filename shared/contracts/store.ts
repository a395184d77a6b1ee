/**
 * Store API contract (SPEC 3 entities, SPEC 7 "Store API" calls), shared by the storefront (validates
 * upstream answers), the client (inferred types) and the demo backend (validates request bodies, and its
 * contract tests check every answer). Field names follow SPEC 3 exactly; request bodies follow SPEC 7
 * (snake_case where the spec lists snake_case). Keep names stable: other code imports them.
 */
import { z } from '../zod';
import { BicSchema, IbanSchema, VariableSymbolSchema } from '../bank-transfer';
import { dateOfBirthProblem } from '../validation/field-rules';
import { NET_CONTENTS_UNITS } from '../unit-price';

// ---------------------------------------------------------------------------------------------
// Headers and envelopes
// ---------------------------------------------------------------------------------------------

/** Header names the store API reads (SPEC 6/7). Lower-case, as Headers normalise them. */
export const STORE_HEADERS = {
  locale: 'x-inspishop-locale',
  defaultLocale: 'x-inspishop-default-locale',
  domain: 'x-inspishop-domain',
  translationVariant: 'x-inspishop-translation-variant',
  currency: 'x-inspishop-currency',
  userVariant: 'x-inspishop-user-variant',
  userGroups: 'x-inspishop-user-groups',
  /** Guest cart token (issued in `meta.custom.guestToken` of the first cart write). */
  guestToken: 'x-guest-token',
} as const;

export const CURRENCY_CODES = ['EUR', 'CZK'] as const;
export const CurrencyCodeSchema = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;

export const DomainCodeSchema = z.enum(['sk', 'cz']);
export type DomainCode = z.infer<typeof DomainCodeSchema>;

export const PaginationSchema = z.object({
  total: z.number().int().nonnegative(),
  perPage: z.number().int().positive(),
  currentPage: z.number().int().positive(),
  lastPage: z.number().int().positive(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

// The envelopes are made once per inner schema: callers write `storeEnvelope(X)` inline, and the
// worker's read cache keys the validated answers it keeps by schema object, so a new wrapper per
// call would miss every time (and pile up a copy per request).
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
const listEnvelopes = new WeakMap<z.ZodType, z.ZodType>();
function once<S extends z.ZodType, W extends z.ZodType>(
  made: WeakMap<z.ZodType, z.ZodType>,
  schema: S,
  make: (s: S) => W,
): W {
  let wrapper = made.get(schema) as W | undefined;
  if (!wrapper) made.set(schema, (wrapper = make(schema)));
  return wrapper;
}

/** `{ data }`: every store answer that is not a list. */
export const storeEnvelope = <T extends z.ZodType>(schema: T) => once(envelopes, schema, (s) => z.object({ data: s }));
/** `{ data: [], meta: { pagination } }`: every paged store list. */
export const storeListEnvelope = <T extends z.ZodType>(schema: T) =>
  once(listEnvelopes, schema, (s) => z.object({ data: z.array(s), meta: z.object({ pagination: PaginationSchema }) }));

export const StoreErrorItemSchema = z.object({
  title: z.string().min(1),
  field: z.string().optional(),
  status: z.number().int().optional(),
  /** shared/store-error-codes.ts; an unknown code from a newer store is kept and falls back by field. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/**
 * Error answers (any 4xx/5xx): `{ errors: [{ title, field?, status?, code?, params? }] }`. The title
 * is the store's English text for logs; pages show the dictionary text for the code or field.
 */
export const StoreErrorSchema = z.object({ errors: z.array(StoreErrorItemSchema).min(1) });
export type StoreError = z.infer<typeof StoreErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Shared small shapes
// ---------------------------------------------------------------------------------------------

const money = z.number();
export const ImageSchema = z.object({ path: z.string(), alt: z.string().nullable() });
export type Image = z.infer<typeof ImageSchema>;

export const TagSchema = z.object({
  code: z.string(),
  text: z.string(),
  color: z.string(),
  visibility: z.object({ catalog: z.boolean(), content: z.boolean() }),
  /**
   * The recognised certification or label behind an environmental claim (Directive (EU) 2024/825:
   * "Ekologické" and other generic environmental claims need one), with its page. Null or absent:
   * the shop does not show such a claim (shared/product-claims.ts).
   */
  certification: z
    .object({ name: z.string().min(1).max(120), url: z.url() })
    .nullable()
    .default(null),
});
export type Tag = z.infer<typeof TagSchema>;

export const WarehouseStockSchema = z.object({
  id: z.number().int(),
  stock: z.number().int().nonnegative(),
  virtual: z.boolean(),
  /** Shipper id that ships from this warehouse directly, else null. */
  shipper: z.number().int().nullable(),
});
export type WarehouseStock = z.infer<typeof WarehouseStockSchema>;

export const AvailabilitySchema = z.object({
  isAvailable: z.boolean(),
  amountMin: z.number().int().positive(),
  amountMax: z.number().int().positive().nullable(),
  /** Sum of real (non-virtual) warehouse stock. */
  stock: z.number().int().nonnegative(),
  /** When false, the item can be ordered beyond stock (SPEC 9: unlimited shows 5). */
  checkStock: z.boolean(),
  delayDays: z.number().int().nonnegative(),
  availability: z.string(),
  soldAvailability: z.string(),
  availabilityCode: z.enum(['in_stock', 'on_order', 'sold_out']),
  soldAvailabilityCode: z.enum(['in_stock', 'on_order', 'sold_out']),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const QuantityPriceSchema = z.object({
  amountFrom: z.number().int().positive(),
  unitWithTax: money,
  unitWithoutTax: money,
});

export const ProductPricesSchema = z.object({
  currencyCode: CurrencyCodeSchema,
  vatRate: z.number(),
  unitWithTax: money,
  unitWithoutTax: money,
  unitOriginalWithTax: money,
  unitOriginalWithoutTax: money,
  originalWithTax: money,
  originalWithoutTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
  inDiscount: z.boolean(),
  discountPercentage: z.number(),
  percentageDiscount: z.number(),
  quantityPrices: z.array(QuantityPriceSchema),
  attributes: z.object({ recommended_price: money.nullable() }),
  /**
   * The prior price of the current reduction: the lowest price of the 30 days before it began
   * (Price Indication Directive Art. 6a; shared/prior-price.ts is the rule), in this answer's currency,
   * with and without VAT. Null (or absent) when the current price is no reduction, such as a new
   * product's: the shop then shows no reduction at all. The badge's percentage and the struck-through
   * price are computed from it, never from `originalWithTax` or `discountPercentage`.
   */
  lowestPrice30d: z.object({ withTax: money, withoutTax: money }).nullable().default(null),
});
export type ProductPrices = z.infer<typeof ProductPricesSchema>;

export const ProductParameterSchema = z.object({
  entityId: z.number().int(),
  name: z.string(),
  values: z.array(z.number()),
  valueEntities: z.array(z.object({ id: z.number(), title: z.string(), hex: z.string().nullable() })),
});
export type ProductParameter = z.infer<typeof ProductParameterSchema>;

export const DiscountSchema = z.object({
  name: z.string(),
  active: z.boolean(),
  isNPlusOne: z.boolean(),
  /** For N+1 discounts: buy `n`, get one free. */
  n: z.number().int().positive().nullable(),
  /** Last day (ISO date) the discount runs, when it is time-limited (structured data priceValidUntil). */
  validTo: z.iso.date().nullable().optional(),
});

export const ProductGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mainImage: ImageSchema.nullable(),
  availability: z.object({ isAvailable: z.boolean() }),
});

export const VariantSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  fullname: z.string(),
  catalogCode: z.string(),
  marketingCode: z.string(),
  ean: z.string(),
  mainImage: ImageSchema.nullable(),
  quantity: z.number().int().nonnegative(),
  availability: AvailabilitySchema,
  prices: ProductPricesSchema,
  unit: z.string(),
  warehouses: z.array(WarehouseStockSchema),
  /** Variant-defining parameters (size, colour) in the product's parameter shape. */
  parameters: z.array(ProductParameterSchema),
  size: z.string().nullable(),
  color: z.object({ id: z.number().int(), name: z.string(), hex: z.string() }).nullable(),
});
export type Variant = z.infer<typeof VariantSchema>;

/**
 * A product manual (SPEC 1 feature "product manuals"): a file under the store's download path
 * (`{image CDN}/download/{fileKey}`, SPEC 7 "File downloads"), with its title, type and size in bytes.
 */
export const ProductManualSchema = z.object({
  fileKey: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/),
  title: z.string().min(1).max(200),
  mimeType: z.string().max(100),
  size: z.number().int().nonnegative(),
});
export type ProductManual = z.infer<typeof ProductManualSchema>;

export const ProductContentSchema = z.object({
  parameters: z.array(ProductParameterSchema),
  description: z.string(),
  product_box_hover_image: z.array(z.object({ fileKey: z.string() })).optional(),
  date_of_storage: z
    .array(z.object({ date_of_storage: z.string(), amount: z.number().int(), embeddedUuid: z.string() }))
    .optional(),
  product_manuals: z.array(ProductManualSchema).optional(),
  /**
   * The product's own warnings and safety instructions in the answer's locale (GPSR Art. 19 d), shown
   * before its materials' (content `Material.safety_warnings`); absent when it has none of its own.
   */
  safety_information: z.array(z.string()).optional(),
  /** What one piece contains, for a product sold by volume or weight (its unit price: shared/unit-price.ts). */
  net_contents: z.object({ amount: z.number().positive(), unit: z.enum(NET_CONTENTS_UNITS) }).optional(),
});

export const ProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Slug per locale, for hreflang links. */
  slugs: z.object({ sk: z.string(), cs: z.string(), de: z.string() }),
  name: z.string(),
  fullname: z.string(),
  marketingCode: z.string(),
  catalogCode: z.string(),
  ean: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryFullname: z.string(),
  brandId: z.number().int().nullable(),
  perex: z.string(),
  /** 0-100, shown as 5 stars; null when unrated. */
  rating: z.number().min(0).max(100).nullable(),
  /** The published reviews the rating is the average of (the reviews endpoint lists the same ones). */
  ratingCount: z.number().int().nonnegative(),
  /** How many of those are verified purchases (`Review.verified`). */
  verifiedRatingCount: z.number().int().nonnegative(),
  mainImage: ImageSchema.nullable(),
  images: z.array(ImageSchema),
  tags: z.array(TagSchema),
  visibility: z.object({ saleable: z.boolean() }),
  gifts: z.array(ProductGiftSchema),
  /** Shipper ids that ship this product for free. */
  freeShippers: z.array(z.number().int()),
  discounts: z.array(DiscountSchema),
  prices: ProductPricesSchema,
  defaultPrices: z.object({ originalWithTax: money, originalWithoutTax: money }),
  availability: AvailabilitySchema,
  unit: z.string(),
  variants: z.array(VariantSchema),
  defaultVariantId: z.number().int(),
  hasVariants: z.boolean(),
  alternatives: z.array(z.number().int()),
  content: ProductContentSchema,
  createdAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

export const CurrencySchema = z.object({
  code: CurrencyCodeSchema,
  name: z.string(),
  symbol: z.string(),
  symbolPlacement: z.enum(['left', 'right']),
  decimalPlaces: z.number().int().nonnegative(),
  decimalPoint: z.string(),
  millesimalPoint: z.string(),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const CountrySchema = z.object({
  id: z.number().int(),
  /** ISO 3166 alpha-3 (CZE, SVK, ...): the form the checkout and the validation rules use. */
  code: z.string().length(3),
  isoCode2: z.string().length(2),
  name: z.string(),
  vatRate: z.number(),
});
export type Country = z.infer<typeof CountrySchema>;

export const ProductCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  slugs: z.object({ sk: z.string(), cs: z.string(), de: z.string() }),
  /** "Parent > Child", as cart lines show it. */
  fullname: z.string(),
  /** Ancestor ids from the root, this one last. */
  path: z.array(z.number().int()),
  position: z.number().int(),
  productCount: z.number().int().nonnegative(),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

export const AddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const DeliveryInfoSchema = z.object({
  /** ISO date (YYYY-MM-DD) of the nearest delivery, SPEC 9 rules applied. */
  nearestDeliveryDate: z.string(),
  /** Carrier's closing time HH:MM; orders after it ship the next working day. */
  closesAt: z.string(),
  delayDays: z.number().int().nonnegative(),
});

export const MethodPriceSchema = z.object({ withTax: money, withoutTax: money, currencyCode: CurrencyCodeSchema });

export const ShipperSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** PERSONAL = pickup at a shop (hidden in the shipper list, SPEC 9); PICKUP_POINT needs a branch. */
  type: z.enum(['PERSONAL', 'COURIER', 'PICKUP_POINT']),
  requiredAddress: z.boolean(),
  hasBranches: z.boolean(),
  hidden: z.boolean(),
  blockedPayments: z.array(z.number().int()),
  delivery: DeliveryInfoSchema,
  prices: MethodPriceSchema,
  /** Items total (with tax) from which this shipper is free; null = never free. */
  freeFrom: money.nullable(),
  hasDeliveryTimes: z.boolean(),
});
export type Shipper = z.infer<typeof ShipperSchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['CARD', 'TRANSFER', 'COD', 'CASH']),
  prices: MethodPriceSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

export const StoreBranchSchema = z.object({
  id: z.number().int(),
  shipperId: z.number().int(),
  remoteId: z.string(),
  name: z.string(),
  address: AddressSchema,
  warehouseId: z.number().int().nullable(),
  gps: z.object({ lat: z.number(), lng: z.number() }),
  openingHours: z.string(),
});
export type StoreBranch = z.infer<typeof StoreBranchSchema>;

export const DeliveryTimeSchema = z.object({
  id: z.string(),
  shipperId: z.number().int(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  available: z.boolean(),
});
export type DeliveryTime = z.infer<typeof DeliveryTimeSchema>;

export const OrderGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  variantId: z.number().int(),
  mainImage: ImageSchema.nullable(),
  /** Threshold in the requested currency: available once the cart's discountLimitPriceWithVat reaches it. */
  price_from: money,
  currencyCode: CurrencyCodeSchema,
  availability: z.object({ isAvailable: z.boolean() }),
});
export type OrderGift = z.infer<typeof OrderGiftSchema>;

export const LanguageSchema = z.object({ code: z.enum(['sk', 'cs', 'de']), name: z.string(), default: z.boolean() });

export const GlobalsSettingsSchema = z.object({
  functions: z.object({
    loyalty_credits: z.boolean(),
    shopping_lists: z.boolean(),
    users_addresses: z.boolean(),
    guest_carts: z.boolean(),
    watchers: z.boolean(),
    /** SPEC 1 product comparison (off on the main configuration); stores that do not send it have it off. */
    compare: z.boolean().optional().default(false),
  }),
  /** CMS-style string settings, as the spec reads them (welcome_campaign is "1" when on). */
  integrations: z.object({
    welcome_campaign: z.enum(['0', '1']),
    /** Percent the welcome coupon takes off, e.g. "10". */
    welcome_campaign_coupon_value: z.string(),
    /** Minimum order (in the domain currency) for the welcome coupon, e.g. "30". */
    welcome_campaign_limit: z.string(),
    /** SPEC 1 discount-code modal: "1" when on (absent: off), per site; amounts in the requested currency. */
    discount_code_modal: z.enum(['0', '1']).optional(),
    /** Amount the code takes off, in the requested currency, e.g. "5". */
    discount_code_modal_value: z.string().optional(),
    /** Minimum order (requested currency) the code applies to, e.g. "40". */
    discount_code_modal_threshold: z.string().optional(),
    /** The code shown on the thank-you step; empty: it is sent by e-mail. */
    discount_code_modal_code: z.string().optional(),
    heureka_public_key: z.string(),
  }),
  cartConfiguration: z.object({ shopping_disabled: z.boolean(), shopping_disabled_text: z.string() }),
  configuration_products: z.object({ show_free_delivery_tag_by_price: z.boolean() }),
  fastestShipper: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  shippers: z.array(z.object({ id: z.number().int(), code: z.string() })),
  /**
   * SPEC 2 shared layout: the cookie-consent banner at the top or the bottom of the page. Optional:
   * a store without it, or with a value this shop does not know, keeps the banner at the bottom (a
   * layout preference is no reason to fail the whole globals answer).
   */
  cookie_consent_position: z.enum(['top', 'bottom']).catch('bottom'),
  /**
   * SPEC 6 "Settings exist to hide business inputs for logged users": on, a logged-in shopper's
   * checkout has no business toggle and fields (a business account's company data still goes with
   * the order). Optional like the banner's position: absent or not a boolean, off.
   */
  checkout_hide_business_for_users: z.boolean().catch(false),
  /**
   * SPEC 6 "... and to lock fields": on, the checkout fields a logged-in shopper's account fills
   * (name, e-mail, phone, billing address, business data) are read-only there, changed in the
   * account. Absent or not a boolean, off. A guest is never affected by either.
   */
  checkout_lock_user_fields: z.boolean().catch(false),
  /**
   * SPEC 3 "Links": the product wildcard-URL mode. On, a product's path is its main category's
   * main-menu path plus its slug (`/masazne-oleje/hrejive/{slug}`), and `/produkt/{slug}` 301s there;
   * a product whose main category is not in the main menu keeps `/produkt/{slug}`. Absent or not a
   * boolean, off.
   */
  product_wildcard_url: z.boolean().catch(false),
});

export const GlobalsSchema = z.object({
  domain: z.object({
    code: DomainCodeSchema,
    name: z.string(),
    url: z.string(),
    defaultLocale: z.enum(['sk', 'cs', 'de']),
    currencyCode: CurrencyCodeSchema,
    countryCode: z.string(),
  }),
  contact: z.object({
    companyName: z.string(),
    email: z.string(),
    phone: z.string(),
    ico: z.string(),
    dic: z.string(),
    address: AddressSchema,
  }),
  currencyCode: CurrencyCodeSchema,
  freeShippingAt: money,
  orderGiftAt: money,
  orderMinimumValue: money,
  /**
   * Days a shopper may return unused goods: the one source of the return period (header claim,
   * structured data; the CMS texts are written from the same number). Absent: the shop names none.
   */
  returnPeriodDays: z.number().int().positive().optional(),
  languages: z.array(LanguageSchema),
  meta: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
  /** Menus live in the content API (`menu-object/{code}`); kept for shape compatibility. */
  menus: z.record(z.string(), z.unknown()),
  settings: GlobalsSettingsSchema,
  /** Groups that may not stay logged in (SPEC 4 auth). */
  restrictedGroups: z.array(z.string()),
  variantHash: z.string(),
});
export type Globals = z.infer<typeof GlobalsSchema>;

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

export const CartItemPricesSchema = z.object({
  unitWithTax: money,
  unitWithoutTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
  currencyCode: CurrencyCodeSchema,
});

export const CartItemProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categoryFullname: z.string(),
  marketingCode: z.string(),
  catalogCode: z.string(),
  mainImage: ImageSchema.nullable(),
  unit: z.string(),
  content: z.object({ parameters: z.array(ProductParameterSchema) }),
});

export const ShoppableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  marketingCode: z.string(),
  ean: z.string(),
  warehouses: z.array(z.object({ id: z.number().int(), stock: z.number().int().nonnegative() })),
  availability: z.object({
    isAvailable: z.boolean(),
    availabilityCode: AvailabilitySchema.shape.availabilityCode,
    soldAvailabilityCode: AvailabilitySchema.shape.soldAvailabilityCode,
  }),
});

export const CartItemAttributesSchema = z.object({
  /** Marks a discount line (coupon or N+1): excluded from tracking (SPEC 3). */
  discount: z.boolean(),
  gift: z.boolean(),
  /** Line bought with loyalty credits. */
  credits: z.boolean(),
  custom: z.record(z.string(), z.unknown()),
});

const cartItemFields = {
  id: z.number().int(),
  /** product | discount | gift */
  type: z.enum(['product', 'discount', 'gift']),
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  name: z.string(),
  product: CartItemProductSchema.nullable(),
  variant: VariantSchema.nullable(),
  shoppable: ShoppableSchema.nullable(),
  amount: z.number().int().positive(),
  prices: CartItemPricesSchema,
  attributes: CartItemAttributesSchema,
};
/** Nested lines (accessories added with parent_id) have the item shape without further nesting. */
export const CartSubItemSchema = z.object(cartItemFields);
export const CartItemSchema = z.object({ ...cartItemFields, items: z.array(CartSubItemSchema) });
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartPricesSchema = z.object({
  itemsWithoutTax: money,
  itemsWithTax: money,
  totalWithoutTax: money,
  totalWithTax: money,
  totalOriginalWithTax: money,
  totalOriginalWithoutTax: money,
  /** Items after discounts: what gift thresholds and coupon minimums compare with. */
  discountLimitPriceWithVat: money,
  freeShippingAt: money,
  giftsWithTax: money,
  giftsWithoutTax: money,
  discountsWithTax: money,
  creditsWithTax: money,
  shipperPriceWithTax: money,
  shipperPriceWithoutTax: money,
  paymentPriceWithTax: money,
  paymentPriceWithoutTax: money,
});
export type CartPrices = z.infer<typeof CartPricesSchema>;

export const CartCustomerSchema = z.object({
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tin: z.string().nullable(),
  vatin: z.string().nullable(),
  businessName: z.string().nullable(),
  newsletter: z.boolean(),
  shippingName: z.string().nullable(),
  shippingFirstName: z.string().nullable(),
  shippingLastName: z.string().nullable(),
  shippingBusinessName: z.string().nullable(),
});

export const CartSchema = z.object({
  id: z.string(),
  items: z.array(CartItemSchema),
  prices: CartPricesSchema,
  currencyCode: CurrencyCodeSchema,
  customer: CartCustomerSchema,
  shippingAddress: AddressSchema.nullable(),
  billingAddress: AddressSchema.nullable(),
  hasCustomShippingAddress: z.boolean(),
  comment: z.string().nullable(),
  couponCode: z.string().nullable(),
  credits: money,
  shipperId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  /** Order gifts the cart qualifies for now (price_from <= discountLimitPriceWithVat). */
  availableGifts: z.array(OrderGiftSchema),
  itemsCount: z.number().int().nonnegative(),
  /** Shippers that ship every product of the cart for free (product-level free shipping): free whatever the threshold. */
  freeShippers: z.array(z.number().int()).default([]),
});
export type Cart = z.infer<typeof CartSchema>;

/**
 * The empty cart, in a currency, with the store's free-shipping threshold in that currency (globals):
 * the one constructor, used by the demo backend (GET cart without a cart) and by the worker's proxy
 * (a visitor with no cart token is answered without asking the store).
 */
export function emptyCart(currency: CurrencyCode, freeShippingAt: number): Cart {
  return {
    id: '',
    items: [],
    prices: {
      itemsWithoutTax: 0,
      itemsWithTax: 0,
      totalWithoutTax: 0,
      totalWithTax: 0,
      totalOriginalWithTax: 0,
      totalOriginalWithoutTax: 0,
      discountLimitPriceWithVat: 0,
      freeShippingAt,
      giftsWithTax: 0,
      giftsWithoutTax: 0,
      discountsWithTax: 0,
      creditsWithTax: 0,
      shipperPriceWithTax: 0,
      shipperPriceWithoutTax: 0,
      paymentPriceWithTax: 0,
      paymentPriceWithoutTax: 0,
    },
    currencyCode: currency,
    customer: {
      name: null,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      tin: null,
      vatin: null,
      businessName: null,
      newsletter: false,
      shippingName: null,
      shippingFirstName: null,
      shippingLastName: null,
      shippingBusinessName: null,
    },
    shippingAddress: null,
    billingAddress: null,
    hasCustomShippingAddress: false,
    comment: null,
    couponCode: null,
    credits: 0,
    shipperId: null,
    paymentId: null,
    availableGifts: [],
    itemsCount: 0,
    freeShippers: [],
  };
}

/** Cart answers. Writes by a guest carry the guest token in `meta.custom.guestToken`. */
export const CartMetaSchema = z.object({ custom: z.object({ guestToken: z.string().nullable() }) });
export const CartResponseSchema = z.object({ data: CartSchema, meta: CartMetaSchema.optional() });
export const CartWriteResponseSchema = z.object({ data: z.object({ cart: CartSchema }), meta: CartMetaSchema });
export const AddCartItemResponseSchema = z.object({
  data: z.object({ cart: CartSchema, addedItem: CartItemSchema, changedAmount: z.number().int() }),
  meta: CartMetaSchema,
});
export const UpdateCartItemResponseSchema = z.object({
  data: z.object({ cart: CartSchema, updatedItem: CartItemSchema, changedAmount: z.number().int() }),
  meta: CartMetaSchema,
});
export const BatchAddResponseSchema = z.object({
  data: z.object({
    cart: CartSchema,
    added: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    errors: z.array(StoreErrorItemSchema),
  }),
  meta: CartMetaSchema,
});
export const CartValidateResponseSchema = z.object({
  data: z.object({
    valid: z.boolean(),
    removedItems: z.array(z.object({ id: z.number().int(), reason: z.string() })),
    cart: CartSchema,
  }),
});

export const AddCartItemRequestSchema = z.object({
  /** A variant id (type "variant") or a product id (type "product": its default variant). */
  id: z.number().int().positive(),
  type: z.enum(['product', 'variant']).default('variant'),
  amount: z.number().int().positive().max(9999),
  parent_id: z.number().int().positive().nullable().optional(),
  /** Always a new line, even when the same variant is already in the cart. */
  newLine: z.boolean().optional(),
  /** Pay this line with loyalty credits. */
  credits: z.boolean().optional(),
  custom: z.record(z.string(), z.unknown()).optional(),
});
export type AddCartItemRequest = z.infer<typeof AddCartItemRequestSchema>;

export const BatchCartLineSchema = AddCartItemRequestSchema.extend({ forceAdd: z.boolean().optional() });
export type BatchCartLine = z.infer<typeof BatchCartLineSchema>;
export const BatchAddCartItemsRequestSchema = z.object({ items: z.array(BatchCartLineSchema).min(1).max(200) });
export type BatchAddCartItemsRequest = z.infer<typeof BatchAddCartItemsRequestSchema>;

export const UpdateCartItemRequestSchema = z.object({ amount: z.number().int().positive().max(9999) });
export type UpdateCartItemRequest = z.infer<typeof UpdateCartItemRequestSchema>;

export const ApplyCouponRequestSchema = z.object({ couponCode: z.string().trim().min(1).max(64) });
export type ApplyCouponRequest = z.infer<typeof ApplyCouponRequestSchema>;

export const ApplyCreditsRequestSchema = z.object({ credits: z.number().nonnegative() });
export type ApplyCreditsRequest = z.infer<typeof ApplyCreditsRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Place order and orders
// ---------------------------------------------------------------------------------------------

/** SPEC 5 phone_number: "+" then at least 9 of digits, spaces, . - / ( ). */
export const PHONE_PATTERN = /^\+[0-9 ./()-]{9,}$/;

const requestAddress = z.object({
  street: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(120),
  postcode: z.string().trim().min(1).max(20),
  country_code: z.string().trim().length(3),
});

export const UtmSchema = z.object({
  campaign: z.string().optional(),
  content: z.string().optional(),
  medium: z.string().optional(),
  source: z.string().optional(),
  term: z.string().optional(),
});

export const PlaceOrderRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email(),
    phone: z.string().trim().regex(PHONE_PATTERN, 'Phone must start with + and have at least 9 digits'),
    /** null only when the shipper requires no address (pickup) and the customer is not a company. */
    billing_address: requestAddress.nullable(),
    business: z
      .object({
        business_name: z.string().trim().min(1),
        TIN: z.string().trim().min(1),
        VATIN: z.string().trim().optional().nullable(),
      })
      .nullable(),
    shipping: z
      .object({
        name: z.string().trim().min(1),
        address: requestAddress,
        business_name: z.string().trim().optional().nullable(),
        phone: z.string().trim().optional().nullable(),
      })
      .nullable(),
    /** Free-form custom fields; custom_order_number and idpCampaignCode are read by the shop. */
    custom: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
    comment: z.string().max(2000).nullable().default(null),
    shipper_comment: z.string().max(2000).nullable().default(null),
    payment_id: z.number().int().positive(),
    shipper_id: z.number().int().positive(),
    branch_id: z.number().int().positive().nullable().default(null),
    terms: z.literal(true, 'Terms must be accepted'),
    cardRequest: z.boolean().default(false),
    order_gifts: z.array(z.number().int().positive()).default([]),
    newsletter: z.boolean().default(false),
    heureka_allow: z.boolean().default(true),
    zbozicz_allow: z.boolean().default(true),
    magazine: z.boolean().default(false),
    phone_notification: z.boolean().default(false),
    delivery_time_id: z.string().nullable().default(null),
    utm: UtmSchema.default({}),
    registration: z.boolean().default(false),
    password: z.string().optional(),
    password_confirmation: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    // The buyer's date of birth travels in `custom` (the shop keeps it with the order): a real date of an adult.
    const dateOfBirth = v.custom.dateOfBirth;
    if (dateOfBirth !== undefined && dateOfBirth !== null) {
      const problem = typeof dateOfBirth === 'string' ? dateOfBirthProblem(dateOfBirth) : 'validation.dateOfBirth';
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: ['custom', 'dateOfBirth'],
          message: problem === 'validation.adult' ? 'The buyer must be 18 or older' : 'Not a valid date of birth',
        });
    }
    // A company buys under the business terms: the order says they were accepted.
    if (v.business && v.custom.businessTerms !== true)
      ctx.addIssue({
        code: 'custom',
        path: ['custom', 'businessTerms'],
        message: 'Business terms must be accepted',
      });
    if (v.registration) {
      if (!v.password || v.password.length < 8)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must have at least 8 characters' });
      else if (v.password !== v.password_confirmation)
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Passwords do not match' });
    }
  });
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['product', 'discount', 'gift']),
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  name: z.string(),
  marketingCode: z.string().nullable(),
  catalogCode: z.string().nullable(),
  categoryFullname: z.string().nullable(),
  mainImage: ImageSchema.nullable(),
  amount: z.number().int().positive(),
  prices: CartItemPricesSchema,
  attributes: CartItemAttributesSchema,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** Payment outcomes the store has confirmed; null means none is confirmed (yet). */
export const PaymentStateSchema = z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** The shop's bank account an order is paid to (per site and currency, held by the store). */
export const BankAccountSchema = z.object({
  iban: IbanSchema,
  bic: BicSchema,
  holder: z.string().trim().min(1).max(70),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** How to pay an order by bank transfer: the account, the amount in the order's currency, the variable symbol. */
export const BankTransferSchema = z.object({
  account: BankAccountSchema,
  amount: money.nonnegative(),
  currencyCode: CurrencyCodeSchema,
  variableSymbol: VariableSymbolSchema,
});
export type BankTransfer = z.infer<typeof BankTransferSchema>;

/** Where a pickup order waits: the shop or pickup point's name and address (public facts). */
export const OrderPickupPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string().optional(),
  city: z.string().optional(),
  postcode: z.string().optional(),
});

/** The delivery the store promised when the order was placed: a date, and a time window when one was chosen. */
export const OrderDeliverySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  from: z.string().nullable().default(null),
  to: z.string().nullable().default(null),
});

/** One order line withdrawn from: the line's id, its name as ordered, how many pieces. */
export const WithdrawalLineSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  amount: z.number().int().positive(),
});
export type WithdrawalLine = z.infer<typeof WithdrawalLineSchema>;

/**
 * On the order (full and public view): that the shopper withdrew from the contract, when and from
 * which lines (Directive 2023/2673, CRD Art. 11a). No reason and nothing personal: the public view
 * of an order shows it too.
 */
export const OrderWithdrawalSchema = z.object({
  requestedAt: z.string(),
  lines: z.array(WithdrawalLineSchema),
});
export type OrderWithdrawal = z.infer<typeof OrderWithdrawalSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Anonymous access token for the order status page (orders/token/{token}). */
  token: z.string(),
  status: z.enum(['new', 'processing', 'shipped', 'delivered', 'cancelled']),
  createdAt: z.string(),
  items: z.array(OrderItemSchema),
  prices: CartPricesSchema,
  currencyCode: CurrencyCodeSchema,
  couponCode: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    businessName: z.string().nullable(),
    tin: z.string().nullable(),
    vatin: z.string().nullable(),
  }),
  /** null for a pickup order of a private customer (the shipper requires no address). */
  billingAddress: AddressSchema.nullable(),
  shippingAddress: AddressSchema.extend({
    name: z.string(),
    businessName: z.string().nullable(),
    phone: z.string().nullable(),
  }).nullable(),
  shipper: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  payment: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  branchId: z.number().int().nullable(),
  deliveryTimeId: z.string().nullable(),
  comment: z.string().nullable(),
  shipperComment: z.string().nullable(),
  gifts: z.array(OrderGiftSchema),
  attributes: z.object({
    cartId: z.string(),
    GDPR: z.object({
      zbozicz: z.boolean(),
      heureka: z.boolean(),
      magazine: z.boolean(),
      phone_notification: z.boolean(),
      newsletter: z.boolean(),
    }),
    custom: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    utm: UtmSchema,
    cardRequest: z.boolean(),
  }),
  idpCampaignCode: z.string().nullable(),
  customOrderNumber: z.string().nullable(),
  userId: z.number().int().nullable(),
  /** What the store knows of the online payment (from the provider's notification to the store). */
  paymentState: PaymentStateSchema.nullable().default(null),
  /** Pickup orders: the shop or pickup point (null for delivery to an address). */
  pickupPoint: OrderPickupPointSchema.nullable().default(null),
  /** The promised delivery (null when the store gave none). */
  delivery: OrderDeliverySchema.nullable().default(null),
  /** Bank transfer orders: where and how to pay (null for every other payment). */
  bankTransfer: BankTransferSchema.nullable().default(null),
  /** The day the goods were delivered (YYYY-MM-DD or date-time); absent or null while the store gives none. */
  deliveredAt: z.string().nullish(),
  /** The shopper's withdrawal from the contract, once requested (absent or null: none). */
  withdrawal: OrderWithdrawalSchema.nullish(),
});
export type Order = z.infer<typeof OrderSchema>;

/** An order line as anyone holding the order code may see it: no personal data. */
export const PublicOrderItemSchema = OrderItemSchema.pick({
  id: true,
  type: true,
  productId: true,
  variantId: true,
  name: true,
  catalogCode: true,
  mainImage: true,
  amount: true,
  prices: true,
});

/**
 * `GET orders/code/{code}` without the order token (and not as the owner): what the order-status
 * page shows a stranger (status, dates, items, totals, shipping and payment names, payment state,
 * pickup point name). No name, e-mail, phone, address, token or internal attributes: codes are a
 * date plus 5 digits, so a code is guessable and must not open personal data (issue 11.1).
 * A full Order parses into it too (unknown keys stripped), which is how the worker projects it.
 */
export const PublicOrderSchema = z.object({
  code: z.string(),
  status: OrderSchema.shape.status,
  createdAt: z.string(),
  items: z.array(PublicOrderItemSchema),
  prices: CartPricesSchema,
  currencyCode: CurrencyCodeSchema,
  shipper: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  payment: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  paymentState: PaymentStateSchema.nullable().default(null),
  /** The pickup point's public name and address (a shop or a parcel box), null for home delivery. */
  pickupPoint: OrderPickupPointSchema.nullable().default(null),
  gifts: z.array(OrderGiftSchema),
  delivery: OrderDeliverySchema.nullable().default(null),
  /** The shop's account and the variable symbol: not personal, and what a stranger needs to pay the order. */
  bankTransfer: BankTransferSchema.nullable().default(null),
  deliveredAt: OrderSchema.shape.deliveredAt,
  withdrawal: OrderSchema.shape.withdrawal,
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawal from the contract (Directive 2023/2673: CRD Art. 11a "withdrawal function")
// ---------------------------------------------------------------------------------------------

/**
 * `POST orders/identify`: a guest names the order by its code and the e-mail it was placed with.
 * The store answers the order's token (the worker keeps it in an HttpOnly cookie) or 404 "Order not
 * found" for an unknown code and a wrong e-mail alike.
 */
export const OrderIdentifyRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/),
  email: z.string().trim().toLowerCase().max(320).pipe(z.email()),
});
export type OrderIdentifyRequest = z.infer<typeof OrderIdentifyRequestSchema>;
export const OrderIdentifyAnswerSchema = z.object({ code: z.string(), token: z.string() });

/** The withdrawal the store recorded: the acknowledgement's content (sent to the shopper by e-mail too). */
export const WithdrawalSchema = z.object({
  orderCode: z.string(),
  /** When the store received it (ISO date-time): the acknowledgement's date and time. */
  requestedAt: z.string(),
  lines: z.array(WithdrawalLineSchema).min(1),
  reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/**
 * `GET orders/code/{code}/withdrawal[?token=]` for the order's token holder or owner (else 404, as
 * for an unknown code): what the withdrawal page offers. Lines are the order's products; `hygienic`
 * says the product's material is one the content API marks `material_hygiene` (CRD Art. 16(e):
 * sealed goods unsuitable for return once unsealed). `withdrawal` is the one already recorded.
 */
export const WithdrawalFormSchema = z.object({
  code: z.string(),
  status: OrderSchema.shape.status,
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  lines: z.array(WithdrawalLineSchema.extend({ catalogCode: z.string().nullable(), hygienic: z.boolean() })),
  withdrawal: WithdrawalSchema.nullable(),
});
export type WithdrawalForm = z.infer<typeof WithdrawalFormSchema>;

/**
 * `POST orders/code/{code}/withdrawal`: withdraw from the whole order or from chosen lines (every
 * line named with how many pieces), with an optional reason. Idempotent: an order has one
 * withdrawal; a second call answers the recorded one (200, not 201) and sends no second e-mail.
 * Refused: 404 (not this visitor's order), 422 `withdrawal_period_ended`, 422 on a line the order
 * lacks or more pieces than ordered.
 */
export const WithdrawalRequestSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{8,128}$/)
    .optional(),
  lines: z
    .array(z.object({ itemId: z.number().int().positive(), amount: z.number().int().positive().max(9999) }))
    .min(1)
    .max(200),
  reason: z.string().trim().max(1000).nullable().default(null),
});
export type WithdrawalRequest = z.input<typeof WithdrawalRequestSchema>;
/**
 * What the payment callback reads of an order: its code and the store's payment state. Parses the
 * full order and any narrower view of it (unknown keys are dropped).
 */
export const OrderPaymentStateSchema = OrderSchema.pick({ code: true, paymentState: true });

// ---------------------------------------------------------------------------------------------
// Users and auth
// ---------------------------------------------------------------------------------------------

export const UserAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  businessName: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type UserAddress = z.infer<typeof UserAddressSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  groups: z.array(z.string()),
  /** Price-list variant for this user's groups (sent back as x-inspishop-user-variant). */
  variantHash: z.string(),
  isBusiness: z.boolean(),
  businessName: z.string().nullable(),
  tin: z.string().nullable(),
  vatin: z.string().nullable(),
  newsletter: z.boolean(),
  address: AddressSchema.extend({ countryCode: z.string() }).nullable(),
  attributes: z.object({
    custom: z.object({
      formalTitle: z.enum(['Mr', 'Mrs']).nullable(),
      dateOfBirth: z.string().nullable(),
      ICDPH: z.string().nullable(),
    }),
    /** Marketing-automation contact: an object with id, or an empty array when none (SPEC 3). */
    targito: z.union([z.object({ id: z.string() }), z.array(z.unknown())]),
  }),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

const password = z.string().min(8, 'Password must have at least 8 characters').max(200);

/**
 * Company and address fields with the same names and rules in registration and the user PATCH
 * (IČ DPH in the custom attribute ICDPH, as the user answer carries it).
 */
const userCompanyFields = {
  businessName: z.string().trim().max(200).nullable(),
  tin: z.string().trim().max(20).nullable(),
  vatin: z.string().trim().max(20).nullable(),
  address: AddressSchema.nullable(),
};
const userCustomFields = z
  .object({
    formalTitle: z.enum(['Mr', 'Mrs']).nullable(),
    dateOfBirth: z.string().nullable(),
    ICDPH: z.string().nullable(),
  })
  .partial();

export const RegisterRequestSchema = z
  .object({
    email: z.email(),
    password,
    password_confirmation: z.string(),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: z.string().trim().regex(PHONE_PATTERN).optional().nullable(),
    newsletter: z.boolean().optional(),
    terms: z.boolean().optional(),
    callbackUrl: z.string().optional(),
    ...z.object(userCompanyFields).partial().shape,
    attributes: z.object({ custom: userCustomFields }).optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({ email: z.email(), password: z.string().min(1) });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export const LoginResponseSchema = z.object({
  data: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() }),
});

export const UserPatchRequestSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: z.string().trim().regex(PHONE_PATTERN).nullable(),
    newsletter: z.boolean(),
    ...userCompanyFields,
    attributes: z.object({ custom: userCustomFields }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UserPatchRequest = z.infer<typeof UserPatchRequestSchema>;

export const PasswordChangeRequestSchema = z
  .object({ old_password: z.string().min(1), password, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export const ForgotPasswordRequestSchema = z.object({ email: z.email(), callbackUrl: z.string().min(1) });
export const ResetPasswordRequestSchema = z
  .object({ email: z.email(), password, password_confirmation: z.string(), token: z.string().min(1) })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });

export const UserAddressRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  businessName: z.string().trim().max(200).nullable().default(null),
  street: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(120),
  postcode: z.string().trim().min(1).max(20),
  countryCode: z.string().trim().length(3),
  phone: z.string().trim().regex(PHONE_PATTERN).nullable().default(null),
  isDefault: z.boolean().default(false),
});
export const UserAddressPatchRequestSchema = UserAddressRequestSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Nothing to change',
);

export const CreditsSchema = z.object({ amount: money, currencyCode: CurrencyCodeSchema });
export type Credits = z.infer<typeof CreditsSchema>;

/** Dev/test: what `/__demo/tokens?email=` answers (no mail leaves the machine). */
export const DemoTokensSchema = z.object({
  data: z.array(
    z.object({ kind: z.enum(['reset', 'activation']), token: z.string(), createdAt: z.string(), used: z.boolean() }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Shopping lists
// ---------------------------------------------------------------------------------------------

export const ShoppingListItemSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  amount: z.number().int().positive(),
  custom: z.record(z.string(), z.unknown()),
  product: ProductSchema.nullable(),
});
export const ShoppingListSchema = z.object({
  id: z.number().int(),
  /** "wishlist" for the favourites list (SPEC 3). */
  code: z.string(),
  name: z.string(),
  items: z.array(ShoppingListItemSchema),
  itemsCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;
export const CreateShoppingListRequestSchema = z.object({
  name: z.string().trim().min(1).max(120),
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});
export const AddShoppingListItemRequestSchema = z.object({
  /** Variant id. */
  id: z.number().int().positive(),
  amount: z.number().int().positive().max(9999).default(1),
  custom: z.record(z.string(), z.unknown()).optional(),
});

// ---------------------------------------------------------------------------------------------
// Reviews, comments, watchers, newsletter, contact, ARES
// ---------------------------------------------------------------------------------------------

export const ReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  /** 0-100 like the product rating. */
  rating: z.number().int().min(0).max(100),
  text: z.string(),
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  /**
   * A verified purchase: the reviewer had a delivered order containing the product when the review was
   * posted. Only published (moderated and approved) reviews are listed.
   */
  verified: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
/**
 * `POST products/{id}/reviews` answers 202 with the review as received: every posted review waits for
 * moderation and is listed (and counted in the product's rating) only once approved.
 */
export const PostedReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  verified: z.boolean(),
});
export type PostedReview = z.infer<typeof PostedReviewSchema>;
/** Empty text answers 422 (SPEC 5/8: empty-review message). */
export const CreateReviewRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  rating: z.number().int().min(0).max(100),
  text: z.string().trim().max(5000).default(''),
  pros: z.string().trim().max(1000).nullable().optional(),
  cons: z.string().trim().max(1000).nullable().optional(),
});
export const ReviewListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  perPage: z.coerce.number().int().positive().max(100).default(5),
  onlyWithReview: z.enum(['0', '1', 'true', 'false']).optional(),
  sort: z.enum(['time', 'rating']).default('time'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});

export const CommentSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
  answer: z.object({ name: z.string(), text: z.string(), createdAt: z.string() }).nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const WatcherRequestSchema = z.object({ email: z.email() });
export const WatcherSchema = z.object({ productId: z.number().int(), email: z.string() });

/** `POST activate`: the token from the confirmation link (/aktivovat?token=) of a sign-up or subscription. */
export const ActivateRequestSchema = z.object({ token: z.string().trim().min(8).max(128) });
/** A valid token: confirmed now, or already confirmed by an earlier click. An invalid one answers 422. */
export const ActivationSchema = z.object({ confirmed: z.literal(true), alreadyConfirmed: z.boolean() });

export const NewsletterSubscribeRequestSchema = z.object({
  email: z.email(),
  callbackUrl: z.string().min(1),
  source: z.string().max(40).optional(),
  terms: z.boolean().optional(),
});
/** 200 for a new subscription; an already-subscribed e-mail answers 401 with a title (SPEC 8). */
export const NewsletterSubscriptionSchema = z.object({
  email: z.string(),
  source: z.string().nullable(),
  confirmed: z.boolean(),
});

export const ContactFormRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  phone: z.string().trim().regex(PHONE_PATTERN).nullable().optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1).max(5000),
  orderCode: z.string().trim().max(40).optional(),
  terms: z.boolean().optional(),
});
export const ContactMessageSchema = z.object({ id: z.number().int(), createdAt: z.string() });

export const CompanySchema = z.object({
  ico: z.string(),
  dic: z.string().nullable(),
  name: z.string(),
  address: AddressSchema,
});
export type Company = z.infer<typeof CompanySchema>;

/** Acknowledgement of writes that return nothing else (logout, forgot-password, deletes). */
export const OkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
