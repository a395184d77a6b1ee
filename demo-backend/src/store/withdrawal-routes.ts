/**
 * Withdrawal from the contract (Directive 2023/2673: CRD Art. 11a), the store's side:
 *
 * - `POST orders/identify` `{ code, email }`: a guest names the order; the answer is its token, or
 *   404 "Order not found" for an unknown code and a wrong e-mail alike.
 * - `GET orders/code/{code}/withdrawal[?token=]`: what the withdrawal page offers the order's token
 *   holder or owner (lines, which are hygienic goods, the recorded withdrawal).
 * - `POST orders/code/{code}/withdrawal`: records it on the order and in `withdrawals` (one per
 *   order: a second call answers the first, 200 instead of 201) and puts the acknowledgement e-mail
 *   into the mail outbox (`mail_outbox`, read at /__demo/outbox), all in one transaction.
 *
 * Contracts: shared/contracts/store.ts (OrderIdentifyRequestSchema, WithdrawalFormSchema,
 * WithdrawalRequestSchema, WithdrawalSchema).
 */
import { Hono } from 'hono';
import {
  OrderIdentifyRequestSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
  type Order,
  type Withdrawal,
  type WithdrawalForm,
} from '../../../shared/contracts/store';
import type { Locale } from '../../../shared/i18n/locales';
import { withdrawalPeriod } from '../../../shared/withdrawal-period';
import type { DemoAppEnv } from '../env';
import { MATERIALS } from '../seed/catalog-constants';
import { orderFromRow, orderRow, type OrderRow } from './checkout-routes';
import { fail, nowIso, parseBody, requestPrefs, type StoreContext } from './store-context';
import { currentUser } from './user-service';

export const withdrawalRoutes = new Hono<DemoAppEnv>();

/** The material parameter (spec 3) and the materials the content API marks `material_hygiene`. */
const MATERIAL_PARAMETER_ID = 3;
const HYGIENIC_MATERIAL_IDS = MATERIALS.filter((m) => m.hygiene).map((m) => m.id);

/** The order of `code` when this caller may act on it: its token, or its logged-in owner; else 404. */
async function ownOrder(c: StoreContext, code: string, token: string | undefined): Promise<Order> {
  const row = await c.env.DB.prepare('SELECT * FROM orders WHERE code = ?').bind(code).first<OrderRow>();
  if (row) {
    const order = orderFromRow(row);
    if (token !== undefined && token === order.token) return order;
    if (order.userId !== null) {
      const user = await currentUser(c);
      if (user && user.id === order.userId) return order;
    }
  }
  return fail(404, 'Order not found', undefined, 'order_not_found');
}

/** Which of these products are of a hygienic material (sealed goods, CRD Art. 16(e)). */
async function hygienicProducts(db: D1Database, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .prepare(
      `SELECT DISTINCT product_id FROM product_params WHERE param_id = ? AND value_id IN (${HYGIENIC_MATERIAL_IDS.join(',')}) AND product_id IN (${productIds.map(() => '?').join(',')})`,
    )
    .bind(MATERIAL_PARAMETER_ID, ...productIds)
    .all<{ product_id: number }>();
  return new Set(rows.results.map((r) => r.product_id));
}

async function recordedWithdrawal(db: D1Database, orderId: number): Promise<Withdrawal | null> {
  const row = await db.prepare('SELECT doc FROM withdrawals WHERE order_id = ?').bind(orderId).first<{ doc: string }>();
  return row ? WithdrawalSchema.parse(JSON.parse(row.doc)) : null;
}

withdrawalRoutes.post('/orders/identify', async (c) => {
  const body = await parseBody(c, OrderIdentifyRequestSchema);
  const row = await c.env.DB.prepare('SELECT code, token, email FROM orders WHERE code = ?')
    .bind(body.code)
    .first<{ code: string; token: string; email: string }>();
  // A wrong e-mail is answered exactly like an unknown code.
  if (!row || row.email.trim().toLowerCase() !== body.email)
    return fail(404, 'Order not found', undefined, 'order_not_found');
  return c.json({ data: { code: row.code, token: row.token } });
});

withdrawalRoutes.get('/orders/code/:code/withdrawal', async (c) => {
  const order = await ownOrder(c, c.req.param('code'), c.req.query('token'));
  const products = order.items.filter((i) => i.type === 'product');
  const hygienic = await hygienicProducts(
    c.env.DB,
    products.flatMap((i) => (i.productId === null ? [] : [i.productId])),
  );
  const form: WithdrawalForm = {
    code: order.code,
    status: order.status,
    createdAt: order.createdAt,
    deliveredAt: order.deliveredAt ?? null,
    lines: products.map((i) => ({
      itemId: i.id,
      name: i.name,
      amount: i.amount,
      catalogCode: i.catalogCode,
      hygienic: i.productId !== null && hygienic.has(i.productId),
    })),
    withdrawal: await recordedWithdrawal(c.env.DB, order.id),
  };
  return c.json({ data: form });
});

