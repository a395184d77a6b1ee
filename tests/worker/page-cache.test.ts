import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import {
  bumpPageCacheGeneration,
  pageCacheAllowed,
  pageCacheKey,
  readPageCache,
  writePageCache,
} from '../../worker/cache/page-cache';
import { fakeUpstream, withContext } from './fake-upstream';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';

describe('page cache helpers', () => {
  test('allowed only for listed routes, GET, without personal cookies', async () => {
    expect(await withContext(up, `${SK}/`, async (c) => pageCacheAllowed(c, 'home'))).toBe(true);
    expect(await withContext(up, `${SK}/kosik`, async (c) => pageCacheAllowed(c, 'cart'))).toBe(false);
    expect(
      await withContext(up, `${SK}/`, async (c) => pageCacheAllowed(c, 'home'), {
        headers: { cookie: 'apollo-token=tok-12345678' },
      }),
    ).toBe(false);
    expect(await withContext(up, `${SK}/`, async (c) => pageCacheAllowed(c, 'home'), { method: 'POST' })).toBe(false);
  });

  test('write then read; cookies never stored; a purge (new generation) drops it', async () => {
    await withContext(up, `${SK}/?p=1`, async (c) => {
      const res = new Response('<html>home</html>', {
        headers: { 'content-type': 'text/html', 'set-cookie': 'locale=sk' },
      });
      const sent = writePageCache(c, res);
      expect(await sent.text()).toBe('<html>home</html>');
    });
    const hit = await withContext(up, `${SK}/?p=1`, (c) => readPageCache(c));
    expect(await hit?.text()).toBe('<html>home</html>');
    expect(hit?.headers.get('set-cookie')).toBeNull();
    // another currency is another page
    expect(
      await withContext(up, `${SK}/?p=1`, (c) => readPageCache(c), { headers: { cookie: 'currency=CZK' } }),
    ).toBeUndefined();

    const before = await withContext(up, `${SK}/?p=1`, async (c) => (await pageCacheKey(c)).url);
    await bumpPageCacheGeneration(env.CACHE_KV, 'sk');
    const after = await withContext(up, `${SK}/?p=1`, async (c) => (await pageCacheKey(c)).url);
    expect(after).not.toBe(before);
    expect(await withContext(up, `${SK}/?p=1`, (c) => readPageCache(c))).toBeUndefined();
  });
});
