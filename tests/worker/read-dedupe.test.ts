import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { isolateHoldings } from '../../worker/cache/bounded-map';
import { signCookieValue } from '../../worker/middleware/signed-cookies';
import { statsSnapshot } from '../../worker/ops/stats';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { readThroughCache } from '../../worker/upstream/read-cache';
import { DEMO_BACKEND_HOST, upstreamFetch } from '../../worker/upstream/upstream-fetch';
import { fakeUpstream, withContext } from './fake-upstream';

/**
 * One upstream read per read-cache key at a time in an isolate (worker/upstream/read-cache.ts):
 * concurrent callers for the same key share its answer or its failure; keys keep apart what the
 * upstream would answer differently (credentials are never read through the cache at all).
 *
 * No sleeps: the fake upstream holds its calls until the callers have joined the first one (the
 * isolate's `read-cache.coalesced` count) or, on code without the sharing, until a second call came.
 */

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk/';
const Product = z.object({ data: z.object({ id: z.number() }) });

afterEach(() => {
  vi.useRealTimers();
  up.state.gate = null;
  up.state.down = false;
  up.state.hang = false;
  up.reset();
});

const coalesced = () => statsSnapshot().counters['read-cache.coalesced'] ?? 0;
const inFlightHeld = () => isolateHoldings().find((h) => h.name === 'read-cache.in-flight')?.entries;

async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await scheduler.wait(1);
}

/** Holds every upstream call (recorded first) until the returned function is called. */
function holdUpstream(): () => void {
  let open!: () => void;
  up.state.gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    up.state.gate = null;
    open();
  };
}

/** Starts `n` concurrent requests reading `read`, holds the upstream until `joined` callers share a call (or a 2nd call shows no sharing). */
async function concurrently<T>(
  n: number,
  read: (i: number) => Promise<T>,
  { joined, callsWithoutSharing, path }: { joined: number; callsWithoutSharing: number; path: string },
): Promise<T[]> {
  const open = holdUpstream();
  const before = coalesced();
  const reads = Array.from({ length: n }, (_, i) => read(i));
  await until(() => coalesced() >= before + joined || up.callsTo(path).length >= callsWithoutSharing);
  open();
  return Promise.all(reads);
}

const getProduct = (id: number, options: { cacheTtl?: number } = {}) =>
  withContext(up, SK, (c) =>
    createUpstreams(c).store.get(`/products/${id}`, {}, Product, { kind: 'product', ...options }),
  );

