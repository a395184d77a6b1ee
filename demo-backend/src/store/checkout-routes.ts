/**
 * `POST cart/place` and order reads. Placing is idempotent per cart: orders.cart_id is UNIQUE and the
 * insert is `ON CONFLICT DO NOTHING`, so a retried or concurrent place answers the order that won, and
 * side effects (registration, newsletter, credits) run only for the winner.
 */
import { Hono } from 'hono';
import { PlaceOrderRequestSchema, STORE_HEADERS, type Order, type PublicOrder } from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import { findCart, giftView, priceCart, type CartRow } from './cart-service';
import { hashPassword, randomToken } from './passwords';
import { fail, nowIso, parseBody, requestPrefs, type StoreContext } from './store-context';
import { variableSymbolFor } from '../../../shared/bank-transfer';
import {
  BANK_ACCOUNTS,
  BRANCHES,
  CZK_PER_EUR,
  DELIVERY_SLOTS,
  ORDER_GIFTS,
  ORDER_MINIMUM,
  PAYMENTS,
  SHIPPERS,
  nearestDeliveryDate,
} from './store-reference-data';
import { currentUser, issueUserToken } from './user-service';

export const checkoutRoutes = new Hono<DemoAppEnv>();

/** A row of the demo database's `orders` table. */
export interface OrderRow {
  id: number;
  code: string;
  token: string;
  cart_id: string;
  user_id: number | null;
  doc: string;
}

/** Fields orders placed before they existed lack: read as "none". */
type StoredOrder = Omit<Order, 'id' | 'paymentState' | 'pickupPoint' | 'delivery' | 'bankTransfer'> &
  Partial<Pick<Order, 'paymentState' | 'pickupPoint' | 'delivery' | 'bankTransfer'>>;

export const orderFromRow = (row: OrderRow): Order => {
  const doc = JSON.parse(row.doc) as StoredOrder;
  return {
    ...doc,
    id: row.id,
    userId: row.user_id,
    paymentState: doc.paymentState ?? null,
    pickupPoint: doc.pickupPoint ?? null,
    delivery: doc.delivery ?? null,
    bankTransfer: doc.bankTransfer ?? null,
  };
};

/** The promised delivery: the chosen time window, else the shipper's nearest delivery date. */
function promisedDelivery(
  shipper: (typeof SHIPPERS)[number],
  deliveryTimeId: string | null,
  domain: keyof typeof BANK_ACCOUNTS,
): Order['delivery'] {
  const slot = deliveryTimeId?.match(/^\d+-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/);
  if (shipper.hasDeliveryTimes && slot) {
    const window = DELIVERY_SLOTS.find(([from]) => from === slot[2]);
    if (window) return { date: slot[1]!, from: window[0], to: window[1] };
  }
  return { date: nearestDeliveryDate(shipper.closesAt, shipper.delayDays, domain), from: null, to: null };
}

async function orderByCart(db: D1Database, cartId: string): Promise<Order | null> {
  const row = await db.prepare('SELECT * FROM orders WHERE cart_id = ?').bind(cartId).first<OrderRow>();
  return row ? orderFromRow(row) : null;
}

/** Order codes: date plus 5 random digits (unique index; a clash is retried by the caller). */
function orderCode(): string {
  const d = new Date().toISOString().slice(2, 10).replace(/-/g, '');
  const n = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `${d}${String(n % 100_000).padStart(5, '0')}`;
}

