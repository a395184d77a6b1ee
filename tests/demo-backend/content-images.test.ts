/**
 * The demo image CDN: exact sizes for PNG and WebP, cache headers and ETag/304, downloads, bad input.
 * Until demo-backend/src/index.ts mounts the image app at /image, requests go to the app directly.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { imageApp } from '../../demo-backend/src/images/image-app';

let mounted = false;
beforeAll(async () => {
  const r = await SELF.fetch('https://demo/image/product-w10-h10-crop-upscale/probe.jpg');
  mounted = r.status === 200 && (r.headers.get('content-type') ?? '').startsWith('image/');
});
const image = (path: string, init?: RequestInit): Promise<Response> =>
  mounted ? SELF.fetch(`https://demo/image${path}`, init) : Promise.resolve(imageApp.request(path, init));

function pngSize(bytes: Uint8Array): [number, number] {
  const v = new DataView(bytes.buffer, bytes.byteOffset);
  expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return [v.getUint32(16), v.getUint32(20)];
}
function webpSize(bytes: Uint8Array): [number, number] {
  const tag = (at: number) => String.fromCharCode(...bytes.slice(at, at + 4));
  expect(tag(0)).toBe('RIFF');
  expect(tag(8)).toBe('WEBP');
  expect(tag(12)).toBe('VP8L');
  expect(bytes[20]).toBe(0x2f);
  const bits =
    (bytes[21] as number) |
    ((bytes[22] as number) << 8) |
    ((bytes[23] as number) << 16) |
    ((bytes[24] as number) << 24);
  return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
}

describe('images', () => {
  for (const [w, h] of [
    [255, 270],
    [300, 400],
    [56, 56],
    [1, 1],
    [2000, 2000],
  ] as const) {
    test(`png ${w}x${h}`, async () => {
      const r = await image(`/product-w${w}-h${h}-crop-upscale/products/12/main.jpg`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await r.arrayBuffer()))).toEqual([w, h]);
    });
    test(`webp ${w}x${h}`, async () => {
      const r = await image(`/product-w${w}-h${h}-crop-upscale/products/12/main.jpg.webp`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/webp');
      expect(webpSize(new Uint8Array(await r.arrayBuffer()))).toEqual([w, h]);
    });
  }
  test('deterministic, long-cached, ETag and 304', async () => {
    const a = await image('/banner-w800-h300-crop-upscale/home-banners/1-desktop.jpg');
    const b = await image('/banner-w800-h300-crop-upscale/home-banners/1-desktop.jpg');
    expect(new Uint8Array(await a.arrayBuffer())).toEqual(new Uint8Array(await b.arrayBuffer()));
    expect(a.headers.get('cache-control')).toContain('max-age=31536000');
    const etag = a.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const c = await image('/banner-w800-h300-crop-upscale/home-banners/1-desktop.jpg', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(c.status).toBe(304);
    const other = await image('/banner-w800-h300-crop-upscale/home-banners/2-desktop.jpg');
    expect(other.headers.get('etag')).not.toBe(etag);
  });
  test('bad input is 4xx', async () => {
    for (const path of [
      '/product-w0-h10-crop-upscale/a.jpg',
      '/product-w2001-h10-crop-upscale/a.jpg',
      '/product-w10-h99999-crop-upscale/a.jpg',
      '/nosuchstyle-w10-h10-crop-upscale/a.jpg',
      '/product-w10-h10-crop-upscale/a/..%2Fb.jpg', // (a literal ../ is resolved by the URL parser before any app sees it)
      '/product-w10-h10-crop-upscale/a%3Cb.jpg',
      '/product-w10-h10-crop-upscale/.webp',
      '/product-w10-h10/a.jpg',
    ]) {
      const r = await image(path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
  });
  test('downloads: pdf and text', async () => {
    const pdf = await image('/download/manuals/navod.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('navod.pdf');
    const text = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const txt = await image('/download/docs/readme.txt');
    expect(txt.headers.get('content-type')).toContain('text/plain');
    expect((await image('/download/../etc/passwd')).status).toBeGreaterThanOrEqual(400);
  });
});
