/**
 * The demo content API (CMS), mounted at /content by demo-backend/src/index.ts:
 *   GET  /url-rewrite?lang=&path=            → UrlRewrite | 404
 *   GET  /redirect?route=&path=&slug=&type=  → { redirectPath } (404 with redirectPath = path when none)
 *   GET  /menu-object/:code?lang=            → MenuObject | 404
 *   POST /graphql                            → graphql-yoga (content-queries.ts documents)
 * /catalog/* and /search are the store engineer's (they read products from D1).
 * Errors use the store envelope shape `{ errors: [{ title, field?, status }] }` so the storefront has one
 * error reader.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { MenuCodeSchema } from '../../../shared/contracts/content';
import { findRedirect, normaliseRedirectPath } from '../seed/content-redirects';
import { contentSeed } from '../seed/content-seed';
import { GRAPHQL_ENDPOINT, contentYoga } from './content-graphql';
import { LOCALE_HEADER, resolveLocale } from './content-locale';
import { findUrlRewrite } from './url-rewrite-index';

export const contentApp = new Hono();

type Status = 400 | 404 | 405;
const fail = (c: Context, status: Status, title: string, field?: string) =>
  c.json({ errors: [{ title, status, ...(field ? { field } : {}) }] }, status);

const firstIssue = (e: z.ZodError) => ({
  title: e.issues[0]?.message ?? 'invalid input',
  field: e.issues[0]?.path.join('.'),
});

const UrlRewriteQuery = z.object({
  lang: z.string().optional(),
  path: z.string({ error: 'path is required' }).min(1, 'path is required').max(2000),
});

contentApp.get('/url-rewrite', (c) => {
  const q = UrlRewriteQuery.safeParse(c.req.query());
  if (!q.success) {
    const i = firstIssue(q.error);
    return fail(c, 400, i.title, i.field);
  }
  const locale = resolveLocale(q.data.lang, c.req.header(LOCALE_HEADER));
  if (!locale.ok) return fail(c, 400, locale.message, 'lang');
  const found = findUrlRewrite(locale.locale, q.data.path);
  return found ? c.json(found) : fail(c, 404, `no content at ${q.data.path}`);
});

const RedirectQuery = z.object({
  route: z.string().max(200).optional(),
  path: z.string({ error: 'path is required' }).min(1, 'path is required').max(2000),
  slug: z.string().max(500).optional(),
  type: z.string().max(100).optional(),
});

contentApp.get('/redirect', (c) => {
  const q = RedirectQuery.safeParse(c.req.query());
  if (!q.success) {
    const i = firstIssue(q.error);
    return fail(c, 400, i.title, i.field);
  }
  const hit = findRedirect(q.data.path);
  // No redirect: answer the path itself (the storefront turns "same path" into a 404) with status 404.
  if (!hit) return c.json({ redirectPath: normaliseRedirectPath(q.data.path) }, 404);
  return c.json({ redirectPath: hit.to });
});

const MenuQuery = z.object({ lang: z.string().optional() });

contentApp.get('/menu-object/:code', (c) => {
  const code = MenuCodeSchema.safeParse(c.req.param('code'));
  if (!code.success) return fail(c, 404, `unknown menu "${c.req.param('code')}"`, 'code');
  const q = MenuQuery.safeParse(c.req.query());
  if (!q.success) return fail(c, 400, 'invalid query');
  const locale = resolveLocale(q.data.lang, c.req.header(LOCALE_HEADER));
  if (!locale.ok) return fail(c, 400, locale.message, 'lang');
  return c.json(contentSeed(locale.locale).menus[code.data]);
});

contentApp.on(['POST', 'GET'], '/graphql', async (c) => {
  // yoga matches its endpoint on the full path; when this app is used unmounted (tests) the path lacks /content.
  const url = new URL(c.req.url);
  const req =
    url.pathname === GRAPHQL_ENDPOINT ? c.req.raw : new Request(new URL(GRAPHQL_ENDPOINT + url.search, url), c.req.raw);
  return contentYoga().fetch(req, {});
});
