// The pipeline against the real demo backend (service `demo-backend`, bound as DEMO_BACKEND):
// the contract holds end to end, the KV shell cache spares the backend, knobs play an outage.
import { SELF, env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { GlobalsSchema, storeEnvelope } from '../../shared/contracts/store';
import { loadShellDataWithOutcome } from '../../worker/upstream/shell-data';
import { resolveNotFound } from '../../worker/not-found/resolve-not-found';
import { clearKv, sameOrigin, setCookies, withContext } from './fake-upstream';
import { forgetKvCopies } from '../../worker/cache/kv-swr';

const SK = 'https://www.eshop-demo.sk';
const real = { fetcher: env.DEMO_BACKEND };
const demo = (path: string, init?: RequestInit) => SELF.fetch(`${SK}/__demo${path}`, init);

async function upstreamCount(prefix: string): Promise<number> {
  const res = await demo(`/requests?prefix=${encodeURIComponent(prefix)}`);
  return (await res.json<{ data: { total: number } }>()).data.total;
}

beforeAll(async () => {
  // First use migrates and seeds D1; do it once, outside any test's time budget.
  await SELF.fetch(`${SK}/api/v1/globals`);
}, 60_000);

afterEach(async () => {
  await demo('/knobs', { method: 'DELETE' });
});

describe('through the proxy', () => {
  test('globals answer matches the contract', async () => {
    const res = await SELF.fetch(`${SK}/api/v1/globals`);
    expect(res.status).toBe(200);
    expect(storeEnvelope(GlobalsSchema).safeParse(await res.json()).success).toBe(true);
  });

  test('not allow-listed: 404 and the backend never sees it', async () => {
    await demo('/requests', { method: 'DELETE' });
    const res = await SELF.fetch(`${SK}/api/v1/admin/orders`);
    expect(res.status).toBe(404);
    expect(await upstreamCount('/api/v1/admin')).toBe(0);
  });

  test('login with the demo account: token only in the HttpOnly cookie', async () => {
    const res = await SELF.fetch(`${SK}/api/oauth/login`, {
      method: 'POST',
      headers: sameOrigin(SK),
      body: JSON.stringify({ email: 'firma@demo.sk', password: 'Demo1234!' }),
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toContain('access_token');
    const cookies = setCookies(res);
    const auth = cookies.get('apollo-token')!;
    const token = auth.split(';')[0]!.split('=')[1]!;
    expect(body).not.toContain(token);
    for (const attr of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', 'Max-Age=604800']) expect(auth).toContain(attr);
    expect(cookies.get('user-groups')).toContain('user-groups=b2b');
    // The cookie works for the next call.
    const me = await SELF.fetch(`${SK}/api/v1/user`, { headers: { cookie: `apollo-token=${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { email: 'firma@demo.sk' } });
  });

  test('an injected upstream failure passes through as JSON', async () => {
    await demo('/knobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '/api/v1/countries', status: 503 }),
    });
    const res = await SELF.fetch(`${SK}/api/v1/countries`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ errors: [{ status: 503 }] });
  });
});

describe('shell data on the real backend', () => {
  test('warm cache: no upstream call for globals or menus; backend down: stale still serves', async () => {
    await clearKv();
    const cold = await withContext(real, `${SK}/`, (c) => loadShellDataWithOutcome(c));
    expect(cold.outcome).toBe('miss');
    expect(cold.value.degraded).toBe(false);
    expect(cold.value.menus.main?.items.length).toBeGreaterThan(0);

    await demo('/requests', { method: 'DELETE' });
    const warm = await withContext(real, `${SK}/`, (c) => loadShellDataWithOutcome(c));
    expect(warm.outcome).toBe('fresh');
    expect(await upstreamCount('/')).toBe(0);

    // Age the entry past ttl + stale window, then fail the backend.
    const key = 'shell:v1:sk:sk:EUR:-:-';
    const entry = await env.CACHE_KV.get<{ v: unknown; at: number }>(key, 'json');
    await env.CACHE_KV.put(key, JSON.stringify({ ...entry, at: 0 }));
    forgetKvCopies(key); // written behind the worker's back, as another isolate would
    await demo('/knobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '/api/v1/globals', status: 503 }),
    });
    const down = await withContext(real, `${SK}/`, (c) => loadShellDataWithOutcome(c));
    expect(down.outcome).toBe('stale-on-error');
    expect(down.value.globals).toEqual(cold.value.globals);
  });
});

describe('not found on the real backend', () => {
  const resolve = (path: string) => withContext(real, `${SK}${path}`, (c) => resolveNotFound(c, path));
  test.each([
    ['/stara-kategoria', { kind: 'redirect', location: '/masazne-oleje' }],
    ['/sk/kontakt-stary', { kind: 'redirect', location: '/kontakt' }],
    ['/sam-na-seba', { kind: 'none' }],
    ['/vonkajsi-odkaz', { kind: 'none' }],
    ['/vonkajsi-odkaz-2', { kind: 'none' }],
    ['/toto-neexistuje-123', { kind: 'none' }],
  ])('%s → %j', async (path, expected) => {
    expect(await resolve(path)).toEqual(expected);
  });
});
