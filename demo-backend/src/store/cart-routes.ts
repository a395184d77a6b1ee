/**
 * Cart endpoints (SPEC 7): cart, items add/update/remove/clear/batch, coupon, credits, validate,
 * shippers and payments for the cart. Guests are identified by the `x-guest-token` header; the first
 * write issues the token in `meta.custom.guestToken`. Bodies are validated before anything is written.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  AddCartItemRequestSchema,
  ApplyCouponRequestSchema,
  ApplyCreditsRequestSchema,
  BatchAddCartItemsRequestSchema,
  STORE_HEADERS,
  UpdateCartItemRequestSchema,
  type AddCartItemRequest,
  type CartItem,
} from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import type { ProductDoc } from '../seed/product-generator';
import {
  cartDoc,
  cartForWrite,
  checkShoppable,
  emptyCartFor,
  findCart,
  loadItems,
  priceCart,
  saveCartDoc,
  touchCart,
  type CartIdentity,
  type CartRow,
  type CouponRow,
} from './cart-service';
import { loadProductDocs, productIdOfVariant } from './product-view';
import {
  fail,
  nowIso,
  parseBody,
  parseQuery,
  requestPrefs,
  StoreHttpError,
  type StoreContext,
  type StoreErrorItem,
} from './store-context';
import { paymentView, shipperView } from './shipping-views';
import { PAYMENTS, SHIPPERS } from './store-reference-data';
import { currentUser, type UserRow } from './user-service';

export const cartRoutes = new Hono<DemoAppEnv>();

async function identity(c: StoreContext): Promise<{ who: CartIdentity; user: UserRow | null }> {
  const user = await currentUser(c);
  return { who: { userId: user?.id ?? null, guestToken: c.req.header(STORE_HEADERS.guestToken) ?? null }, user };
}

const PricingQuerySchema = z.object({
  shipper_id: z.coerce.number().int().positive().optional(),
  payment_id: z.coerce.number().int().positive().optional(),
});

async function cartAnswer(
  c: StoreContext,
  row: CartRow,
  user: UserRow | null,
  guestToken: string | null,
  extra: Record<string, unknown> = {},
) {
  const priced = await priceCart(c.env.DB, row, requestPrefs(c), {}, user);
  return { data: { cart: priced.cart, ...extra }, meta: { custom: { guestToken } } };
}

cartRoutes.get('/cart', async (c) => {
  const { who, user } = await identity(c);
  const q = parseQuery(c, PricingQuerySchema);
  const row = await findCart(c.env.DB, who);
  if (!row) return c.json({ data: emptyCartFor(requestPrefs(c)), meta: { custom: { guestToken: null } } });
  const priced = await priceCart(
    c.env.DB,
    row,
    requestPrefs(c),
    { shipperId: q.shipper_id ?? null, paymentId: q.payment_id ?? null },
    user,
  );
  return c.json({ data: priced.cart, meta: { custom: { guestToken: row.guest_token } } });
});

/** Resolves `{ id, type }` to a product doc and variant id; 404 when unknown. */
async function resolveLine(
  db: D1Database,
  line: Pick<AddCartItemRequest, 'id' | 'type'>,
): Promise<{ doc: ProductDoc; variantId: number }> {
  const productId = line.type === 'product' ? line.id : productIdOfVariant(line.id);
  const [doc] = await loadProductDocs(db, [productId]);
  const variantId = line.type === 'product' ? doc?.variants[0]?.id : line.id;
  if (!doc || variantId === undefined || !doc.variants.some((v) => v.id === variantId))
    return fail(404, `Product ${line.type} ${line.id} not found`, 'id', 'variant_not_found', { id: line.id });
  return { doc, variantId };
}

/** Adds (or increases) one line; the caller has validated the body and resolved the product. */
async function addLine(
  db: D1Database,
  cart: CartRow,
  line: AddCartItemRequest,
  doc: ProductDoc,
  variantId: number,
  forceAdd = false,
): Promise<{ itemId: number; changed: number }> {
  const items = await loadItems(db, cart.id);
  const parentId = line.parent_id ?? null;
  if (parentId !== null && !items.some((i) => i.id === parentId))
    fail(404, 'Parent cart line not found', 'parent_id', 'cart_line_not_found');
  const same = line.newLine
    ? undefined
    : items.find((i) => i.variant_id === variantId && i.parent_id === parentId && i.credits === (line.credits ? 1 : 0));
  const newAmount = (same?.amount ?? 0) + line.amount;
  if (!forceAdd) checkShoppable(doc, variantId, newAmount);
  if (same) {
    await db.batch([
      db.prepare('UPDATE cart_items SET amount = ? WHERE id = ?').bind(newAmount, same.id),
      touchCart(db, cart.id),
    ]);
    return { itemId: same.id, changed: line.amount };
  }
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        'INSERT INTO cart_items (cart_id, variant_id, product_id, parent_id, amount, credits, custom, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(
        cart.id,
        variantId,
        doc.id,
        parentId,
        line.amount,
        line.credits ? 1 : 0,
        JSON.stringify(line.custom ?? {}),
        nowIso(),
      ),
    touchCart(db, cart.id),
  ]);
  const id = inserted?.results[0]?.id;
  if (id === undefined) return fail(500, 'Could not add the item', undefined, 'server_error');
  return { itemId: id, changed: line.amount };
}

