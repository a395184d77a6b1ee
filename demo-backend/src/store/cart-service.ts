/**
 * Carts in D1: identity (guest token or user), lines, and the priced view (CartSchema). Prices are
 * always computed from the product docs in the request currency, so a cart shows EUR or CZK on demand.
 */
import {
  type Cart,
  type CartItem,
  type CurrencyCode,
  emptyCart,
  type OrderGift,
} from '../../../shared/contracts/store';
import type { ProductDoc } from '../seed/product-generator';
import { randomToken } from './passwords';
import {
  categoryFullname,
  loadProductDocs,
  productParameters,
  unitPrice,
  variantAvailability,
  variantView,
  type ViewPrefs,
} from './product-view';
import { type CartShipping, shipperPrice as shipperPriceFor } from './shipping-views';
import { fail, nowIso } from './store-context';
import {
  CZK_PER_EUR,
  FREE_SHIPPING_AT,
  ORDER_GIFTS,
  PAYMENTS,
  round2,
  SHIPPERS,
  withoutTax,
} from './store-reference-data';

export interface CartDoc {
  customer?: Partial<Cart['customer']>;
  shippingAddress?: Cart['shippingAddress'];
  billingAddress?: Cart['billingAddress'];
  hasCustomShippingAddress?: boolean;
  comment?: string | null;
  couponCode?: string | null;
  /** Loyalty credits applied, in EUR. */
  credits?: number;
}

export interface CartRow {
  id: string;
  guest_token: string | null;
  user_id: number | null;
  currency: string;
  doc: string;
  placed_order_id: number | null;
}
export interface CartItemRow {
  id: number;
  cart_id: string;
  variant_id: number;
  product_id: number;
  parent_id: number | null;
  amount: number;
  credits: number;
  custom: string;
}

export interface CartIdentity {
  userId: number | null;
  guestToken: string | null;
}

export interface CouponRow {
  code: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  value_eur: number | null;
  value_czk: number | null;
  min_eur: number;
  min_czk: number;
  active: number;
}

/** The open (not yet placed) cart of this user or guest token, if any. */
export async function findCart(db: D1Database, who: CartIdentity): Promise<CartRow | null> {
  if (who.userId !== null) {
    const own = await db
      .prepare('SELECT * FROM carts WHERE user_id = ? AND placed_order_id IS NULL ORDER BY updated_at DESC LIMIT 1')
      .bind(who.userId)
      .first<CartRow>();
    if (own) return own;
    // A guest who logs in keeps the cart filled as a guest: adopt it.
    if (who.guestToken) {
      const guest = await db
        .prepare('SELECT * FROM carts WHERE guest_token = ? AND placed_order_id IS NULL AND user_id IS NULL')
        .bind(who.guestToken)
        .first<CartRow>();
      if (guest) {
        await db.prepare('UPDATE carts SET user_id = ? WHERE id = ?').bind(who.userId, guest.id).run();
        return { ...guest, user_id: who.userId };
      }
    }
    return null;
  }
  if (!who.guestToken) return null;
  return db
    .prepare('SELECT * FROM carts WHERE guest_token = ? AND placed_order_id IS NULL')
    .bind(who.guestToken)
    .first<CartRow>();
}

