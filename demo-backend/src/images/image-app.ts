/**
 * The demo image CDN, mounted at /image by demo-backend/src/index.ts (spec 7 "Images"):
 *   GET /{style}-w{w}-h{h}-crop-upscale/{path}        → PNG, exactly w×h
 *   GET /{style}-w{w}-h{h}-crop-upscale/{path}.webp   → lossless WebP, exactly w×h (same picture)
 *   GET /download/{path}                              → a generated PDF (*.pdf) or text file
 * Pictures are generated from the path (calm gradient + disc), so every URL works without stored files.
 * Responses are immutable per URL: long max-age plus an ETag; If-None-Match answers 304.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { fnv1a32 } from '../../../shared/fnv1a-hash';
import { demoDownload } from './demo-pdf';
import { encodePng } from './png-encoder';
import { picture } from './placeholder-picture';
import { encodeWebpLossless } from './webp-encoder';

/** Style presets the CDN knows (a real CDN rejects unknown presets too). */
export const IMAGE_STYLES = [
  'product',
  'box',
  'detail',
  'thumbnail',
  'gallery',
  'category',
  'banner',
  'article',
  'author',
  'brand',
  'branch',
  'employee',
  'content',
  'icon',
  'logo',
  'default',
  'original',
] as const;
import { IMAGE_MAX_DIMENSION } from '../../../shared/image-url';

export { IMAGE_MAX_DIMENSION };
/** Bump when the generated pictures change, so ETags change with them. */
const PICTURE_VERSION = 1;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const imageApp = new Hono();

const SAFE_PATH = /^[A-Za-z0-9._~/-]{1,400}$/;
const PathSchema = z
  .string()
  .regex(SAFE_PATH, 'path has unsupported characters')
  .refine((p) => !p.split('/').some((s) => s === '' || s === '.' || s === '..'), 'path has empty or dot segments');

const dimension = z.coerce.number().int().min(1).max(IMAGE_MAX_DIMENSION);
const SpecSchema = z.object({ style: z.enum(IMAGE_STYLES), w: dimension, h: dimension });
const SPEC = /^([a-z0-9_]+)-w(\d{1,5})-h(\d{1,5})-crop-upscale$/;

const fail = (c: Context, status: 400 | 404, title: string) => c.json({ errors: [{ title, status }] }, status);

/** Small per-isolate cache: the big sizes cost real CPU to encode and tests/benchmarks repeat URLs. */
const encoded = new Map<string, Uint8Array>();
const ENCODED_MAX = 64;
function remember(key: string, bytes: Uint8Array): void {
  if (encoded.size >= ENCODED_MAX) encoded.delete(encoded.keys().next().value as string);
  encoded.set(key, bytes);
}

function notModified(c: Context, etag: string): Response | null {
  const inm = c.req.header('if-none-match');
  if (inm?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': CACHE_CONTROL } });
  }
  return null;
}

const bytesResponse = (bytes: Uint8Array, headers: Record<string, string>) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, { headers });

imageApp.get('/download/*', (c) => {
  const raw = c.req.path.replace(/^.*?\/download\//, '');
  const parsed = PathSchema.safeParse(decodeURIComponent(raw));
  if (!parsed.success) return fail(c, 400, parsed.error.issues[0]?.message ?? 'bad path');
  const path = parsed.data;
  const name = path.split('/').pop() ?? 'file';
  const etag = `"dl-${PICTURE_VERSION}-${fnv1a32(path).toString(36)}"`;
  const nm = notModified(c, etag);
  if (nm) return nm;
  const { body, contentType } = demoDownload(path);
  return bytesResponse(body, {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${name.replace(/"/g, '')}"`,
    'cache-control': CACHE_CONTROL,
    etag,
  });
});

imageApp.get('/:spec/*', async (c) => {
  const m = SPEC.exec(c.req.param('spec'));
  if (!m) return fail(c, 404, 'unknown image URL: expected /{style}-w{w}-h{h}-crop-upscale/{path}');
  const spec = SpecSchema.safeParse({ style: m[1], w: m[2], h: m[3] });
  if (!spec.success)
    return fail(
      c,
      400,
      `bad image spec: ${spec.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  const rest = c.req.path.slice(c.req.path.indexOf(`/${c.req.param('spec')}/`) + c.req.param('spec').length + 2);
  const parsedPath = PathSchema.safeParse(decodeURIComponent(rest));
  if (!parsedPath.success) return fail(c, 400, parsedPath.error.issues[0]?.message ?? 'bad path');
  const webp = parsedPath.data.toLowerCase().endsWith('.webp');
  const path = webp ? parsedPath.data.slice(0, -'.webp'.length) : parsedPath.data;
  if (path.length === 0) return fail(c, 400, 'empty path');
  const { style, w, h } = spec.data;

  const key = `${PICTURE_VERSION}|${style}|${w}|${h}|${webp ? 'webp' : 'png'}|${path}`;
  const etag = `"img-${fnv1a32(key).toString(36)}-${w}x${h}"`;
  const nm = notModified(c, etag);
  if (nm) return nm;

  let bytes = encoded.get(key);
  if (!bytes) {
    // The style does not change the picture: one path is one picture, at whatever size a preset asks for.
    const rows = picture(path, w, h);
    bytes = webp ? encodeWebpLossless(rows, w, h) : await encodePng(rows, w, h);
    remember(key, bytes);
  }
  return bytesResponse(bytes, {
    'content-type': webp ? 'image/webp' : 'image/png',
    'cache-control': CACHE_CONTROL,
    etag,
    'x-image-size': `${w}x${h}`,
  });
});
