import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { defaultCache } from '../upstream/read-cache';
import { UpstreamError } from '../upstream/upstream-error';
import { upstreamFetch } from '../upstream/upstream-fetch';
import { countEvent } from '../ops/stats';
import { IMAGE_MAX_DIMENSION } from '../../shared/image-url';

/** `{style}-w{w}-h{h}-crop-upscale/{path}` and `download/...`: plain path characters only. */
const IMAGE_PATH = /^\/[A-Za-z0-9._~/-]{1,512}$/;
/** The size segment of a rendered image. */
const SIZE_SEGMENT = /^\/[a-z0-9_]+-w(\d+)-h(\d+)-crop-upscale\//;

/** A size the CDN renders: 1..IMAGE_MAX_DIMENSION (it refuses anything else, issue 11.10). */
const renderable = (n: number) => Number.isInteger(n) && n >= 1 && n <= IMAGE_MAX_DIMENSION;

/**
 * `/image/*` → the image CDN, kept in the Cache API with a long max-age (image URLs are
 * content-addressed by style and path, so they never change under the same URL).
 */
export async function imageProxy(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405);
  const rest = c.req.path.slice('/image'.length);
  if (!IMAGE_PATH.test(rest) || rest.split('/').some((s) => s === '..' || s === '.')) return c.text('Not found', 404);
  const size = SIZE_SEGMENT.exec(rest);
  if (size && !(renderable(Number(size[1])) && renderable(Number(size[2]))))
    return c.text(`Image sizes are 1 to ${IMAGE_MAX_DIMENSION} pixels`, 400);

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
  // The CDN's own refusals (a bad size, an unknown path) are the client's error: keep the 4xx.
  if (res.status >= 400 && res.status < 500)
    return c.text(res.status === 404 ? 'Not found' : 'Bad image request', res.status === 404 ? 404 : 400);
  if (!res.ok) return c.text('Image unavailable', 502);
  countEvent('image.cache-miss');
  const ttl = c.get('domain').cache.imageTtlSeconds;
  const headers = new Headers({
    'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
    'cache-control': `public, max-age=${ttl}, immutable`,
  });
  // Downloads (`/image/download/...`) keep their file name and attachment disposition.
  const disposition = res.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  const response = new Response(res.body, { status: 200, headers });
  if (ttl > 0) c.executionCtx.waitUntil(cache.put(key, response.clone()).catch(() => undefined));
  return response;
}