/** Finds or creates the cart for a write; a guest without a (valid) token gets a new one. */
export async function cartForWrite(
  db: D1Database,
  who: CartIdentity,
  currency: CurrencyCode,
): Promise<{ cart: CartRow; guestToken: string | null }> {
  const existing = await findCart(db, who);
  if (existing) return { cart: existing, guestToken: existing.guest_token };
  const id = crypto.randomUUID();
  const guestToken = who.userId === null ? randomToken() : null;
  const row: CartRow = { id, guest_token: guestToken, user_id: who.userId, currency, doc: '{}', placed_order_id: null };
  await db
    .prepare('INSERT INTO carts (id, guest_token, user_id, currency, doc, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(id, guestToken, who.userId, currency, '{}', nowIso())
    .run();
  return { cart: row, guestToken };
}

export async function loadItems(db: D1Database, cartId: string): Promise<CartItemRow[]> {
  const rows = await db
    .prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id')
    .bind(cartId)
    .all<CartItemRow>();
  return rows.results;
}

export const cartDoc = (row: CartRow): CartDoc => JSON.parse(row.doc) as CartDoc;

export async function saveCartDoc(db: D1Database, cartId: string, doc: CartDoc): Promise<void> {
  await db
    .prepare('UPDATE carts SET doc = ?, updated_at = ? WHERE id = ?')
    .bind(JSON.stringify(doc), nowIso(), cartId)
    .run();
}

export const touchCart = (db: D1Database, cartId: string) =>
  db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(nowIso(), cartId);

/** Checks a line can be added: variant exists, saleable, available, within stock when stock is checked. */
export function checkShoppable(doc: ProductDoc | undefined, variantId: number, amount: number): void {
  const variant = doc?.variants.find((v) => v.id === variantId);
  if (!doc || !variant) fail(404, 'Product variant not found', 'id', 'variant_not_found');
  const availability = variantAvailability(doc!, variant!.stock, 'sk');
  if (!availability.isAvailable) fail(422, 'This product is not available', 'id', 'not_available');
  if (availability.amountMax !== null && amount > availability.amountMax)
    fail(422, `Only ${availability.amountMax} units are in stock`, 'amount', 'stock_limit', {
      max: availability.amountMax,
    });
}

export interface PricingOptions {
  shipperId?: number | null;
  paymentId?: number | null;
}

export interface PricedCart {
  cart: Cart;
  /** Lines whose product or variant no longer exists or cannot be bought (SPEC 5: removed on validate). */
  invalidItemIds: { id: number; reason: string }[];
  docs: Map<number, ProductDoc>;
  /** What the contents decide about shipping (shipping-views.ts shipperPrice). */
  shipping: CartShipping;
}

const zeroLinePrices = (currency: CurrencyCode) => ({
  unitWithTax: 0,
  unitWithoutTax: 0,
  totalWithTax: 0,
  totalWithoutTax: 0,
  currencyCode: currency,
});

export async function priceCart(
  db: D1Database,
  row: CartRow,
  prefs: ViewPrefs,
  options: PricingOptions = {},
  user: { credits: number } | null = null,
): Promise<PricedCart> {
  const currency = prefs.currency;
  const doc = cartDoc(row);
  const items = await loadItems(db, row.id);
  const docs = new Map(
    (
      await loadProductDocs(
        db,
        items.map((i) => i.product_id),
      )
    ).map((d) => [d.id, d]),
  );
  const invalidItemIds: PricedCart['invalidItemIds'] = [];

  const lineView = (item: CartItemRow): Omit<CartItem, 'items'> | null => {
    const p = docs.get(item.product_id);
    const v = p?.variants.find((x) => x.id === item.variant_id);
    if (!p || !v) {
      invalidItemIds.push({ id: item.id, reason: 'Product no longer exists' });
      return null;
    }
    const availability = variantAvailability(p, v.stock, prefs.locale);
    if (!availability.isAvailable) invalidItemIds.push({ id: item.id, reason: 'Product is no longer available' });
    const unit = unitPrice(p, currency, item.amount);
    const total = round2(unit * item.amount);
    return {
      id: item.id,
      type: 'product',
      productId: p.id,
      variantId: v.id,
      name: variantView(p, v, prefs).fullname,
      product: {
        id: p.id,
        name: p.name[prefs.locale],
        slug: p.slug[prefs.locale],
        categoryFullname: categoryFullname(p.categoryId, prefs.locale),
        marketingCode: p.code,
        catalogCode: v.code,
        mainImage: p.images[0] ? { path: p.images[0], alt: p.name[prefs.locale] } : null,
        unit: p.unit[prefs.locale],
        content: { parameters: productParameters(p, prefs.locale) },
      },
      variant: variantView(p, v, prefs),
      shoppable: {
        id: v.id,
        name: variantView(p, v, prefs).fullname,
        marketingCode: v.code,
        ean: v.ean,
        warehouses: v.stock,
        availability: {
          isAvailable: availability.isAvailable,
          availabilityCode: availability.availabilityCode,
          soldAvailabilityCode: availability.soldAvailabilityCode,
        },
      },
      amount: item.amount,
      prices: {
        unitWithTax: unit,
        unitWithoutTax: withoutTax(unit, currency),
        totalWithTax: total,
        totalWithoutTax: withoutTax(total, currency),
        currencyCode: currency,
      },
      attributes: {
        discount: false,
        gift: false,
        credits: item.credits === 1,
        custom: JSON.parse(item.custom) as Record<string, unknown>,
      },
    };
  };

  const lines: CartItem[] = [];
  const discountLines: CartItem[] = [];
  let itemsWithTax = 0;
  let originalWithTax = 0;
  let syntheticId = -1;
  for (const item of items.filter((i) => i.parent_id === null)) {
    const view = lineView(item);
    if (!view) continue;
    const children = items
      .filter((i) => i.parent_id === item.id)
      .map(lineView)
      .filter((x): x is Omit<CartItem, 'items'> => x !== null);
    lines.push({ ...view, items: children });
    for (const l of [view, ...children]) {
      itemsWithTax += l.prices.totalWithTax;
      const p = docs.get(l.productId ?? 0);
      // What the shopper saves is measured from the price before a reduction, the lowest of the 30
      // days before it (Price Indication Directive Art. 6a), never from the product's "original" price;
      // a line without a reduction counts its regular price (quantity prices and coupons are savings).
      if (p) originalWithTax += (l.variant?.prices.lowestPrice30d?.withTax ?? unitPrice(p, currency, 1)) * l.amount;
    }
    // N+1: every (n+1)-th unit is free, shown as a discount line (SPEC 3: discount flag).
    const p = docs.get(item.product_id);
    if (p?.nPlusOne && item.amount > p.nPlusOne) {
      const free = Math.floor(item.amount / (p.nPlusOne + 1));
      const value = -round2(free * view.prices.unitWithTax);
      discountLines.push(discountLine(syntheticId--, `${p.nPlusOne}+1: ${p.name[prefs.locale]}`, value, currency));
    }
  }
  itemsWithTax = round2(itemsWithTax);
  let discounts = round2(discountLines.reduce((s, l) => s + l.prices.totalWithTax, 0));

  // Coupon: applied while the cart meets its minimum; otherwise kept but inactive.
  let appliedCoupon: string | null = null;
  if (doc.couponCode) {
    const coupon = await db
      .prepare('SELECT * FROM coupons WHERE code = ? AND active = 1')
      .bind(doc.couponCode)
      .first<CouponRow>();
    const base = round2(itemsWithTax + discounts);
    if (coupon && base >= (currency === 'EUR' ? coupon.min_eur : coupon.min_czk) && base > 0) {
      const value =
        coupon.kind === 'percent'
          ? round2((base * (coupon.percent ?? 0)) / 100)
          : Math.min(base, currency === 'EUR' ? (coupon.value_eur ?? 0) : (coupon.value_czk ?? 0));
      discountLines.push(discountLine(syntheticId--, `Kupón ${coupon.code}`, -value, currency));
      discounts = round2(discounts - value);
      appliedCoupon = coupon.code;
    }
  }
  const discountLimit = round2(itemsWithTax + discounts);
  const freeShippingAt = FREE_SHIPPING_AT[currency];

  const shipper = SHIPPERS.find((s) => s.id === options.shipperId);
  const shipping: CartShipping = {
    itemsAfterDiscounts: discountLimit,
    freeForAllLines: SHIPPERS.filter(
      (s) => lines.length > 0 && lines.every((l) => docs.get(l.productId ?? 0)?.freeShippers.includes(s.id)),
    ).map((s) => s.id),
  };
  const shipperPrice = shipper ? shipperPriceFor(shipper, currency, shipping) : 0;
  const payment = PAYMENTS.find((p) => p.id === options.paymentId);
  const paymentPrice = payment ? payment.price[currency] : 0;

  // Credits are kept in EUR on the user; only what the user still has can be spent.
  const creditsEur = user ? Math.min(doc.credits ?? 0, user.credits) : 0;
  const creditsUsable = currency === 'EUR' ? creditsEur : creditsEur * CZK_PER_EUR;
  const beforeCredits = round2(discountLimit + shipperPrice + paymentPrice);
  const credits = round2(Math.min(creditsUsable, beforeCredits));
  const total = round2(beforeCredits - credits);
  const totalOriginal = round2(originalWithTax + shipperPrice + paymentPrice);

  const gifts: OrderGift[] = ORDER_GIFTS.filter((g) => g.priceFrom[currency] <= discountLimit).map((g) =>
    giftView(g, prefs),
  );
  const customer = doc.customer ?? {};
  const cart: Cart = {
    id: row.id,
    items: [...lines, ...discountLines],
    prices: {
      itemsWithoutTax: withoutTax(itemsWithTax, currency),
      itemsWithTax,
      totalWithoutTax: withoutTax(total, currency),
      totalWithTax: total,
      totalOriginalWithTax: totalOriginal,
      totalOriginalWithoutTax: withoutTax(totalOriginal, currency),
      discountLimitPriceWithVat: discountLimit,
      freeShippingAt,
      giftsWithTax: 0,
      giftsWithoutTax: 0,
      discountsWithTax: discounts,
      creditsWithTax: credits,
      shipperPriceWithTax: shipperPrice,
      shipperPriceWithoutTax: withoutTax(shipperPrice, currency),
      paymentPriceWithTax: paymentPrice,
      paymentPriceWithoutTax: withoutTax(paymentPrice, currency),
    },
    currencyCode: currency,
    customer: {
      name: customer.name ?? null,
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      email: customer.email ?? null,
      phone: customer.phone ?? null,
      tin: customer.tin ?? null,
      vatin: customer.vatin ?? null,
      businessName: customer.businessName ?? null,
      newsletter: customer.newsletter ?? false,
      shippingName: customer.shippingName ?? null,
      shippingFirstName: customer.shippingFirstName ?? null,
      shippingLastName: customer.shippingLastName ?? null,
      shippingBusinessName: customer.shippingBusinessName ?? null,
    },
    shippingAddress: doc.shippingAddress ?? null,
    billingAddress: doc.billingAddress ?? null,
    hasCustomShippingAddress: doc.hasCustomShippingAddress ?? false,
    comment: doc.comment ?? null,
    couponCode: appliedCoupon ?? doc.couponCode ?? null,
    credits,
    shipperId: shipper?.id ?? null,
    paymentId: payment?.id ?? null,
    availableGifts: gifts,
    itemsCount: lines.reduce((s, l) => s + l.amount, 0),
    freeShippers: shipping.freeForAllLines.filter((id) => SHIPPERS.some((s) => s.id === id && !s.hidden)),
  };
  return { cart, invalidItemIds, docs, shipping };
}

function discountLine(id: number, name: string, value: number, currency: CurrencyCode): CartItem {
  return {
    id,
    type: 'discount',
    productId: null,
    variantId: null,
    name,
    product: null,
    variant: null,
    shoppable: null,
    amount: 1,
    prices: {
      ...zeroLinePrices(currency),
      unitWithTax: value,
      unitWithoutTax: withoutTax(value, currency),
      totalWithTax: value,
      totalWithoutTax: withoutTax(value, currency),
    },
    attributes: { discount: true, gift: false, credits: false, custom: {} },
    items: [],
  };
}

export function giftView(g: (typeof ORDER_GIFTS)[number], prefs: ViewPrefs): OrderGift {
  return {
    id: g.id,
    name: g.names[prefs.locale],
    productId: g.productId,
    variantId: g.variantId,
    mainImage: { path: `gifts/${g.productId}.jpg`, alt: g.names[prefs.locale] },
    price_from: g.priceFrom[prefs.currency],
    currencyCode: prefs.currency,
    availability: { isAvailable: true },
  };
}

/** An empty cart as GET cart answers when there is none yet (no row is created by reads). */
export function emptyCartFor(prefs: ViewPrefs): Cart {
  return emptyCart(prefs.currency, FREE_SHIPPING_AT[prefs.currency]);
}
