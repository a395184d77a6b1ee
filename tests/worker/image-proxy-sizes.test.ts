// Issue 11.10: bad image sizes are the client's error (4xx, not 502), the CDN is never asked for a
// size it refuses, and downloads keep their Content-Disposition.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';

async function imageCalls(): Promise<number> {
  const res = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/__demo/requests?prefix=/image');
  const { data } = (await res.json()) as { data: { counts: { path: string; count: number }[] } };
  return data.counts.reduce((n, c) => n + c.count, 0);
}

describe('image proxy (issue 11.10)', () => {
  test.each([
    ['w99999', '/image/product-w99999-h270-crop-upscale/products/1.jpg'],
    ['w0', '/image/product-w0-h270-crop-upscale/products/1.jpg'],
    ['h0', '/image/product-w255-h0-crop-upscale/products/1.jpg'],
    ['2560 w (the old 2x hero)', '/image/banner-w2560-h1000-crop-upscale/banners/hero.jpg'],
  ])('%s: 400 without asking the CDN', async (_name, path) => {
    const before = await imageCalls();
    const res = await SELF.fetch(`${SK}${path}`);
    expect(res.status).toBe(400);
    expect(await imageCalls()).toBe(before);
  });

  test('a size the CDN refuses for another reason stays a 4xx (unknown style)', async () => {
    const res = await SELF.fetch(`${SK}/image/nosuchstyle-w10-h10-crop-upscale/products/1.jpg`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  test('downloads keep Content-Disposition', async () => {
    const res = await SELF.fetch(`${SK}/image/download/documents/navod.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  });
});
