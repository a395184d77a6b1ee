/** Place-order is idempotent per cart: concurrent and repeated calls answer one and the same order. */
import { expect, test } from 'vitest';
import { storeEnvelope, OrderSchema } from '../../shared/contracts/store';
import { call, db, guestCartWithItem, login, PLACE_BODY, SEED_BUSINESS } from './store-test-client';
import { AddCartItemResponseSchema } from '../../shared/contracts/store';

const place = (o: { guest?: string; token?: string }, body: object = PLACE_BODY) =>
  call('/api/v1/cart/place', { ...o, body });
const order = async (r: Response) => {
  expect(r.status).toBe(200);
  return storeEnvelope(OrderSchema).parse(await r.json()).data;
};

test('two concurrent places of one guest cart make one order', async () => {
  const { guest } = await guestCartWithItem(2);
  const [a, b] = await Promise.all([place({ guest }), place({ guest })]);
  const [oa, ob] = await Promise.all([order(a), order(b)]);
  expect(oa.id).toBe(ob.id);
  expect(oa.code).toBe(ob.code);
  const retry = await order(await place({ guest }));
  expect(retry.id).toBe(oa.id);
  const n = await db()
    .prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?')
    .bind(oa.attributes.cartId)
    .first<{ n: number }>();
  expect(n?.n).toBe(1);
  // After placing, the guest's cart is empty again.
  const cart = (await (await call('/api/v1/cart', { guest })).json()) as { data: { items: unknown[] } };
  expect(cart.data.items).toHaveLength(0);
});

test('a logged-in retry answers the same order; a new cart makes a new order', async () => {
  const token = await login(SEED_BUSINESS);
  const { variantId } = await guestCartWithItem(1);
  AddCartItemResponseSchema.parse(
    await (await call('/api/v1/cart/items', { token, body: { id: variantId, amount: 1 } })).json(),
  );
  const [a, b] = await Promise.all([place({ token }), place({ token })]);
  const first = await order(a);
  expect((await order(b)).id).toBe(first.id);
  expect((await order(await place({ token }))).id).toBe(first.id);
  await call('/api/v1/cart/items', { token, body: { id: variantId, amount: 1 } });
  const second = await order(await place({ token }));
  expect(second.id).not.toBe(first.id);
});

test('registration at checkout creates the account once and links the order', async () => {
  const { guest } = await guestCartWithItem(1);
  const body = {
    ...PLACE_BODY,
    email: 'buyer@example.com',
    registration: true,
    password: 'Secret123',
    password_confirmation: 'Secret123',
  };
  const [a, b] = await Promise.all([place({ guest }, body), place({ guest }, body)]);
  expect((await order(a)).id).toBe((await order(b)).id);
  const login = await call('/api/oauth/login', { body: { email: 'buyer@example.com', password: 'Secret123' } });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const orders = (await (await call('/api/v1/user/orders', { token })).json()) as {
    meta: { pagination: { total: number } };
  };
  expect(orders.meta.pagination.total).toBe(1);
});
