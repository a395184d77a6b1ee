/**
 * The locale's message table as a file of its own: `/__messages/<locale>.<hash>.json`, immutable
 * (the hash is the table's), so a browser fetches each locale's ~39 KB once instead of with every
 * page's HTML. The page names it in its shell data and preloads it from its head; the browser
 * reads it before hydrating (client/entry.tsx).
 */
import type { Context } from 'hono';
import { fnv1a32Hex } from '../../shared/fnv1a-hash';
import { messagesFor } from '../../shared/i18n/dictionary';
import { LocaleSchema, type Locale } from '../../shared/i18n/locales';
import { MESSAGES_PATH_PREFIX, serializeForScript } from '../../shared/page-payload';

interface MessagesAsset {
  json: string;
  path: string;
}

const assets = new Map<Locale, MessagesAsset>();

/** The locale's table and the path it is served at (built once per isolate). */
export function messagesAsset(locale: Locale): MessagesAsset {
  let asset = assets.get(locale);
  if (!asset) {
    // Escaped as for a script element: inert even if something renders the answer as HTML.
    const json = serializeForScript(messagesFor(locale));
    asset = { json, path: `${MESSAGES_PATH_PREFIX}${locale}.${fnv1a32Hex(json)}.json` };
    assets.set(locale, asset);
  }
  return asset;
}

const FILE = /^([a-z]{2})\.([0-9a-f]{8})\.json$/;

/**
 * `GET /__messages/<locale>.<hash>.json`. The current table is immutable under its hash. A page
 * cached before a deploy asks for the old hash: it gets today's table, never cached, rather than
 * an error that would leave it unhydrated.
 */
export function serveMessages(c: Context): Response | Promise<Response> {
  const match = FILE.exec(c.req.param('file') ?? '');
  const locale = LocaleSchema.safeParse(match?.[1]);
  if (!match || !locale.success) return c.notFound();
  const asset = messagesAsset(locale.data);
  const current = asset.path.endsWith(`.${match[2]}.json`);
  return c.body(asset.json, 200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}
