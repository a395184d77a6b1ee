import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { CatalogChangeSchema, recordCatalogChange } from '../cache/catalog-changes';
import { HOOK_SIGNATURE_HEADER, HOOK_TIMESTAMP_HEADER, hookSignedBytes, verifyHmacHex } from '../../shared/hmac';

/**
 * `POST /__hooks/catalog`: the store tells the edge which products and categories changed (a price,
 * stock, a name, a category's listing), and every cached page and upstream read that shows one of
 * them stops being served (worker/cache/catalog-changes.ts). Server to server: signed with the
 * shared CATALOG_HOOK_SECRET (HMAC-SHA256 over "<timestamp>.<body>", shared/hmac.ts), the timestamp
 * within MAX_SKEW_S of the edge's clock, and each delivery accepted once: the change log remembers
 * every delivery it stored (the body's `delivery` id, else the signature) for longer than that window,
 * so a captured call sent again is refused (409). No secret configured: the hook does not exist (404). How a store calls it:
 * docs/OPERATIONS.md, "Catalogue changes: the store's webhook".
 *
 *   body    {"delivery":"d-123","products":[101,102],"categories":[11]}
 *           (ids; either list may be absent, at most 1000 each; `delivery`, optional: the store's id of the
 *           call, so a retry of it, re-signed or not, is stored once)
 *   answer  202 {"accepted":{"products":2,"categories":1}} once the change is stored in the log;
 *           400 names the field (or says the body is unreadable); 401 bad signature or time;
 *           409 this signed call was accepted before; 413 body over MAX_BODY_BYTES; 503 the log is
 *           unreachable (nothing stored: send it again)
 *
 * Under abuse (issue 51): the timestamp and the signature's form are checked from the headers before
 * any of the body is read; the body is read as a stream and given up past MAX_BODY_BYTES bytes (bytes,
 * not characters), so an unsigned 4 MB body costs the edge 64 KB; a body that cannot be read (a broken
 * chunked encoding, a cut connection) is a 400, never a 500.
 */
export const hooksApp = new Hono<AppEnv>();

const MAX_SKEW_S = 300;
export const MAX_BODY_BYTES = 64 * 1024;
const SIGNATURE = /^(?:sha256=)?([0-9a-f]{64})$/;

type BodyRead = { bytes: Uint8Array } | { tooBig: true } | { unreadable: true };

/** The request's body, at most `max` bytes of it: reading stops (and the stream is cancelled) past that. */
async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<BodyRead> {
  if (!body) return { bytes: new Uint8Array() };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        reader.cancel().catch(() => undefined);
        return { tooBig: true };
      }
      chunks.push(value);
    }
  } catch {
    return { unreadable: true };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes };
}

hooksApp.post('/catalog', async (c) => {
  const secret = c.env.CATALOG_HOOK_SECRET;
  if (!secret) return c.notFound();
  // Everything the headers can tell, before a byte of the body is read.
  const timestamp = c.req.header(HOOK_TIMESTAMP_HEADER) ?? '';
  const skew = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!/^\d{9,11}$/.test(timestamp) || !(skew <= MAX_SKEW_S))
    return c.json({ error: `${HOOK_TIMESTAMP_HEADER} missing or more than ${MAX_SKEW_S} s off` }, 401);
  const signature = SIGNATURE.exec(c.req.header(HOOK_SIGNATURE_HEADER) ?? '')?.[1];
  if (!signature) return c.json({ error: `${HOOK_SIGNATURE_HEADER} missing or not sha256=<64 hex digits>` }, 401);
  const tooBig = () => c.json({ error: `body over ${MAX_BODY_BYTES} bytes` }, 413);
  const declared = c.req.header('content-length');
  if (declared !== undefined && !(Number(declared) <= MAX_BODY_BYTES)) return tooBig();

  const read = await readCapped(c.req.raw.body, MAX_BODY_BYTES);
  if ('tooBig' in read) return tooBig();
  if ('unreadable' in read) return c.json({ error: 'body could not be read' }, 400);
  if (!(await verifyHmacHex(secret, hookSignedBytes(timestamp, read.bytes), signature)))
    return c.json({ error: `${HOOK_SIGNATURE_HEADER} does not match` }, 401);

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    return c.json({ error: 'body is not JSON (UTF-8)' }, 400);
  }
  const parsed = CatalogChangeSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return c.json({ error: `${issue.path.join('.') || '(body)'}: ${issue.message}` }, 400);
  }
  let result: Awaited<ReturnType<typeof recordCatalogChange>>;
  try {
    // One delivery is the store's delivery id where it sends one, else the signed call itself.
    const delivery = parsed.data.delivery ? `delivery:${parsed.data.delivery}` : `signature:${signature}`;
    result = await recordCatalogChange(c.env, parsed.data, delivery);
  } catch (e) {
    console.error(`[catalog-hook] change log unreachable, nothing stored: ${String(e)}`);
    c.header('retry-after', '5');
    return c.json({ error: 'change log unreachable, nothing stored: send the change again' }, 503);
  }
  if (!result.stored) return c.json({ error: 'this delivery was accepted before (a replay)' }, 409);
  return c.json(
    { accepted: { products: new Set(parsed.data.products).size, categories: new Set(parsed.data.categories).size } },
    202,
  );
});
