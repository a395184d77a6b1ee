/**
 * Accounts: register, OAuth login/logout (mounted at /api/oauth), user read/patch, password change,
 * forgot/reset password (tokens in D1, readable through /__demo/tokens), addresses, orders with CSV
 * export, credits.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  PasswordChangeRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UserAddressPatchRequestSchema,
  UserAddressRequestSchema,
  UserPatchRequestSchema,
  type UserAddress,
} from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import { orderFromRow, type OrderRow } from './checkout-routes';
import { hashPassword, verifyPassword } from './passwords';
import {
  fail,
  nowIso,
  parseBody,
  parseQuery,
  requestPrefs,
  type RequestPrefs,
  type StoreContext,
} from './store-context';
import { CZK_PER_EUR } from './store-reference-data';
import {
  bearerToken,
  createSession,
  issueUserToken,
  requireUser,
  SESSION_TTL_S,
  userDoc,
  userView,
  type UserDoc,
  type UserRow,
} from './user-service';

export const userRoutes = new Hono<DemoAppEnv>();
export const oauthRoutes = new Hono<DemoAppEnv>();

oauthRoutes.post('/login', async (c) => {
  const body = await parseBody(c, LoginRequestSchema);
  const user = await c.env.DB.prepare('SELECT * FROM users WHERE email = ?')
    .bind(body.email.toLowerCase())
    .first<UserRow>();
  if (!user || !(await verifyPassword(body.password, user.password_hash)))
    return fail(401, 'Invalid e-mail or password', undefined, 'invalid_credentials');
  const token = await createSession(c.env.DB, user.id);
  return c.json({ data: { access_token: token, token_type: 'Bearer' as const, expires_in: SESSION_TTL_S } });
});

oauthRoutes.post('/logout', async (c) => {
  const token = bearerToken(c);
  if (token) await c.env.DB.prepare('DELETE FROM sessions WHERE token = ?').bind(token).run();
  return c.json({ data: { ok: true as const } });
});

userRoutes.post('/register', async (c) => {
  const body = await parseBody(c, RegisterRequestSchema);
  const email = body.email.toLowerCase();
  // Company, address and IČ DPH are kept as the user PATCH keeps them (one shape for both).
  const businessName = body.businessName?.trim() || null;
  const doc: UserDoc = {
    phone: body.phone ?? null,
    address: body.address ?? null,
    business: businessName ? { name: businessName, tin: body.tin ?? '', vatin: body.vatin ?? null } : null,
    newsletter: body.newsletter ?? false,
    ...(body.attributes?.custom ? { custom: body.attributes.custom } : {}),
  };
  const row = await c.env.DB.prepare(
    'INSERT INTO users (email, password_hash, first_name, last_name, groups_json, credits, doc, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING *',
  )
    .bind(email, await hashPassword(body.password), body.firstName, body.lastName, '[]', JSON.stringify(doc), nowIso())
    .first<UserRow>();
  if (!row) return fail(422, 'This e-mail is already registered', 'email', 'email_taken');
  await issueUserToken(c.env.DB, email, 'activation');
  if (body.newsletter)
    await c.env.DB.prepare(
      'INSERT OR IGNORE INTO newsletter_subscriptions (email, source, created_at) VALUES (?, ?, ?)',
    )
      .bind(email, 'register', nowIso())
      .run();
  return c.json({ data: userView(row) }, 201);
});

userRoutes.get('/user', async (c) => c.json({ data: userView(await requireUser(c)) }));

userRoutes.patch('/user', async (c) => {
  const body = await parseBody(c, UserPatchRequestSchema);
  const user = await requireUser(c);
  const doc = userDoc(user);
  const next: UserDoc = {
    ...doc,
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
    ...(body.newsletter !== undefined ? { newsletter: body.newsletter } : {}),
    ...(body.address !== undefined ? { address: body.address } : {}),
    custom: { ...doc.custom, ...body.attributes?.custom },
  };
  if (body.businessName !== undefined || body.tin !== undefined || body.vatin !== undefined) {
    const name = body.businessName !== undefined ? body.businessName : (doc.business?.name ?? null);
    next.business = name
      ? {
          name,
          tin: body.tin ?? doc.business?.tin ?? '',
          vatin: body.vatin !== undefined ? body.vatin : (doc.business?.vatin ?? null),
        }
      : null;
  }
  const row = await c.env.DB.prepare('UPDATE users SET first_name = ?, last_name = ?, doc = ? WHERE id = ? RETURNING *')
    .bind(body.firstName ?? user.first_name, body.lastName ?? user.last_name, JSON.stringify(next), user.id)
    .first<UserRow>();
  return c.json({ data: userView(row!) });
});

userRoutes.patch('/user/password', async (c) => {
  const body = await parseBody(c, PasswordChangeRequestSchema);
  const user = await requireUser(c);
  if (!(await verifyPassword(body.old_password, user.password_hash)))
    fail(422, 'The current password is not correct', 'old_password', 'wrong_password');
  await c.env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = ?')
    .bind(await hashPassword(body.password), user.id)
    .run();
  return c.json({ data: { ok: true as const } });
});

/** Always 200, so the form does not reveal which e-mails have accounts; the token waits in D1. */
userRoutes.post('/forgot-password', async (c) => {
  const body = await parseBody(c, ForgotPasswordRequestSchema);
  const email = body.email.toLowerCase();
  const user = await c.env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first();
  if (user) await issueUserToken(c.env.DB, email, 'reset');
  return c.json({ data: { ok: true as const } });
});

