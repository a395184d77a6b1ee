import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import {
  bumpPageCacheGeneration,
  pageCacheAllowed,
  pageCacheKey,
  readPageCache,
  writePageCache,
} from '../../worker/cache/page-cache';
import { matchRoute } from '../../shared/routes';
import { CacheRulesSchema } from '../../worker/config/domain-config';
import { fakeUpstream, withContext } from './fake-upstream';

const up = fakeUpstream();
const route = (path: string) => matchRoute(path).route;
const SK = 'https://www.eshop-demo.sk';

describe('page cache helpers', () => {
  test('allowed only for listed routes, GET, without personal cookies', async () => {
    expect(await withContext(up, `${SK}/`, async (c) => pageCacheAllowed(c, route('/')))).toBe(true);
    expect(await withContext(up, `${SK}/kosik`, async (c) => pageCacheAllowed(c, route('/kosik')))).toBe(false);
    expect(
      await withContext(up, `${SK}/`, async (c) => pageCacheAllowed(c, route('/')), {
        headers: { cookie: 'apollo-token=tok-12345678' },
      }),
    ).toBe(false);
    expect(await withContext(up, `${SK}/`, async (c) => pageCacheAllowed(c, route('/')), { method: 'POST' })).toBe(
      false,
    );
  });

  test('route policy: the table allows, a site config may choose among allowed routes only', async () => {
    // '/reklamacia' may be cached (pageCache: 'allowed') but is not among the defaults; '/kosik' never.
    expect(await withContext(up, `${SK}/reklamacia`, async (c) => pageCacheAllowed(c, route('/reklamacia')))).toBe(
      false,
    );
    expect(await withContext(up, `${SK}/znacky`, async (c) => pageCacheAllowed(c, route('/znacky')))).toBe(true);
    expect(CacheRulesSchema.shape.pageCache.shape.routes.safeParse(['complaint', 'index']).success).toBe(true);
    // A name the route table does not have (the old 'page-slug') or a route that may never be cached.
    expect(CacheRulesSchema.shape.pageCache.shape.routes.safeParse(['page-slug']).success).toBe(false);
    expect(CacheRulesSchema.shape.pageCache.shape.routes.safeParse(['checkout']).success).toBe(false);
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

    const before = await withContext(up, `${SK}/?p=1`, (c) => pageCacheKey(c));
    await bumpPageCacheGeneration(env.CACHE_KV, 'sk');
    const after = await withContext(up, `${SK}/?p=1`, (c) => pageCacheKey(c));
    expect(after).not.toBe(before);
    expect(await withContext(up, `${SK}/?p=1`, (c) => readPageCache(c))).toBeUndefined();
  });
});