describe('concurrent reads of one key share one upstream call', () => {
  test('three cold views: one call, all three get its answer (the same parsed object the cache then holds)', async () => {
    const path = '/api/v1/products/301';
    const answers = await concurrently(3, () => getProduct(301), { joined: 2, callsWithoutSharing: 2, path });
    expect(up.callsTo(path)).toHaveLength(1);
    expect(answers).toEqual([{ data: { id: 301 } }, { data: { id: 301 } }, { data: { id: 301 } }]);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
    // A warm read answers the object the cache holds; nothing is left in flight.
    expect(await getProduct(301)).toBe(answers[0]);
    expect(up.callsTo(path)).toHaveLength(1);
    expect(inFlightHeld()).toBe(0);
  });

  test('a failure is shared by the callers that waited for it, is not kept, and the next read asks again', async () => {
    const path = '/api/v1/products/302';
    up.state.down = true;
    const failures = await concurrently(3, () => getProduct(302).catch((e: unknown) => e), {
      joined: 2,
      callsWithoutSharing: 2,
      path,
    });
    expect(up.callsTo(path)).toHaveLength(1);
    for (const failure of failures) expect(failure).toMatchObject({ name: 'UpstreamError', kind: 'http', status: 503 });
    expect(inFlightHeld()).toBe(0);
    up.state.down = false;
    expect(await getProduct(302)).toEqual({ data: { id: 302 } });
    expect(up.callsTo(path)).toHaveLength(2);
  });

  test('an expired copy is refreshed by one call; when that fails, every caller is answered from the copy', async () => {
    const path = '/api/v1/products/303';
    await getProduct(303, { cacheTtl: 1 });
    // Past the 1 s TTL by the clock the cache reads, without sleeping.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 1100);
    up.state.down = true;
    const answers = await concurrently(3, () => getProduct(303, { cacheTtl: 1 }), {
      joined: 2,
      callsWithoutSharing: 3,
      path,
    });
    expect(answers).toEqual([{ data: { id: 303 } }, { data: { id: 303 } }, { data: { id: 303 } }]);
    expect(up.callsTo(path)).toHaveLength(2);
  });

  test('a copy read only when at hand (getIfCached): concurrent views of an expired one start one background read', async () => {
    const path = '/api/v1/products/304';
    const ifCached = (c: Parameters<typeof createUpstreams>[0]) =>
      createUpstreams(c).store.getIfCached('/products/304', {}, Product, { cacheTtl: 1 });
    await getProduct(304, { cacheTtl: 1 });
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 1100);
    // Each view answers at once (without the product) and leaves its background work to its request:
    // the upstream is held until all three have answered.
    const open = holdUpstream();
    let answered = 0;
    const views = await Promise.all(
      [1, 2, 3].map(() =>
        withContext(up, SK, async (c) => {
          const found = await ifCached(c);
          if (++answered === 3) open();
          return found;
        }),
      ),
    );
    expect(views).toEqual([null, null, null]);
    expect(up.callsTo(path)).toHaveLength(2);
    // The refreshed copy is at hand for the next view.
    expect(await withContext(up, SK, ifCached)).toEqual({ data: { id: 304 } });
    expect(up.callsTo(path)).toHaveLength(2);
  });

  test('getIfCached: a view that finds the background read under way leaves the copy to it (starts no read of its own)', async () => {
    const path = '/api/v1/products/307';
    const ifCached = (c: Parameters<typeof createUpstreams>[0]) =>
      createUpstreams(c).store.getIfCached('/products/307', {}, Product, { cacheTtl: 60 });
    const open = holdUpstream();
    const before = coalesced();
    const first = withContext(up, SK, ifCached);
    await until(() => inFlightHeld() === 1);
    let answered = 0;
    const later = [1, 2].map(() =>
      withContext(up, SK, async (c) => {
        const found = await ifCached(c);
        answered++;
        return found;
      }),
    );
    await until(() => answered === 2);
    open();
    expect(await Promise.all([first, ...later])).toEqual([null, null, null]);
    expect(coalesced()).toBe(before);
    expect(up.callsTo(path)).toHaveLength(1);
  });

  test('a hung upstream: every waiter gets the one call’s time-out and none waits longer; the next read asks again', async () => {
    up.state.hang = true;
    const path = '/api/v1/products/305';
    const key = 'https://upstream-read.cache/sk/test-hung-upstream-305';
    const before = coalesced();
    let loads = 0;
    const read = () =>
      withContext(up, SK, (c) =>
        readThroughCache(c, key, { ttlSeconds: 60, staleOnErrorSeconds: 60, timeoutMs: 50 }, async () => {
          loads++;
          // The time-out starts once the other callers have joined this load (or, without sharing, started their own).
          await until(() => coalesced() >= before + 2 || loads >= 2);
          const res = await upstreamFetch(
            { DEMO_BACKEND: up.fetcher },
            `https://${DEMO_BACKEND_HOST}${path}`,
            { method: 'GET' },
            { timeoutMs: 50 },
          );
          return { status: res.status, text: await res.text() };
        }),
      );
    const failures = await Promise.all([1, 2, 3].map(() => read().catch((e: unknown) => e)));
    expect(loads).toBe(1);
    for (const failure of failures)
      expect(failure).toMatchObject({ name: 'UpstreamError', kind: 'timeout', status: 504 });
    expect(up.callsTo(path)).toHaveLength(1);
    expect(inFlightHeld()).toBe(0);
    up.state.hang = false;
    expect(JSON.parse((await read()).text)).toEqual({ data: { id: 305 } });
    expect(loads).toBe(2);
  });
});

describe('a caller waiting on another request’s read', () => {
  test('reads for itself once that read’s time-out has passed without an answer, and is never left hanging', async () => {
    const key = 'https://upstream-read.cache/sk/test-joiner-own-read-307';
    const before = coalesced();
    let release: (() => void) | undefined;
    const stuck = withContext(up, SK, (c) =>
      readThroughCache(c, key, { ttlSeconds: 60, staleOnErrorSeconds: 60, timeoutMs: 20 }, async () => {
        // A read that outlives its own time-out (its request gone, its continuation cancelled).
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 200, text: '{"from":"stuck"}' };
      }),
    );
    await until(() => release !== undefined);
    const joiner = withContext(up, SK, (c) =>
      readThroughCache(c, key, { ttlSeconds: 60, staleOnErrorSeconds: 60, timeoutMs: 20 }, async () => ({
        status: 200,
        text: '{"from":"joiner"}',
      })),
    );
    expect((await joiner).text).toBe('{"from":"joiner"}');
    expect(coalesced()).toBe(before + 1);
    release?.();
    expect((await stuck).text).toBe('{"from":"stuck"}');
  });
});