withdrawalRoutes.post('/orders/code/:code/withdrawal', async (c) => {
  const body = await parseBody(c, WithdrawalRequestSchema);
  const order = await ownOrder(c, c.req.param('code'), body.token);
  const db = c.env.DB;
  const already = await recordedWithdrawal(db, order.id);
  if (already) return c.json({ data: already }, 200);
  const period = withdrawalPeriod({ ...order, deliveredAt: order.deliveredAt ?? null }, new Date());
  if (period.kind !== 'open')
    return fail(422, 'The withdrawal period of this order has ended', undefined, 'withdrawal_period_ended');
  const lines = body.lines.map((line) => {
    const item = order.items.find((i) => i.id === line.itemId && i.type === 'product');
    if (!item || line.amount > item.amount)
      return fail(422, 'No such line in this order, or not so many pieces', 'lines', 'withdrawal_line_invalid');
    return { itemId: item.id, name: item.name, amount: line.amount };
  });
  if (new Set(lines.map((l) => l.itemId)).size !== lines.length)
    fail(422, 'A line is named twice', 'lines', 'withdrawal_line_invalid');
  const withdrawal: Withdrawal = { orderCode: order.code, requestedAt: nowIso(), lines, reason: body.reason || null };
  const row = await orderRow(c, 'code', order.code);
  const doc = {
    ...(JSON.parse(row.doc) as Record<string, unknown>),
    withdrawal: { requestedAt: withdrawal.requestedAt, lines },
  };
  const mail = acknowledgementMail(requestPrefs(c).locale, withdrawal);
  // One transaction: the withdrawal (order_id UNIQUE: of two concurrent submits one inserts), and only
  // for the submit whose row it is (its request id), the order's record and the outbox e-mail.
  const requestId = crypto.randomUUID();
  const ours = "SELECT 1 FROM withdrawals WHERE order_id = ? AND json_extract(doc, '$.requestId') = ?";
  await db.batch([
    db
      .prepare(
        'INSERT INTO withdrawals (order_id, requested_at, doc) VALUES (?, ?, ?) ON CONFLICT (order_id) DO NOTHING',
      )
      .bind(order.id, withdrawal.requestedAt, JSON.stringify({ ...withdrawal, requestId })),
    db
      .prepare(`UPDATE orders SET doc = ? WHERE id = ? AND EXISTS (${ours})`)
      .bind(JSON.stringify(doc), order.id, order.id, requestId),
    db
      .prepare(
        `INSERT INTO mail_outbox (created_at, recipient, kind, order_code, subject, body) SELECT ?, ?, 'withdrawal-acknowledgement', ?, ?, ? WHERE EXISTS (${ours})`,
      )
      .bind(withdrawal.requestedAt, order.customer.email, order.code, mail.subject, mail.body, order.id, requestId),
  ]);
  const won = await db.prepare(ours).bind(order.id, requestId).first();
  if (!won) return c.json({ data: (await recordedWithdrawal(db, order.id)) ?? withdrawal }, 200);
  return c.json({ data: withdrawal }, 201);
});

const MAIL_TEXTS: Record<
  Locale,
  { subject: string; intro: string; at: string; lines: string; reason: string; next: string }
> = {
  sk: {
    subject: 'Potvrdenie odstúpenia od zmluvy, objednávka {code}',
    intro: 'Dostali sme vaše odstúpenie od zmluvy k objednávke {code}.',
    at: 'Prijaté',
    lines: 'Položky',
    reason: 'Dôvod',
    next: 'Tovar nám pošlite späť do 14 dní. Peniaze vrátime do 14 dní od doručenia odstúpenia, najneskôr po prevzatí tovaru.',
  },
  cs: {
    subject: 'Potvrzení odstoupení od smlouvy, objednávka {code}',
    intro: 'Obdrželi jsme vaše odstoupení od smlouvy k objednávce {code}.',
    at: 'Přijato',
    lines: 'Položky',
    reason: 'Důvod',
    next: 'Zboží nám pošlete zpět do 14 dnů. Peníze vrátíme do 14 dnů od doručení odstoupení, nejdříve po převzetí zboží.',
  },
  de: {
    subject: 'Bestätigung Ihres Widerrufs, Bestellung {code}',
    intro: 'Wir haben Ihren Widerruf zur Bestellung {code} erhalten.',
    at: 'Eingegangen',
    lines: 'Positionen',
    reason: 'Grund',
    next: 'Bitte senden Sie die Ware innerhalb von 14 Tagen zurück. Wir erstatten den Betrag binnen 14 Tagen nach Eingang des Widerrufs, frühestens nach Erhalt der Ware.',
  },
};

/** The acknowledgement on a durable medium (CRD Art. 11a(3)): content, date and time, order, lines. */
export function acknowledgementMail(locale: Locale, w: Withdrawal): { subject: string; body: string } {
  const t = MAIL_TEXTS[locale];
  const fill = (text: string) => text.replaceAll('{code}', w.orderCode);
  const body = [
    fill(t.intro),
    `${t.at}: ${w.requestedAt}`,
    `${t.lines}:`,
    ...w.lines.map((l) => `- ${l.name} × ${l.amount}`),
    ...(w.reason ? [`${t.reason}: ${w.reason}`] : []),
    '',
    t.next,
  ].join('\n');
  return { subject: fill(t.subject), body };
}
