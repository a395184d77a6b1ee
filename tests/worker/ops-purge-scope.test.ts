import { env } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { callApp, clearKv, fakeUpstream } from './fake-upstream';

// Issue 11 items 11 and 12: a purge touches only the named site's own key spaces; the stats
// start time is a real time.
const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';
const purge = (body: unknown) =>
  callApp(up, `${SK}/__ops/purge`, {
    method: 'POST',
    headers: { authorization: 'Bearer dev-ops-token', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function seed(): Promise<void> {
  await clearKv();
  await env.CACHE_KV.put('ops:cache-rules:sk', JSON.stringify({ globals: { ttlSeconds: 42 } }));
  await env.CACHE_KV.put('ops:cache-rules:cz', JSON.stringify({ globals: { ttlSeconds: 43 } }));
  await env.CACHE_KV.put('ops:page-cache-gen:cz', '7');
  await env.CACHE_KV.put('shell:v1:sk:sk:EUR:-:-', '{}');
  await env.CACHE_KV.put('shell:v1:sk:sk:catalog-reference', '{}');
  await env.CACHE_KV.put('shell:v1:cz:cs:CZK:-:-', '{}');
}

const keys = async () => (await env.CACHE_KV.list()).keys.map((k) => k.name).sort();

describe('ops purge is scoped to the named site', () => {
  test.each([
    ['o'],
    ['op'],
    ['ops'],
    ['ops:'],
    ['s'],
    ['shell:'],
    ['shell:v1:'],
    ['shell:v1:cz:'],
    ['shell:v1:czech'],
    [''],
  ])('kvPrefix %j for sk is refused and deletes nothing', async (kvPrefix) => {
    await seed();
    const before = await keys();
    const res = await purge({ domain: 'sk', kvPrefix });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toMatch(/kvPrefix/);
    expect(await keys()).toEqual(before);
  });

  test("a prefix inside the site's own shell key space deletes only those keys", async () => {
    await seed();
    const res = await purge({ domain: 'sk', kvPrefix: 'shell:v1:sk:sk:' });
    expect(res.status).toBe(200);
    expect((await res.json<{ deletedKvKeys: number }>()).deletedKvKeys).toBe(2);
    expect(await keys()).toEqual([
      'ops:cache-rules:cz',
      'ops:cache-rules:sk',
      'ops:page-cache-gen:cz',
      'shell:v1:cz:cs:CZK:-:-',
    ]);
  });

  test('named targets: shell and pages of cz leave sk and every ops key alone', async () => {
    await seed();
    const res = await purge({ domain: 'cz', targets: ['shell', 'pages'] });
    expect(res.status).toBe(200);
    const body = await res.json<{ deletedKvKeys: number; pageCacheGeneration: string }>();
    expect(body.deletedKvKeys).toBe(1);
    expect(body.pageCacheGeneration).not.toBe('7');
    expect(await env.CACHE_KV.get('ops:cache-rules:cz')).not.toBeNull();
    expect(await env.CACHE_KV.get('shell:v1:sk:sk:EUR:-:-')).toBe('{}');
    expect(await env.CACHE_KV.get('shell:v1:cz:cs:CZK:-:-')).toBeNull();
  });

  test('an unknown target is refused, naming the ones this server knows', async () => {
    await seed();
    const res = await purge({ domain: 'sk', targets: ['everything'] });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; supportedTargets: string[] }>();
    expect(body.error).toContain('everything');
    expect(body.supportedTargets).toEqual(expect.arrayContaining(['pages', 'shell']));
  });
});

describe('ops stats', () => {
  test('a stats module loaded while the clock reads 0 (Workers at module scope) reports a real start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    vi.resetModules();
    const stats = await import('../../worker/ops/stats');
    vi.useRealTimers();
    const startedAt = Date.parse(stats.statsSnapshot().isolateStartedAt);
    expect(startedAt).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));
  });

  test('the isolate start time is a real time, not the epoch', async () => {
    // Warm the isolate with a request first: at module scope Workers' clock reads 0.
    await callApp(up, `${SK}/__health`);
    const res = await callApp(up, `${SK}/__ops/stats`, { headers: { authorization: 'Bearer dev-ops-token' } });
    const stats = await res.json<{ isolateStartedAt: string }>();
    expect(Date.parse(stats.isolateStartedAt)).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));
    expect(Date.parse(stats.isolateStartedAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('the ops schema bounds every list and string (issue 26.11)', () => {
  const patchRules = (body: unknown) =>
    callApp(up, `${SK}/__ops/cache-rules/cz`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer dev-ops-token', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test.each([
    ['a 100 kB kvPrefix', { domain: 'sk', kvPrefix: `shell:v1:sk:${'x'.repeat(100_000)}` }, 'kvPrefix'],
    ['a long domain', { domain: 'x'.repeat(10_000), targets: ['pages'] }, 'domain'],
    ['10,000 targets', { domain: 'sk', targets: Array.from({ length: 10_000 }, () => 'pages') }, 'targets'],
    ['a long target name', { domain: 'sk', targets: ['p'.repeat(5_000)] }, 'targets.0'],
  ])('purge with %s: 400 naming the field', async (_name, body, field) => {
    const res = await purge(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(`${field}:`);
  });

  test.each([
    ['10,000 route names', { pageCache: { routes: Array.from({ length: 10_000 }, () => 'home') } }, 'pageCache.routes'],
    [
      '1,000 bypass cookies',
      { pageCache: { bypassCookies: Array.from({ length: 1000 }, (_, i) => `c${i}`) } },
      'pageCache.bypassCookies',
    ],
    ['a 10 kB bypass cookie name', { pageCache: { bypassCookies: ['c'.repeat(10_000)] } }, 'pageCache.bypassCookies.0'],
    [
      '1,000 read kinds',
      { upstreamReads: { ttlByKind: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 60])) } },
      'upstreamReads.ttlByKind',
    ],
  ])('PATCH cache rules with %s: 400 naming the field, nothing stored', async (_name, body, field) => {
    const before = await env.CACHE_KV.get('ops:cache-rules:cz');
    const res = await patchRules(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(`${field}:`);
    expect(await env.CACHE_KV.get('ops:cache-rules:cz')).toBe(before);
  });

  test('a body over 1 MB is refused before it is parsed', async () => {
    const res = await patchRules({ pageCache: { bypassCookies: ['x'.repeat(1_100_000)] } });
    expect(res.status).toBe(413);
  });
});