const RESET_TTL_MS = 24 * 3600_000;

userRoutes.post('/reset-password', async (c) => {
  const body = await parseBody(c, ResetPasswordRequestSchema);
  const email = body.email.toLowerCase();
  const token = await c.env.DB.prepare(
    "SELECT * FROM user_tokens WHERE token = ? AND email = ? AND kind = 'reset' AND used_at IS NULL",
  )
    .bind(body.token, email)
    .first<{ created_at: string }>();
  if (!token || Date.now() - Date.parse(token.created_at) > RESET_TTL_MS)
    return fail(422, 'The reset link is invalid or has expired', 'token', 'reset_token_invalid');
  // New password, token spent, every session of the account ended.
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE users SET password_hash = ? WHERE email = ?').bind(
      await hashPassword(body.password),
      email,
    ),
    c.env.DB.prepare('UPDATE user_tokens SET used_at = ? WHERE token = ?').bind(nowIso(), body.token),
    c.env.DB.prepare('DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)').bind(email),
  ]);
  return c.json({ data: { ok: true as const } });
});

userRoutes.get('/user/credits/amount', async (c) => {
  const user = await requireUser(c);
  const currency = requestPrefs(c).currency;
  return c.json({
    data: {
      amount: currency === 'EUR' ? user.credits : Math.round(user.credits * CZK_PER_EUR * 100) / 100,
      currencyCode: currency,
    },
  });
});

// --- addresses -------------------------------------------------------------------------------

const addressView = (row: { id: number; doc: string }): UserAddress => ({
  ...(JSON.parse(row.doc) as Omit<UserAddress, 'id'>),
  id: row.id,
});

userRoutes.get('/user/addresses', async (c) => {
  const user = await requireUser(c);
  const rows = await c.env.DB.prepare('SELECT id, doc FROM addresses WHERE user_id = ? ORDER BY id')
    .bind(user.id)
    .all<{ id: number; doc: string }>();
  return c.json({ data: rows.results.map(addressView) });
});

userRoutes.post('/user/addresses', async (c) => {
  const body = await parseBody(c, UserAddressRequestSchema);
  const user = await requireUser(c);
  const statements = body.isDefault
    ? [
        c.env.DB.prepare(
          "UPDATE addresses SET doc = json_set(doc, '$.isDefault', json('false')) WHERE user_id = ?",
        ).bind(user.id),
      ]
    : [];
  const results = await c.env.DB.batch<{ id: number; doc: string }>([
    ...statements,
    c.env.DB.prepare('INSERT INTO addresses (user_id, doc) VALUES (?, ?) RETURNING id, doc').bind(
      user.id,
      JSON.stringify(body),
    ),
  ]);
  const row = results.at(-1)?.results[0];
  return row
    ? c.json({ data: addressView(row) }, 201)
    : fail(500, 'Could not save the address', undefined, 'server_error');
});

async function ownAddress(c: StoreContext, user: UserRow) {
  const row = await c.env.DB.prepare('SELECT id, doc FROM addresses WHERE id = ? AND user_id = ?')
    .bind(Number(c.req.param('id')), user.id)
    .first<{ id: number; doc: string }>();
  return row ?? fail(404, 'Address not found', undefined, 'address_not_found');
}

userRoutes.patch('/user/addresses/:id', async (c) => {
  const body = await parseBody(c, UserAddressPatchRequestSchema);
  const user = await requireUser(c);
  const row = await ownAddress(c, user);
  const next = { ...(JSON.parse(row.doc) as object), ...body };
  await c.env.DB.prepare('UPDATE addresses SET doc = ? WHERE id = ?').bind(JSON.stringify(next), row.id).run();
  return c.json({ data: addressView({ id: row.id, doc: JSON.stringify(next) }) });
});