checkoutRoutes.post('/cart/place', async (c) => {
  const db = c.env.DB;
  const user = await currentUser(c);
  const who = { userId: user?.id ?? null, guestToken: c.req.header(STORE_HEADERS.guestToken) ?? null };
  // A retry after success: the cart is already placed, answer its order. A guest token names its cart
  // exactly; for a user, the cart placed in the last two minutes counts as the same checkout.
  const placedRow =
    who.userId !== null
      ? await db
          .prepare(
            'SELECT * FROM carts WHERE user_id = ? AND placed_order_id IS NOT NULL AND updated_at > ? ORDER BY updated_at DESC LIMIT 1',
          )
          .bind(who.userId, new Date(Date.now() - 120_000).toISOString())
          .first<CartRow>()
      : who.guestToken
        ? await db
            .prepare('SELECT * FROM carts WHERE guest_token = ? AND placed_order_id IS NOT NULL')
            .bind(who.guestToken)
            .first<CartRow>()
        : null;
  const body = await parseBody(c, PlaceOrderRequestSchema);
  const row = (await findCart(db, who)) ?? placedRow;
  if (!row) return fail(422, 'Your cart is empty', 'cart', 'cart_empty');
  const existing = await orderByCart(db, row.id);
  if (existing) return c.json({ data: existing });

  const prefs = requestPrefs(c);
  const shipper =
    SHIPPERS.find((s) => s.id === body.shipper_id) ??
    fail(422, 'Unknown shipping method', 'shipper_id', 'shipper_unknown');
  const payment =
    PAYMENTS.find((p) => p.id === body.payment_id) ??
    fail(422, 'Unknown payment method', 'payment_id', 'payment_unknown');
  if (shipper.blockedPayments.includes(payment.id))
    fail(422, 'This payment method cannot be used with the chosen shipping', 'payment_id', 'payment_blocked');
  const branch = shipper.hasBranches ? BRANCHES.find((b) => b.id === body.branch_id) : undefined;
  if (shipper.hasBranches && (!branch || branch.shipperId !== shipper.id))
    fail(422, 'Choose a pickup place', 'branch_id', 'branch_required');
  // An address is needed for delivery (requiredAddress) and for a company's invoice.
  if (!body.billing_address && (shipper.requiredAddress || body.business))
    fail(422, 'An address is required', 'billing_address', 'address_required');
  if (shipper.hasDeliveryTimes && body.delivery_time_id && !body.delivery_time_id.startsWith(`${shipper.id}-`))
    fail(422, 'Unknown delivery time', 'delivery_time_id', 'delivery_time_unknown');

  const priced = await priceCart(db, row, prefs, { shipperId: shipper.id, paymentId: payment.id }, user);
  const productLines = priced.cart.items.filter((i) => i.type === 'product');
  if (!productLines.length) fail(422, 'Your cart is empty', 'cart', 'cart_empty');
  if (priced.invalidItemIds.length)
    fail(422, 'Some items in your cart are no longer available; please review the cart', 'cart', 'cart_unavailable');
  if (priced.cart.prices.discountLimitPriceWithVat < ORDER_MINIMUM[prefs.currency])
    fail(422, `The minimum order is ${ORDER_MINIMUM[prefs.currency]} ${prefs.currency}`, 'cart', 'order_minimum', {
      minimum: ORDER_MINIMUM[prefs.currency],
      currency: prefs.currency,
    });
  const gifts = body.order_gifts.map((id) => {
    const g = ORDER_GIFTS.find((x) => x.id === id) ?? fail(422, 'Unknown gift', 'order_gifts', 'gift_unknown');
    if (g.priceFrom[prefs.currency] > priced.cart.prices.discountLimitPriceWithVat)
      fail(422, 'The cart does not reach this gift yet', 'order_gifts', 'gift_not_reached');
    return giftView(g, prefs);
  });
  const emailLower = body.email.toLowerCase();
  if (body.registration && !user) {
    const taken = await db.prepare('SELECT id FROM users WHERE email = ?').bind(emailLower).first();
    if (taken) fail(422, 'This e-mail is already registered; please log in', 'email', 'email_taken');
  }

  const bill = body.billing_address;
  const customValue = (key: string) => {
    const v = body.custom[key];
    return v === undefined || v === null || v === '' ? null : String(v);
  };
  const order: Omit<Order, 'id'> = {
    code: orderCode(),
    token: randomToken(24),
    status: 'new',
    // Nothing is paid yet: the provider's notification (demo: POST /__demo/orders/{code}/payment) sets it.
    paymentState: null,
    createdAt: nowIso(),
    items: priced.cart.items
      .flatMap((i) => [i, ...i.items.map((x) => ({ ...x, items: [] }))])
      .map((i) => ({
        id: i.id,
        type: i.type,
        productId: i.productId,
        variantId: i.variantId,
        name: i.name,
        marketingCode: i.product?.marketingCode ?? null,
        catalogCode: i.product?.catalogCode ?? null,
        categoryFullname: i.product?.categoryFullname ?? null,
        mainImage: i.product?.mainImage ?? null,
        amount: i.amount,
        prices: i.prices,
        attributes: i.attributes,
      })),
    prices: priced.cart.prices,
    currencyCode: prefs.currency,
    couponCode: priced.cart.couponCode,
    customer: {
      name: body.name,
      firstName: body.firstName,
      lastName: body.lastName,
      email: emailLower,
      phone: body.phone,
      businessName: body.business?.business_name ?? null,
      tin: body.business?.TIN ?? null,
      vatin: body.business?.VATIN ?? null,
    },
    billingAddress: bill
      ? { street: bill.street, city: bill.city, postcode: bill.postcode, countryCode: bill.country_code }
      : null,
    shippingAddress: body.shipping
      ? {
          name: body.shipping.name,
          street: body.shipping.address.street,
          city: body.shipping.address.city,
          postcode: body.shipping.address.postcode,
          countryCode: body.shipping.address.country_code,
          businessName: body.shipping.business_name || null,
          phone: body.shipping.phone || null,
        }
      : null,
    shipper: { id: shipper.id, code: shipper.code, name: shipper.names[prefs.locale] },
    payment: { id: payment.id, code: payment.code, name: payment.names[prefs.locale] },
    branchId: shipper.hasBranches ? body.branch_id : null,
    pickupPoint: branch
      ? { id: branch.id, name: branch.name, street: branch.street, city: branch.city, postcode: branch.postcode }
      : null,
    delivery: promisedDelivery(shipper, body.delivery_time_id, prefs.domain),
    bankTransfer: null,
    deliveryTimeId: body.delivery_time_id,
    comment: body.comment,
    shipperComment: body.shipper_comment,
    gifts,
    attributes: {
      cartId: row.id,
      GDPR: {
        zbozicz: body.zbozicz_allow,
        heureka: body.heureka_allow,
        magazine: body.magazine,
        phone_notification: body.phone_notification,
        newsletter: body.newsletter,
      },
      custom: body.custom,
      utm: body.utm,
      cardRequest: body.cardRequest,
    },
    idpCampaignCode: customValue('idpCampaignCode'),
    customOrderNumber: customValue('custom_order_number'),
    userId: user?.id ?? null,
  };

  // Bank transfer: the site's account in the order's currency, the whole total, the code as variable symbol.
  const variableSymbol = variableSymbolFor(order.code);
  if (payment.type === 'TRANSFER' && variableSymbol)
    order.bankTransfer = {
      account: BANK_ACCOUNTS[prefs.domain][prefs.currency],
      amount: order.prices.totalWithTax,
      currencyCode: prefs.currency,
      variableSymbol,
    };

  const inserted = await db
    .prepare(
      'INSERT INTO orders (code, token, cart_id, user_id, email, created_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (cart_id) DO NOTHING RETURNING id',
    )
    .bind(order.code, order.token, row.id, order.userId, emailLower, order.createdAt, JSON.stringify(order))
    .first<{ id: number }>();
  if (!inserted) {
    // Lost the race to a concurrent place of the same cart: answer the winner's order.
    const winner = await orderByCart(db, row.id);
    return winner ? c.json({ data: winner }) : fail(500, 'Could not place the order', undefined, 'server_error');
  }

  const effects: D1PreparedStatement[] = [
    db.prepare('UPDATE carts SET placed_order_id = ?, updated_at = ? WHERE id = ?').bind(inserted.id, nowIso(), row.id),
  ];
  if (user && priced.cart.prices.creditsWithTax > 0) {
    const spentEur =
      prefs.currency === 'EUR' ? priced.cart.prices.creditsWithTax : priced.cart.prices.creditsWithTax / CZK_PER_EUR;
    effects.push(db.prepare('UPDATE users SET credits = MAX(0, credits - ?) WHERE id = ?').bind(spentEur, user.id));
  }
  if (body.newsletter) {
    effects.push(
      db
        .prepare('INSERT OR IGNORE INTO newsletter_subscriptions (email, source, created_at) VALUES (?, ?, ?)')
        .bind(emailLower, 'checkout', nowIso()),
    );
  }
  if (body.registration && !user && body.password) {
    const doc = {
      phone: body.phone,
      address: order.billingAddress,
      business: body.business
        ? { name: body.business.business_name, tin: body.business.TIN, vatin: body.business.VATIN ?? null }
        : null,
      newsletter: body.newsletter,
    };
    effects.push(
      db
        .prepare(
          'INSERT OR IGNORE INTO users (email, password_hash, first_name, last_name, groups_json, credits, doc, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
        )
        .bind(
          emailLower,
          await hashPassword(body.password),
          body.firstName,
          body.lastName,
          '[]',
          JSON.stringify(doc),
          nowIso(),
        ),
      db
        .prepare('UPDATE orders SET user_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?')
        .bind(emailLower, inserted.id),
    );
  }
  await db.batch(effects);
  if (body.registration && !user) await issueUserToken(db, emailLower, 'activation');
  return c.json({ data: { ...order, id: inserted.id } });
});

