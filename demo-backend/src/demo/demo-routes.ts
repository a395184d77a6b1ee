/** `/__demo/*`: dev/test-only endpoints (never in production upstreams; see docs/ARCHITECTURE.md). */
import { Hono } from 'hono';
import { z } from 'zod';
import type { DemoAppEnv } from '../env';
import { facetIndexStats } from '../catalog/search-facet-index';
import { lastSeedReport } from '../db/ensure-database';
import { orderFromRow, type OrderRow } from '../store/checkout-routes';
import { PaymentStateSchema } from '../../../shared/contracts/store';
import { parseBody, parseQuery } from '../store/store-context';
import { storeErrorHandler } from '../store/store-app';
import { clearKnobs, DemoKnobSchema, listKnobs, setKnob } from './knobs';
import {
  clearGlobalsSettings,
  DemoGlobalsSettingsSchema,
  listGlobalsSettings,
  setGlobalsSettings,
} from './globals-settings';
import { requestCounts, resetRequestCounts } from './request-log';
import { ReviewStatusSchema, setReviewStatus } from '../store/review-moderation';
import { clearDeliveries, listDeliveries, TAG_MANAGER_SCRIPT, TAG_MANAGER_TAG_SCRIPT } from './partner-receivers';

export const demoApp = new Hono<DemoAppEnv>();
demoApp.onError(storeErrorHandler);

demoApp.get('/knobs', (c) => c.json({ data: listKnobs() }));
demoApp.post('/knobs', async (c) => {
  const knob = await parseBody(c, DemoKnobSchema);
  setKnob(knob);
  return c.json({ data: listKnobs() });
});
demoApp.delete('/knobs', (c) => {
  clearKnobs(c.req.query('prefix'));
  return c.json({ data: listKnobs() });
});

/** Globals settings varied per domain (./globals-settings.ts); DELETE restores the seeded ones. */
demoApp.get('/globals', (c) => c.json({ data: listGlobalsSettings() }));
demoApp.post('/globals', async (c) => {
  setGlobalsSettings(await parseBody(c, DemoGlobalsSettingsSchema));
  return c.json({ data: listGlobalsSettings() });
});
demoApp.delete('/globals', (c) => {
  clearGlobalsSettings();
  return c.json({ data: listGlobalsSettings() });
});

/** What the stand-in partner receivers got (issue 12), oldest first; `?kind=` filters. */
demoApp.get('/integrations', (c) => {
  const kind = c.req.query('kind');
  return c.json({ data: listDeliveries().filter((d) => !kind || d.kind === kind) });
});
demoApp.delete('/integrations', (c) => {
  clearDeliveries();
  return c.json({ data: [] });
});
const script = (body: string) => ({
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'no-store',
  'content-length': String(new TextEncoder().encode(body).length),
});
demoApp.get('/tag-manager.js', (c) => c.body(TAG_MANAGER_SCRIPT, 200, script(TAG_MANAGER_SCRIPT)));
demoApp.get('/tag-manager-tag.js', (c) => c.body(TAG_MANAGER_TAG_SCRIPT, 200, script(TAG_MANAGER_TAG_SCRIPT)));

demoApp.get('/requests', (c) => c.json({ data: requestCounts(c.req.query('prefix')) }));
demoApp.delete('/requests', (c) => {
  resetRequestCounts();
  return c.json({ data: requestCounts() });
});

demoApp.get('/tokens', async (c) => {
  const q = parseQuery(c, z.object({ email: z.email() }));
  const rows = await c.env.DB.prepare(
    'SELECT kind, token, created_at, used_at FROM user_tokens WHERE email = ? ORDER BY created_at DESC, rowid DESC',
  )
    .bind(q.email.toLowerCase())
    .all<{ kind: 'reset' | 'activation'; token: string; created_at: string; used_at: string | null }>();
  return c.json({
    data: rows.results.map((r) => ({
      kind: r.kind,
      token: r.token,
      createdAt: r.created_at,
      used: r.used_at !== null,
    })),
  });
});

demoApp.get('/orders', async (c) => {
  const rows = await c.env.DB.prepare('SELECT * FROM orders ORDER BY id DESC LIMIT 200').all<OrderRow>();
  return c.json({ data: rows.results.map(orderFromRow) });
});

const PaymentNotificationSchema = z.object({ state: PaymentStateSchema });

/**
 * Stands in for the payment provider's notification to the store: sets an order's payment state,
 * which the storefront's payment callback then reads (`{ "state": "paid" }`).
 */
demoApp.post('/orders/:code/payment', async (c) => {
  const body = PaymentNotificationSchema.safeParse(await c.req.json().catch(() => null));
  if (!body.success) return c.json({ errors: [{ title: 'state must be a payment state', status: 422 }] }, 422);
  const row = await c.env.DB.prepare('SELECT id, doc FROM orders WHERE code = ?')
    .bind(c.req.param('code'))
    .first<{ id: number; doc: string }>();
  if (!row) return c.json({ errors: [{ title: 'Order not found', status: 404 }] }, 404);
  const doc = { ...(JSON.parse(row.doc) as Record<string, unknown>), paymentState: body.data.state };
  await c.env.DB.prepare('UPDATE orders SET doc = ? WHERE id = ?').bind(JSON.stringify(doc), row.id).run();
  return c.json({ data: { ok: true } });
});

const DeliveredSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/**
 * Stands in for the carrier's delivery report to the store: the order is delivered on `date`
 * (`{ "date": "2026-11-10" }`), which starts its 14-day withdrawal period.
 */
demoApp.post('/orders/:code/delivered', async (c) => {
  const body = DeliveredSchema.safeParse(await c.req.json().catch(() => null));
  if (!body.success) return c.json({ errors: [{ title: 'date must be YYYY-MM-DD', status: 422 }] }, 422);
  const row = await c.env.DB.prepare('SELECT id, doc FROM orders WHERE code = ?')
    .bind(c.req.param('code'))
    .first<{ id: number; doc: string }>();
  if (!row) return c.json({ errors: [{ title: 'Order not found', status: 404 }] }, 404);
  const doc = { ...(JSON.parse(row.doc) as Record<string, unknown>), status: 'delivered', deliveredAt: body.data.date };
  await c.env.DB.prepare('UPDATE orders SET doc = ? WHERE id = ?').bind(JSON.stringify(doc), row.id).run();
  return c.json({ data: { ok: true } });
});

const ReviewQueueQuerySchema = z.object({
  status: ReviewStatusSchema.default('pending'),
  product: z.coerce.number().int().positive().optional(),
});

/**
 * Stands in for the store's review moderation (issue 52.6): `GET /__demo/reviews[?status=&product=]`
 * lists reviews by status (pending by default, newest first); `POST /__demo/reviews/:id`
 * `{ "status": "approved" | "rejected" | "pending" }` moderates one, and the product's rating follows.
 */
demoApp.get('/reviews', async (c) => {
  const q = parseQuery(c, ReviewQueueQuerySchema);
  const rows = await c.env.DB.prepare(
    'SELECT id, product_id, user_id, name, rating, text, verified, status, created_at FROM reviews WHERE status = ?1 AND (?2 IS NULL OR product_id = ?2) ORDER BY id DESC LIMIT 200',
  )
    .bind(q.status, q.product ?? null)
    .all<{
      id: number;
      product_id: number;
      user_id: number | null;
      name: string;
      rating: number;
      text: string;
      verified: number;
      status: string;
      created_at: string;
    }>();
  return c.json({
    data: rows.results.map((r) => ({
      id: r.id,
      productId: r.product_id,
      userId: r.user_id,
      name: r.name,
      rating: r.rating,
      text: r.text,
      verified: r.verified === 1,
      status: r.status,
      createdAt: r.created_at,
    })),
  });
});

demoApp.post('/reviews/:id', async (c) => {
  const id = Number(c.req.param('id'));
  const body = await parseBody(c, z.object({ status: ReviewStatusSchema }));
  if (!Number.isInteger(id) || id <= 0 || !(await setReviewStatus(c.env.DB, id, body.status)))
    return c.json({ errors: [{ title: 'Review not found', status: 404 }] }, 404);
  return c.json({ data: { id, status: body.status } });
});

const OutboxQuerySchema = z.object({ order: z.string().max(40).optional(), to: z.string().max(320).optional() });

/**
 * The store's mail outbox, newest first (the demo sends no e-mail): `?order=<code>` or `?to=<e-mail>`
 * narrow it. What a developer reads to see the withdrawal acknowledgement (docs/OPERATIONS.md).
 */
demoApp.get('/outbox', async (c) => {
  const q = parseQuery(c, OutboxQuerySchema);
  const rows = await c.env.DB.prepare(
    'SELECT * FROM mail_outbox WHERE (?1 IS NULL OR order_code = ?1) AND (?2 IS NULL OR recipient = ?2) ORDER BY id DESC LIMIT 100',
  )
    .bind(q.order ?? null, q.to?.toLowerCase() ?? null)
    .all<{
      id: number;
      created_at: string;
      recipient: string;
      kind: string;
      order_code: string | null;
      subject: string;
      body: string;
    }>();
  return c.json({
    data: rows.results.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      to: r.recipient,
      kind: r.kind,
      orderCode: r.order_code,
      subject: r.subject,
      body: r.body,
    })),
  });
});

/** Seed state: products seeded and how long it took (also logged by the worker), and this isolate's search facet index. */
/**
 * The store's back office putting a customer into customer groups (SPEC 6: groups change prices and,
 * for business groups, the product page's variant layout). Journeys make their own business
 * customer with it instead of sharing the seeded one. Takes effect at the customer's next login.
 */
demoApp.post('/users/groups', async (c) => {
  const body = await parseBody(
    c,
    z.object({ email: z.email(), groups: z.array(z.string().regex(/^[a-z0-9_-]{1,32}$/)).max(10) }),
  );
  const row = await c.env.DB.prepare('UPDATE users SET groups_json = ? WHERE email = ? RETURNING email')
    .bind(JSON.stringify(body.groups), body.email.toLowerCase())
    .first<{ email: string }>();
  if (!row) return c.json({ errors: [{ title: 'No such customer', field: 'email' }] }, 404);
  return c.json({ data: { email: row.email, groups: body.groups } });
});

demoApp.get('/seed', async (c) => {
  const state = await c.env.DB.prepare(
    'SELECT status, products, started_at, finished_at, duration_ms FROM seed_state WHERE id = 1',
  ).first();
  return c.json({ data: { state, lastSeedInThisIsolate: lastSeedReport, searchFacetIndex: facetIndexStats() } });
});
