import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { defaultCache } from '../upstream/read-cache';
import { UpstreamError } from '../upstream/upstream-error';
import { upstreamFetch } from '../upstream/upstream-fetch';
import { countEvent } from '../ops/stats';

/** `{style}-w{w}-h{h}-crop-upscale/{path}` and `download/...`: plain path characters only. */
const IMAGE_PATH = /^\/[A-Za-z0-9._~/-]{1,512}$/;

/**
 * `/image/*` → the image CDN, kept in the Cache API with a long max-age (image URLs are
 * content-addressed by style and path, so they never change under the same URL).
 */
export async function imageProxy(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405);
  const rest = c.req.path.slice('/image'.length);
  if (!IMAGE_PATH.test(rest) || rest.split('/').some((s) => s === '..' || s === '.')) return c.text('Not found', 404);

  const cache = defaultCache();
  const key = new Request(new URL(c.req.path, c.req.url).toString());
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) {
    countEvent('image.cache-hit');
    // Cache answers have immutable headers; later middleware (secure headers) adds to them.
    return new Response(hit.body, hit);
  }
  let res: Response;
  try {
    res = await upstreamFetch(
      c.env,
      `${c.get('domain').upstreams.image}${rest}`,
      { method: 'GET' },
      {
        timeoutMs: c.get('domain').upstreams.timeoutMs,
      },
    );
  } catch (e) {
    if (e instanceof UpstreamError) return c.text('Image unavailable', e.status === 504 ? 504 : 502);
    throw e;
  }
  if (!res.ok) return c.text(res.status === 404 ? 'Not found' : 'Image unavailable', res.status === 404 ? 404 : 502);
  countEvent('image.cache-miss');
  const ttl = c.get('domain').cache.imageTtlSeconds;
  const headers = new Headers({
    'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
    'cache-control': `public, max-age=${ttl}, immutable`,
  });
  const response = new Response(res.body, { status: 200, headers });
  if (ttl > 0) c.executionCtx.waitUntil(cache.put(key, response.clone()).catch(() => undefined));
  return response;
}
