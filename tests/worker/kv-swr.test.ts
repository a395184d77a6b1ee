import { env } from 'cloudflare:test';
import { signCookieValue } from '../../worker/middleware/signed-cookies';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetKvCopies, KV_COPY_TRUST_MS, kvSwrWithOutcome } from '../../worker/cache/kv-swr';
import { statsSnapshot } from '../../worker/ops/stats';
import { loadShellDataWithOutcome, shellDataKey } from '../../worker/upstream/shell-data';
import { clearKv, fakeUpstream, withContext } from './fake-upstream';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk/';

beforeEach(async () => {
  await clearKv();
  up.reset();
  up.state.down = false;
  up.state.failPrefix = '';
  up.state.globalsTitle = 'Eshop demo';
});

const shell = (url = SK, init: RequestInit = {}) => withContext(up, url, (c) => loadShellDataWithOutcome(c), init);

describe('shell data (globals, menus, currencies, countries) via KV SWR', () => {
  test('miss loads everything once; a warm cache makes no upstream call', async () => {
    const first = await shell();
    expect(first.outcome).toBe('miss');
    expect(first.value.globals.meta.title).toBe('Eshop demo');
    expect(first.value.menus.main?.code).toBe('mainMenu');
    expect(first.value.menus.footer.map((m) => m.code)).toEqual(['footerShop', 'footerAbout', 'footerHelp']);
    expect(first.value.currencies[0]?.code).toBe('EUR');
    expect(first.value.countries[0]?.code).toBe('SVK');
    expect(up.callsTo('/api/v1/globals')).toHaveLength(1);
    // shared data: no credentials upstream
    expect(up.callsTo('/api/v1/globals')[0]!.headers.authorization).toBeUndefined();

    up.reset();
    const second = await shell(SK, { headers: { cookie: 'apollo-token=tok-12345678' } });
    expect(second.outcome).toBe('fresh');
    expect(second.value).toEqual(first.value);
    expect(up.calls).toHaveLength(0);
  });

  test('keyed by site, locale, currency and price variant', async () => {
    const keys = await Promise.all([
      withContext(up, SK, async (c) => shellDataKey(c)),
      withContext(up, `${SK}?locale=de`, async (c) => shellDataKey(c)),
      withContext(up, 'https://www.eshop-demo.cz/', async (c) => shellDataKey(c)),
      withContext(up, SK, async (c) => shellDataKey(c), {
        headers: {
          cookie: `apollo-token=tok-12345678; user-variant=${await signCookieValue(env, 'user-variant', 'b2b', 'tok-12345678')}; currency=CZK`,
        },
      }),
    ]);
    expect(keys).toEqual([
      'shell:v1:sk:sk:EUR:-:-',
      'shell:v1:sk:de:EUR:-:-',
      'shell:v1:cz:cs:CZK:-:-',
      'shell:v1:sk:sk:CZK:b2b:-',
    ]);
  });

  test('stale: served at once, refreshed in the background', async () => {
    await shell();
    const key = 'shell:v1:sk:sk:EUR:-:-';
    const stored = await env.CACHE_KV.get<{ v: unknown; at: number }>(key, 'json');
    // 10 minutes old: past the 300 s TTL, inside the 3600 s stale window
    await env.CACHE_KV.put(key, JSON.stringify({ ...stored, at: Date.now() - 600_000 }));
    up.state.globalsTitle = 'New title';
    up.reset();
    const stale = await shell();
    expect(stale.outcome).toBe('stale');
    expect(stale.value.globals.meta.title).toBe('Eshop demo');
    expect(up.callsTo('/api/v1/globals')).toHaveLength(1); // the background refresh
    const refreshed = await shell();
    expect(refreshed.outcome).toBe('fresh');
    expect(refreshed.value.globals.meta.title).toBe('New title');
  });

  test('an isolate answers from its copy for a few seconds, then reads KV again', async () => {
    await shell(); // miss: loaded and stored
    expect((await shell()).value.globals.meta.title).toBe('Eshop demo'); // read from KV, copy kept
    // Another isolate refreshes the entry behind this one's back.
    const key = 'shell:v1:sk:sk:EUR:-:-';
    const stored = await env.CACHE_KV.get<{ v: { globals: { meta: { title: string } } }; at: number }>(key, 'json');
    stored!.v.globals.meta.title = 'Refreshed elsewhere';
    await env.CACHE_KV.put(key, JSON.stringify(stored));
    up.reset();
    const trusted = await shell();
    expect(trusted.outcome).toBe('fresh');
    expect(trusted.value.globals.meta.title).toBe('Eshop demo');
    expect(up.calls).toHaveLength(0);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + KV_COPY_TRUST_MS + 1);
    try {
      expect((await shell()).value.globals.meta.title).toBe('Refreshed elsewhere');
    } finally {
      later.mockRestore();
    }
    // Forgetting the copies (what ops' purge does in its isolate) reads KV at once.
    stored!.v.globals.meta.title = 'Purged';
    await env.CACHE_KV.put(key, JSON.stringify(stored));
    forgetKvCopies('shell:v1:sk:');
    expect((await shell()).value.globals.meta.title).toBe('Purged');
  });

  test('upstream down: an entry of any age still serves', async () => {
    await shell();
    const key = 'shell:v1:sk:sk:EUR:-:-';
    const stored = await env.CACHE_KV.get<{ v: unknown; at: number }>(key, 'json');
    await env.CACHE_KV.put(key, JSON.stringify({ ...stored, at: Date.now() - 30 * 24 * 3600_000 }));
    up.state.down = true;
    const result = await shell();
    expect(result.outcome).toBe('stale-on-error');
    expect(result.value.globals.meta.title).toBe('Eshop demo');
  });

  test('upstream down and nothing cached: the error reaches the caller', async () => {
    up.state.down = true;
    await expect(shell()).rejects.toMatchObject({ name: 'UpstreamError', status: 503 });
  });

  test('a failed menu degrades to empty, is served, and is not stored', async () => {
    up.state.failPrefix = '/content/menu-object/footerAbout';
    const degraded = await shell();
    expect(degraded.value.degraded).toBe(true);
    expect(degraded.value.menus.footer.map((m) => m.code)).toEqual(['footerShop', 'footerHelp']);
    expect(await env.CACHE_KV.get('shell:v1:sk:sk:EUR:-:-')).toBeNull();
    up.state.failPrefix = '';
    const whole = await shell();
    expect(whole.value.degraded).toBe(false);
    expect(await env.CACHE_KV.get('shell:v1:sk:sk:EUR:-:-')).not.toBeNull();
  });

  test('an invalid upstream answer is an upstream error, never cached', async () => {
    up.state.brokenGlobals = true;
    try {
      await expect(shell()).rejects.toMatchObject({ name: 'UpstreamError', kind: 'invalid', status: 502 });
      expect(await env.CACHE_KV.get('shell:v1:sk:sk:EUR:-:-')).toBeNull();
    } finally {
      up.state.brokenGlobals = false;
    }
  });
});

