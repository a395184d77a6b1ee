/** Newsletter subscription, contact form and the ARES company lookup (seeded companies). */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ActivateRequestSchema,
  ContactFormRequestSchema,
  NewsletterSubscribeRequestSchema,
} from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import { isValidCzechIco } from '../seed/seed-fixtures';
import { fail, nowIso, parseBody, parseQuery } from './store-context';
import { issueUserToken } from './user-service';

export const contactRoutes = new Hono<DemoAppEnv>();

/** SPEC 8: an already-subscribed e-mail answers 401 with a title, which the storefront shows as success. */
contactRoutes.post('/newsletter/subscribe', async (c) => {
  const body = await parseBody(c, NewsletterSubscribeRequestSchema);
  const email = body.email.toLowerCase();
  const r = await c.env.DB.prepare(
    'INSERT OR IGNORE INTO newsletter_subscriptions (email, source, created_at) VALUES (?, ?, ?)',
  )
    .bind(email, body.source ?? null, nowIso())
    .run();
  if (!r.meta.changes)
    return fail(401, 'This e-mail is already subscribed to our newsletter', undefined, 'already_subscribed');
  // Double opt-in: the confirmation link (/aktivovat?token=...) would be mailed; /__demo/tokens shows it.
  await issueUserToken(c.env.DB, email, 'activation');
  return c.json({ data: { email, source: body.source ?? null, confirmed: false } });
});

/** The confirmation link's token (newsletter or registration): confirms once, then stays confirmed. */
contactRoutes.post('/activate', async (c) => {
  const body = await parseBody(c, ActivateRequestSchema);
  const row = await c.env.DB.prepare("SELECT used_at FROM user_tokens WHERE token = ? AND kind = 'activation'")
    .bind(body.token)
    .first<{ used_at: string | null }>();
  if (!row) return fail(422, 'This confirmation link is not valid', 'token', 'activation_token_invalid');
  if (row.used_at === null)
    await c.env.DB.prepare('UPDATE user_tokens SET used_at = ? WHERE token = ?').bind(nowIso(), body.token).run();
  return c.json({ data: { confirmed: true, alreadyConfirmed: row.used_at !== null } });
});

contactRoutes.post('/contact-form', async (c) => {
  const body = await parseBody(c, ContactFormRequestSchema);
  const createdAt = nowIso();
  const row = await c.env.DB.prepare('INSERT INTO contact_messages (doc, created_at) VALUES (?, ?) RETURNING id')
    .bind(JSON.stringify(body), createdAt)
    .first<{ id: number }>();
  return c.json({ data: { id: row!.id, createdAt } }, 201);
});

const AresQuerySchema = z.object({
  ico: z
    .string()
    .trim()
    .regex(/^\d{8}$/, 'IČO has 8 digits'),
});

contactRoutes.get('/ares/ico', async (c) => {
  const q = parseQuery(c, AresQuerySchema);
  if (!isValidCzechIco(q.ico)) fail(422, 'This IČO is not valid (checksum)', 'ico', 'ico_invalid');
  const row = await c.env.DB.prepare('SELECT doc FROM companies WHERE ico = ?').bind(q.ico).first<{ doc: string }>();
  if (!row) fail(404, 'No company with this IČO was found', 'ico', 'ico_not_found');
  const company = JSON.parse(row!.doc) as {
    ico: string;
    dic: string;
    name: string;
    street: string;
    city: string;
    postcode: string;
    countryCode: string;
  };
  return c.json({
    data: {
      ico: company.ico,
      dic: company.dic,
      name: company.name,
      address: {
        street: company.street,
        city: company.city,
        postcode: company.postcode,
        countryCode: company.countryCode,
      },
    },
  });
});
