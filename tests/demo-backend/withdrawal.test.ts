/**
 * The store's side of the withdrawal function (demo-backend/src/store/withdrawal-routes.ts): one
 * withdrawal per order in D1 even for concurrent submits, one acknowledgement in the outbox, the
 * order carries it, only the token holder (or owner) may act, the hygienic lines are the ones of a
 * hygienic material.
 */
import { expect, test } from 'vitest';
import { OrderSchema, WithdrawalFormSchema, WithdrawalSchema, storeEnvelope } from '../../shared/contracts/store';
import { call, db, guestCartWithItem, PLACE_BODY } from './store-test-client';

async function placedOrder() {
  const { guest } = await guestCartWithItem(2);
  const r = await call('/api/v1/cart/place', { guest, body: PLACE_BODY });
  expect(r.status, await r.clone().text()).toBe(200);
  return storeEnvelope(OrderSchema).parse(await r.json()).data;
}

test('two concurrent submits make one withdrawal and one e-mail; a repeat answers the first', async () => {
  const order = await placedOrder();
  const line = order.items.find((i) => i.type === 'product')!;
  const body = { token: order.token, lines: [{ itemId: line.id, amount: 1 }], reason: null };
  const submit = () => call(`/api/v1/orders/code/${order.code}/withdrawal`, { body });
  const [a, b] = await Promise.all([submit(), submit()]);
  expect([a.status, b.status].sort()).toEqual([200, 201]);
  const [wa, wb] = await Promise.all(
    [a, b].map(async (r) => storeEnvelope(WithdrawalSchema).parse(await r.json()).data),
  );
  expect(wa).toEqual(wb);
  const again = await submit();
  expect(again.status).toBe(200);
  const rows = await db()
    .prepare(
      'SELECT (SELECT COUNT(*) FROM withdrawals WHERE order_id = ?1) AS w, (SELECT COUNT(*) FROM mail_outbox WHERE order_code = ?2) AS m',
    )
    .bind(order.id, order.code)
    .first<{ w: number; m: number }>();
  expect(rows).toEqual({ w: 1, m: 1 });
  const read = await call(`/api/v1/orders/token/${order.token}`);
  const stored = storeEnvelope(OrderSchema).parse(await read.json()).data;
  expect(stored.withdrawal).toEqual({ requestedAt: wa!.requestedAt, lines: wa!.lines });
});

test('without the token (or as a stranger) the order is not found; a wrong e-mail too', async () => {
  const order = await placedOrder();
  const line = order.items.find((i) => i.type === 'product')!;
  for (const token of [undefined, 'x'.repeat(20)]) {
    const r = await call(`/api/v1/orders/code/${order.code}/withdrawal`, {
      body: { ...(token ? { token } : {}), lines: [{ itemId: line.id, amount: 1 }] },
    });
    expect(r.status).toBe(404);
    expect((await call(`/api/v1/orders/code/${order.code}/withdrawal${token ? `?token=${token}` : ''}`)).status).toBe(
      404,
    );
  }
  const wrong = await call('/api/v1/orders/identify', { body: { code: order.code, email: 'other@example.sk' } });
  const unknown = await call('/api/v1/orders/identify', {
    body: { code: '20991231-99999', email: order.customer.email },
  });
  expect(wrong.status).toBe(404);
  expect(await wrong.text()).toBe(await unknown.text());
  const right = await call('/api/v1/orders/identify', {
    body: { code: order.code, email: order.customer.email.toUpperCase() },
  });
  expect(((await right.json()) as { data: { token: string } }).data.token).toBe(order.token);
});

test("the form's hygienic lines are the products of a hygienic material", async () => {
  const order = await placedOrder();
  const r = await call(`/api/v1/orders/code/${order.code}/withdrawal?token=${order.token}`);
  const form = storeEnvelope(WithdrawalFormSchema).parse(await r.json()).data;
  for (const line of form.lines) {
    const productId = order.items.find((i) => i.id === line.itemId)!.productId!;
    const hygienic = await db()
      .prepare(
        'SELECT COUNT(*) AS n FROM product_params WHERE param_id = 3 AND product_id = ? AND value_id IN (3001, 3002, 3003, 3007, 3008)',
      )
      .bind(productId)
      .first<{ n: number }>();
    expect(line.hygienic, line.name).toBe((hygienic?.n ?? 0) > 0);
  }
});