describe('what makes an answer personal keeps reads apart', () => {
  test('different credentials or groups never share a read; the same public read does', async () => {
    const path = '/api/v1/products/306/as-seen';
    const AsSeen = z.object({
      data: z.object({ id: z.number(), viewer: z.string().nullable(), groups: z.string().nullable() }),
    });
    const [tokenA, tokenB] = ['tok-aaaaaaaa', 'tok-bbbbbbbb'];
    const vipOfA = `apollo-token=${tokenA}; user-groups=${await signCookieValue(env, 'user-groups', 'vip', tokenA)}`;
    // What each shopper sends, whether the read leaves out their credentials, and what they must see.
    const shoppers = [
      { cookie: '', anonymous: false, sees: { viewer: null, groups: null } },
      { cookie: '', anonymous: false, sees: { viewer: null, groups: null } },
      { cookie: `apollo-token=${tokenA}`, anonymous: false, sees: { viewer: `Bearer ${tokenA}`, groups: null } },
      { cookie: `apollo-token=${tokenA}`, anonymous: false, sees: { viewer: `Bearer ${tokenA}`, groups: null } },
      { cookie: `apollo-token=${tokenB}`, anonymous: false, sees: { viewer: `Bearer ${tokenB}`, groups: null } },
      // Credential-free reads: B's is everyone's; A's groups make A's their own.
      { cookie: `apollo-token=${tokenB}`, anonymous: true, sees: { viewer: null, groups: null } },
      { cookie: vipOfA, anonymous: true, sees: { viewer: null, groups: 'vip' } },
      { cookie: vipOfA, anonymous: true, sees: { viewer: null, groups: 'vip' } },
    ];
    const answers = await concurrently(
      shoppers.length,
      (i) =>
        withContext(
          up,
          SK,
          (c) =>
            createUpstreams(c).store.get('/products/306/as-seen', {}, AsSeen, {
              kind: 'product',
              anonymous: shoppers[i]!.anonymous,
            }),
          { headers: { cookie: shoppers[i]!.cookie } },
        ),
      // Shared: the two everyone's reads with B's credential-free one, and A's two vip reads.
      { joined: 3, callsWithoutSharing: shoppers.length, path },
    );
    for (const [i, answer] of answers.entries()) expect(answer.data).toEqual({ id: 306, ...shoppers[i]!.sees });
    // Reads with credentials go to the upstream one each (never through the cache); the others once per key.
    const sent = up
      .callsTo(path)
      .map((call) => `${call.headers.authorization ?? '-'}|${call.headers['x-inspishop-user-groups'] ?? '-'}`)
      .sort();
    expect(sent).toEqual(['-|-', '-|vip', `Bearer ${tokenA}|-`, `Bearer ${tokenA}|-`, `Bearer ${tokenB}|-`]);
  });
});

describe('views in requests of their own', () => {
  test('concurrent cold views of one product page, each its own request, share its read and all answer', async () => {
    const SITE = 'https://www.eshop-demo.sk';
    const knob = (method: 'POST' | 'DELETE', body?: unknown) =>
      SELF.fetch(`${SITE}/__demo/knobs`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // The product read is slow: the later views find the first one's read under way and join it.
    expect((await knob('POST', { prefix: '/content/catalog/product', delayMs: 150 })).status).toBe(200);
    try {
      const before = coalesced();
      const path = '/produkt/calmia-suprava-bielizne-moonlight-5?utm_source=read-dedupe';
      const pages = await Promise.all(
        Array.from({ length: 6 }, () => SELF.fetch(`${SITE}${path}`, { headers: { cookie: 'closed-modals=age-18' } })),
      );
      for (const page of pages) {
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Súprava bielizne Moonlight');
      }
      expect(coalesced()).toBeGreaterThan(before);
    } finally {
      await knob('DELETE');
    }
  });
});