export async function orderRow(c: StoreContext, column: 'token' | 'code', value: string): Promise<OrderRow> {
  const row = await c.env.DB.prepare(`SELECT * FROM orders WHERE ${column} = ?`).bind(value).first<OrderRow>();
  return row ?? fail(404, 'Order not found', undefined, 'order_not_found');
}

/** What a stranger holding only the code may see (shared/contracts/store.ts PublicOrderSchema). */
export function publicOrderView(order: Order): PublicOrder {
  const branch = order.branchId === null ? undefined : BRANCHES.find((b) => b.id === order.branchId);
  return {
    delivery: order.delivery,
    bankTransfer: order.bankTransfer,
    deliveredAt: order.deliveredAt ?? null,
    withdrawal: order.withdrawal ?? null,
    code: order.code,
    status: order.status,
    createdAt: order.createdAt,
    items: order.items.map((i) => ({
      id: i.id,
      type: i.type,
      productId: i.productId,
      variantId: i.variantId,
      name: i.name,
      catalogCode: i.catalogCode,
      mainImage: i.mainImage,
      amount: i.amount,
      prices: i.prices,
    })),
    prices: order.prices,
    currencyCode: order.currencyCode,
    shipper: order.shipper,
    payment: order.payment,
    paymentState: order.paymentState,
    pickupPoint: order.pickupPoint ?? (branch ? { id: branch.id, name: branch.name } : null),
    gifts: order.gifts,
  };
}

checkoutRoutes.get('/orders/token/:token', async (c) =>
  c.json({ data: orderFromRow(await orderRow(c, 'token', c.req.param('token'))) }),
);

/**
 * By code: the full order only with its token (`?token=`) or for its logged-in owner; anyone else
 * gets the public view (issue 11.1: codes are guessable).
 */
checkoutRoutes.get('/orders/code/:code', async (c) => {
  const order = orderFromRow(await orderRow(c, 'code', c.req.param('code')));
  const token = c.req.query('token');
  if (token && token === order.token) return c.json({ data: order });
  if (order.userId !== null) {
    const user = await currentUser(c);
    if (user && user.id === order.userId) return c.json({ data: order });
  }
  return c.json({ data: publicOrderView(order) });
});