userRoutes.delete('/user/addresses/:id', async (c) => {
  const user = await requireUser(c);
  const row = await ownAddress(c, user);
  await c.env.DB.prepare('DELETE FROM addresses WHERE id = ?').bind(row.id).run();
  return c.json({ data: { ok: true as const } });
});

// --- orders ----------------------------------------------------------------------------------

const OrdersQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  perPage: z.coerce.number().int().positive().max(100).default(10),
});

/** A user's orders (placed while logged in, or with registration at checkout). ?2 is unused on purpose:
 * matching guest orders by e-mail would show them to anyone who registers that address. */
const OWN_ORDERS = '(user_id = ?1 AND ?2 IS NOT NULL)';

userRoutes.get('/user/orders', async (c) => {
  const user = await requireUser(c);
  const q = parseQuery(c, OrdersQuerySchema);
  const [count, rows] = await c.env.DB.batch([
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${OWN_ORDERS}`).bind(user.id, user.email),
    c.env.DB.prepare(
      `SELECT * FROM orders WHERE ${OWN_ORDERS} ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4`,
    ).bind(user.id, user.email, q.perPage, (q.page - 1) * q.perPage),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return c.json({
    data: ((rows?.results ?? []) as OrderRow[]).map(orderFromRow),
    meta: {
      pagination: {
        total,
        perPage: q.perPage,
        currentPage: q.page,
        lastPage: Math.max(1, Math.ceil(total / q.perPage)),
      },
    },
  });
});

async function ownOrder(c: StoreContext, column: 'id' | 'code', value: string | number) {
  const user = await requireUser(c);
  const row = await c.env.DB.prepare(`SELECT * FROM orders WHERE ${column} = ?3 AND ${OWN_ORDERS}`)
    .bind(user.id, user.email, value)
    .first<OrderRow>();
  return row ? orderFromRow(row) : fail(404, 'Order not found', undefined, 'order_not_found');
}

userRoutes.get('/user/orders/code/:code', async (c) =>
  c.json({ data: await ownOrder(c, 'code', c.req.param('code')) }),
);
userRoutes.get('/user/orders/:id', async (c) => c.json({ data: await ownOrder(c, 'id', Number(c.req.param('id'))) }));

const csvCell = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;

/** Column names of the items export in the request's language (it opens in a spreadsheet as is). */
const EXPORT_COLUMNS: Record<RequestPrefs['locale'], string[]> = {
  sk: ['Kód', 'Názov', 'Množstvo', 'Cena za kus s DPH', 'Spolu s DPH', 'Mena'],
  cs: ['Kód', 'Název', 'Množství', 'Cena za kus s DPH', 'Celkem s DPH', 'Měna'],
  de: ['Code', 'Name', 'Menge', 'Stückpreis inkl. MwSt.', 'Gesamt inkl. MwSt.', 'Währung'],
};

userRoutes.get('/user/orders/:id/items/export', async (c) => {
  const order = await ownOrder(c, 'id', Number(c.req.param('id')));
  // sk, cs and de spreadsheets read a decimal comma (the columns are split by ';').
  const decimal = (n: number) => String(n).replace('.', ',');
  const lines = [
    EXPORT_COLUMNS[requestPrefs(c).locale].map(csvCell).join(';'),
    ...order.items.map((i) =>
      [
        i.catalogCode,
        i.name,
        i.amount,
        decimal(i.prices.unitWithTax),
        decimal(i.prices.totalWithTax),
        i.prices.currencyCode,
      ]
        .map(csvCell)
        .join(';'),
    ),
  ];
  // A UTF-8 byte-order mark first: without it Excel reads the file as Windows-1250 and garbles "č", "ž".
  return c.body(`\uFEFF${lines.join('\r\n')}\r\n`, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="order-${order.code}.csv"`,
  });
});

/** Image list of an order's items (CSV of image-CDN paths; the original returns an archive). */
userRoutes.get('/user/orders/:id/items/images/export', async (c) => {
  const order = await ownOrder(c, 'id', Number(c.req.param('id')));
  const lines = [
    'code;image',
    ...order.items
      .filter((i) => i.mainImage)
      .map((i) => [i.catalogCode, `/image/original-w0-h0-crop-upscale/${i.mainImage?.path}`].map(csvCell).join(';')),
  ];
  return c.body(`${lines.join('\r\n')}\r\n`, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="order-${order.code}-images.csv"`,
  });
});