function findLine(items: CartItem[], id: number): CartItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const child = item.items.find((x) => x.id === id);
    if (child) return { ...child, items: [] };
  }
  return undefined;
}

cartRoutes.post('/cart/items', async (c) => {
  const body = await parseBody(c, AddCartItemRequestSchema);
  const { who, user } = await identity(c);
  const { doc, variantId } = await resolveLine(c.env.DB, body);
  // Check before creating a cart, so a refused add writes nothing.
  checkShoppable(doc, variantId, body.amount);
  const { cart, guestToken } = await cartForWrite(c.env.DB, who, requestPrefs(c).currency);
  const { itemId, changed } = await addLine(c.env.DB, cart, body, doc, variantId);
  const priced = await priceCart(c.env.DB, cart, requestPrefs(c), {}, user);
  return c.json({
    data: { cart: priced.cart, addedItem: findLine(priced.cart.items, itemId), changedAmount: changed },
    meta: { custom: { guestToken } },
  });
});

cartRoutes.post('/cart/items/batch', async (c) => {
  const body = await parseBody(c, BatchAddCartItemsRequestSchema);
  const { who, user } = await identity(c);
  const db = c.env.DB;
  // Resolve every line first; only if at least one can be added is a cart created.
  const resolved: { line: (typeof body.items)[number]; doc: ProductDoc; variantId: number; index: number }[] = [];
  const errors: (StoreErrorItem & { field: string; status: number })[] = [];
  for (const [index, line] of body.items.entries()) {
    try {
      const r = await resolveLine(db, line);
      if (!line.forceAdd) checkShoppable(r.doc, r.variantId, line.amount);
      resolved.push({ line, ...r, index });
    } catch (error) {
      if (!(error instanceof StoreHttpError)) throw error;
      errors.push({ ...error.errors[0], title: error.message, field: `items.${index}`, status: error.status });
    }
  }
  if (!resolved.length) throw new StoreHttpError(422, errors);
  const { cart, guestToken } = await cartForWrite(db, who, requestPrefs(c).currency);
  let added = 0;
  for (const r of resolved) {
    try {
      await addLine(db, cart, r.line, r.doc, r.variantId, r.line.forceAdd ?? false);
      added++;
    } catch (error) {
      if (!(error instanceof StoreHttpError)) throw error;
      errors.push({ ...error.errors[0], title: error.message, field: `items.${r.index}`, status: error.status });
    }
  }
  const priced = await priceCart(db, cart, requestPrefs(c), {}, user);
  return c.json({
    data: { cart: priced.cart, added, total: body.items.length, errors },
    meta: { custom: { guestToken } },
  });
});

async function requireCart(c: StoreContext): Promise<{ row: CartRow; user: UserRow | null }> {
  const { who, user } = await identity(c);
  const row = await findCart(c.env.DB, who);
  if (!row) return fail(404, 'Cart not found', undefined, 'cart_not_found');
  return { row, user };
}

const itemIdParam = (c: StoreContext) => {
  const id = Number(c.req.param('id'));
  return Number.isInteger(id) && id > 0 ? id : fail(404, 'Cart line not found', 'id', 'cart_line_not_found');
};

cartRoutes.patch('/cart/items/:id', async (c) => {
  const body = await parseBody(c, UpdateCartItemRequestSchema);
  const { row, user } = await requireCart(c);
  const id = itemIdParam(c);
  const item =
    (await loadItems(c.env.DB, row.id)).find((i) => i.id === id) ??
    fail(404, 'Cart line not found', 'id', 'cart_line_not_found');
  const [doc] = await loadProductDocs(c.env.DB, [item.product_id]);
  checkShoppable(doc, item.variant_id, body.amount);
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE cart_items SET amount = ? WHERE id = ?').bind(body.amount, id),
    touchCart(c.env.DB, row.id),
  ]);
  const priced = await priceCart(c.env.DB, row, requestPrefs(c), {}, user);
  return c.json({
    data: { cart: priced.cart, updatedItem: findLine(priced.cart.items, id), changedAmount: body.amount - item.amount },
    meta: { custom: { guestToken: row.guest_token } },
  });
});