describe('kvSwr', () => {
  test('concurrent misses in one isolate share one load', async () => {
    let loads = 0;
    // The load finishes only once the two other callers have joined it (counted as coalesced), so the
    // test does not depend on how long their KV reads take on a busy machine.
    const coalescedBefore = statsSnapshot().counters['kv-swr.coalesced'] ?? 0;
    const bothJoined = async () => {
      while ((statsSnapshot().counters['kv-swr.coalesced'] ?? 0) < coalescedBefore + 2) await scheduler.wait(1);
    };
    const load = async () => {
      loads++;
      await bothJoined();
      return { n: loads };
    };
    const results = await withContext(up, SK, (c) =>
      Promise.all([1, 2, 3].map(() => kvSwrWithOutcome(c, 'test:coalesce', 60, 60, load))),
    );
    expect(loads).toBe(1);
    expect(results.map((r) => r.value)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
  });

  test('an entry that fails its schema counts as missing', async () => {
    await env.CACHE_KV.put('test:schema', JSON.stringify({ v: { wrong: true }, at: Date.now() }));
    const { z } = await import('zod');
    const result = await withContext(up, SK, (c) =>
      kvSwrWithOutcome(c, 'test:schema', 60, 60, async () => ({ ok: 1 }), { schema: z.object({ ok: z.number() }) }),
    );
    expect(result).toEqual({ value: { ok: 1 }, outcome: 'miss' });
  });

  test('past ttl + stale window: loaded now (not served stale)', async () => {
    await env.CACHE_KV.put('test:old', JSON.stringify({ v: 'old', at: Date.now() - 10_000_000 }));
    const result = await withContext(up, SK, (c) => kvSwrWithOutcome(c, 'test:old', 60, 60, async () => 'new'));
    expect(result).toEqual({ value: 'new', outcome: 'miss' });
  });
});
