import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { CatalogChangeSchema, recordCatalogChange } from '../cache/catalog-changes';
import { HOOK_SIGNATURE_HEADER, HOOK_TIMESTAMP_HEADER, hookSignedText, verifyHmacHex } from '../../shared/hmac';

/**
 * `POST /__hooks/catalog`: the store tells the edge which products and categories changed (a price,
 * stock, a name, a category's listing), and every cached page and upstream read that shows one of
 * them stops being served (worker/cache/catalog-changes.ts). Server to server: signed with the
 * shared CATALOG_HOOK_SECRET (HMAC-SHA256 over "<timestamp>.<body>", shared/hmac.ts), the timestamp
 * within MAX_SKEW_S of the edge's clock so a captured call cannot be replayed later. No secret
 * configured: the hook does not exist (404). How a store calls it: docs/OPERATIONS.md, "Catalogue changes: the store.s webhook".
 *
 *   body    {"products":[101,102],"categories":[11]}   (ids; either list may be absent, at most 1000 each)
 *   answer  202 {"accepted":{"products":2,"categories":1}}; 400 names the field; 401 bad signature or time
 */
export const hooksApp = new Hono<AppEnv>();

const MAX_SKEW_S = 300;
const MAX_BODY_BYTES = 64 * 1024;

hooksApp.post('/catalog', async (c) => {
  const secret = c.env.CATALOG_HOOK_SECRET;
  if (!secret) return c.notFound();
  // Refused before it is read when it says it is too big; measured after reading when it does not say.
  const tooBig = () => c.json({ error: `body over ${MAX_BODY_BYTES} bytes` }, 413);
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) return tooBig();
  const body = await c.req.text();
  if (body.length > MAX_BODY_BYTES) return tooBig();
  const timestamp = c.req.header(HOOK_TIMESTAMP_HEADER) ?? '';
  const signature = (c.req.header(HOOK_SIGNATURE_HEADER) ?? '').replace(/^sha256=/, '');
  const skew = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!/^\d{9,11}$/.test(timestamp) || !(skew <= MAX_SKEW_S))
    return c.json({ error: `${HOOK_TIMESTAMP_HEADER} missing or more than ${MAX_SKEW_S} s off` }, 401);
  if (!(await verifyHmacHex(secret, hookSignedText(timestamp, body), signature)))
    return c.json({ error: `${HOOK_SIGNATURE_HEADER} does not match` }, 401);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return c.json({ error: 'body is not JSON' }, 400);
  }
  const parsed = CatalogChangeSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return c.json({ error: `${issue.path.join('.') || '(body)'}: ${issue.message}` }, 400);
  }
  await recordCatalogChange(c.env.CACHE_KV, parsed.data);
  return c.json(
    { accepted: { products: parsed.data.products.length, categories: parsed.data.categories.length } },
    202,
  );
});