cartRoutes.delete('/cart/items/:id', async (c) => {
  const { row, user } = await requireCart(c);
  const id = itemIdParam(c);
  const r = await c.env.DB.prepare('DELETE FROM cart_items WHERE cart_id = ? AND (id = ? OR parent_id = ?)')
    .bind(row.id, id, id)
    .run();
  if (!r.meta.changes) fail(404, 'Cart line not found', 'id', 'cart_line_not_found');
  return c.json(await cartAnswer(c, row, user, row.guest_token));
});

cartRoutes.delete('/cart/items', async (c) => {
  const { row, user } = await requireCart(c);
  await c.env.DB.batch([
    c.env.DB.prepare('DELETE FROM cart_items WHERE cart_id = ?').bind(row.id),
    touchCart(c.env.DB, row.id),
  ]);
  return c.json(await cartAnswer(c, row, user, row.guest_token));
});

cartRoutes.post('/cart/coupon', async (c) => {
  const body = await parseBody(c, ApplyCouponRequestSchema);
  const { row, user } = await requireCart(c);
  const code = body.couponCode.toUpperCase();
  const coupon = await c.env.DB.prepare('SELECT * FROM coupons WHERE code = ? AND active = 1')
    .bind(code)
    .first<CouponRow>();
  if (!coupon) fail(422, 'This discount code does not exist or has expired', 'couponCode', 'coupon_not_found');
  const prefs = requestPrefs(c);
  const priced = await priceCart(c.env.DB, row, prefs, {}, user);
  const minimum = prefs.currency === 'EUR' ? coupon!.min_eur : coupon!.min_czk;
  if (priced.cart.prices.discountLimitPriceWithVat < minimum)
    fail(
      422,
      `This discount code needs an order of at least ${minimum} ${prefs.currency}`,
      'couponCode',
      'coupon_minimum',
      {
        minimum,
        currency: prefs.currency,
      },
    );
  await saveCartDoc(c.env.DB, row.id, { ...cartDoc(row), couponCode: code });
  return c.json(
    await cartAnswer(c, { ...row, doc: JSON.stringify({ ...cartDoc(row), couponCode: code }) }, user, row.guest_token),
  );
});

cartRoutes.delete('/cart/coupon', async (c) => {
  const { row, user } = await requireCart(c);
  const doc = { ...cartDoc(row), couponCode: null };
  await saveCartDoc(c.env.DB, row.id, doc);
  return c.json(await cartAnswer(c, { ...row, doc: JSON.stringify(doc) }, user, row.guest_token));
});

cartRoutes.post('/cart/credits', async (c) => {
  const body = await parseBody(c, ApplyCreditsRequestSchema);
  const { row, user } = await requireCart(c);
  if (!user) fail(401, 'Please log in to use credits', undefined, 'login_required');
  // The body is in the cart currency; credits are kept in EUR.
  const eur = requestPrefs(c).currency === 'EUR' ? body.credits : body.credits / 25;
  if (eur > user!.credits + 1e-9) fail(422, 'You do not have that many credits', 'credits', 'credits_not_enough');
  const doc = { ...cartDoc(row), credits: eur };
  await saveCartDoc(c.env.DB, row.id, doc);
  return c.json(await cartAnswer(c, { ...row, doc: JSON.stringify(doc) }, user, row.guest_token));
});

/** Removes lines that can no longer be bought (SPEC 5); valid = nothing had to be removed. */
cartRoutes.post('/cart/validate', async (c) => {
  const { who, user } = await identity(c);
  const row = await findCart(c.env.DB, who);
  if (!row) return c.json({ data: { valid: true, removedItems: [], cart: emptyCartFor(requestPrefs(c)) } });
  const priced = await priceCart(c.env.DB, row, requestPrefs(c), {}, user);
  if (!priced.invalidItemIds.length) return c.json({ data: { valid: true, removedItems: [], cart: priced.cart } });
  await c.env.DB.prepare(
    'DELETE FROM cart_items WHERE cart_id = ? AND (id IN (SELECT value FROM json_each(?2)) OR parent_id IN (SELECT value FROM json_each(?2)))',
  )
    .bind(row.id, JSON.stringify(priced.invalidItemIds.map((i) => i.id)))
    .run();
  const after = await priceCart(c.env.DB, row, requestPrefs(c), {}, user);
  return c.json({ data: { valid: false, removedItems: priced.invalidItemIds, cart: after.cart } });
});

cartRoutes.get('/cart/shippers', async (c) => {
  const { who, user } = await identity(c);
  const prefs = requestPrefs(c);
  const row = await findCart(c.env.DB, who);
  // Priced exactly as the cart will price the chosen shipper (shipping-views.ts shipperPrice).
  const shipping = row ? (await priceCart(c.env.DB, row, prefs, {}, user)).shipping : null;
  return c.json({ data: SHIPPERS.map((s) => shipperView(s, prefs, shipping)) });
});

cartRoutes.get('/cart/payments', (c) => c.json({ data: PAYMENTS.map((p) => paymentView(p, requestPrefs(c))) }));
