import type { MiddlewareHandler } from 'hono';
import { escapeJsonForHtml } from '../../shared/page-payload';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * JSON answers (`/api/*`, `/__data/*`) never carry `<`, `>` or `&` as such: inside JSON they can only
 * stand in strings, where `\u003c` means the same to every JSON parser. So a search term, a CMS text
 * or a stored review such as `<script>…` comes back inert even if something renders the answer as
 * HTML (a sniffing proxy, a browser bug, a developer tool), on top of `nosniff`. Defence in depth for
 * data the shopper or an editor controls.
 */
export const htmlSafeJson: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (c.req.method === 'HEAD' || !JSON_TYPE.test(type) || c.res.body === null) return;
  const { status, statusText } = c.res;
  const text = await c.res.text();
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  const body = escapeJsonForHtml(text);
  // Replace rather than merge: assigning over a response copies its old headers back in.
  c.res = undefined;
  c.res = new Response(body, { status, statusText, headers });
};
