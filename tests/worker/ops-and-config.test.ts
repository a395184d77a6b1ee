import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { buildDomainRegistry, DEFAULT_DOMAINS, findDomain } from '../../worker/config/domains';
import { DomainConfigSchema } from '../../worker/config/domain-config';
import { callApp, fakeUpstream } from './fake-upstream';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';
const ops = (path: string, init: RequestInit = {}, token = 'dev-ops-token') =>
  callApp(up, `${SK}/__ops${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

describe('domain config', () => {
  test('defaults are valid, two sites, hosts resolve', () => {
    for (const d of DEFAULT_DOMAINS) expect(DomainConfigSchema.safeParse(d).success).toBe(true);
    const registry = buildDomainRegistry(undefined);
    expect(findDomain(registry, 'www.eshop-demo.sk').code).toBe('sk');
    expect(findDomain(registry, 'cz.localhost:8787').code).toBe('cz');
    expect(findDomain(registry, 'sk.localhost').code).toBe('sk');
    expect(findDomain(registry, 'localhost:8792').code).toBe('sk');
    expect(findDomain(registry, '127.0.0.1').code).toBe('sk');
    expect(findDomain(registry, 'WWW.ESHOP-DEMO.CZ').code).toBe('cz');
    expect(findDomain(registry, 'unknown.example').code).toBe('sk');
  });

  test('DOMAINS_JSON overrides merge and are validated', () => {
    const registry = buildDomainRegistry(
      JSON.stringify({ domains: { cz: { canonicalHost: 'shop.example.cz', upstreams: { timeoutMs: 900 } } } }),
    );
    const cz = registry.domains.find((d) => d.code === 'cz')!;
    expect(cz.canonicalHost).toBe('shop.example.cz');
    expect(cz.upstreams.timeoutMs).toBe(900);
    expect(cz.upstreams.store).toBe('https://demo-backend.internal/api/v1');
    expect(() => buildDomainRegistry('{not json')).toThrow(/DOMAINS_JSON is not JSON/);
    expect(() => buildDomainRegistry(JSON.stringify({ domains: { sk: { defaultCurrency: 'USD' } } }))).toThrow(
      /currencies: must include defaultCurrency USD/,
    );
    expect(() => buildDomainRegistry(JSON.stringify({ domains: { at: { canonicalHost: 'x.at' } } }))).toThrow(
      /domain config/,
    );
    expect(() => buildDomainRegistry(JSON.stringify({ domains: { cz: { hostAliases: ['localhost'] } } }))).toThrow(
      /claimed by both/,
    );
  });

  test('a bad config answers 500 on every request, with the reason in the log', async () => {
    const res = await callApp(up, `${SK}/`, {}, { DOMAINS_JSON: '{"domains":{"sk":{"locales":[]}}}' });
    expect(res.status).toBe(500);
    // The shop's generic answer; the reason is in the log only (issue 26.8).
    expect(await res.text()).toBe('Something broke. Please try again.');
    // a good config again works (the memo is per DOMAINS_JSON value)
    expect((await callApp(up, `${SK}/api/v1/products/1`)).status).toBe(200);
  });
});

describe('ops', () => {
  test('needs the bearer token', async () => {
    expect((await ops('/stats', {}, 'wrong')).status).toBe(401);
    expect((await callApp(up, `${SK}/__ops/stats`)).status).toBe(401);
    expect((await ops('/stats')).status).toBe(200);
  });

  test('cache rules: read, change live, bad rule refused with 400, reset', async () => {
    const before = await (await ops('/cache-rules/sk')).json<{ effective: { globals: { ttlSeconds: number } } }>();
    expect(before.effective.globals.ttlSeconds).toBe(300);

    const bad = await ops('/cache-rules/sk', { method: 'PUT', body: JSON.stringify({ globals: { ttlSeconds: -5 } }) });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ error: string }>()).error).toContain('globals.ttlSeconds');
    expect((await ops('/cache-rules/sk', { method: 'PUT', body: JSON.stringify({ nonsense: 1 }) })).status).toBe(400);
    expect((await ops('/cache-rules/sk', { method: 'PUT', body: 'x' })).status).toBe(400);
    expect((await ops('/cache-rules/xx', { method: 'PUT', body: '{}' })).status).toBe(404);

    const ok = await ops('/cache-rules/sk', {
      method: 'PUT',
      body: JSON.stringify({ globals: { ttlSeconds: 42 }, pageCache: { enabled: false } }),
    });
    expect(ok.status).toBe(200);
    const after = await (await ops('/cache-rules/sk')).json<{
      effective: { globals: { ttlSeconds: number; staleSeconds: number }; pageCache: { enabled: boolean } };
    }>();
    expect(after.effective.globals).toEqual({ ttlSeconds: 42, staleSeconds: 3600 });
    expect(after.effective.pageCache.enabled).toBe(false);
    expect(await env.CACHE_KV.get('ops:cache-rules:sk', 'json')).toEqual({
      globals: { ttlSeconds: 42 },
      pageCache: { enabled: false },
    });

    expect((await ops('/cache-rules/sk', { method: 'DELETE' })).status).toBe(200);
    expect((await (await ops('/cache-rules/sk')).json<{ override: unknown }>()).override).toBeNull();
  });

  test('purge by KV prefix and page-cache generation', async () => {
    await env.CACHE_KV.put('shell:v1:sk:a', '1');
    await env.CACHE_KV.put('shell:v1:sk:b', '1');
    await env.CACHE_KV.put('shell:v1:cz:a', '1');
    const res = await ops('/purge', {
      method: 'POST',
      body: JSON.stringify({ domain: 'sk', kvPrefix: 'shell:v1:sk:', pageCache: true }),
    });
    expect(res.status).toBe(200);
    const body = await res.json<{ deletedKvKeys: number; pageCacheGeneration: string }>();
    expect(body.deletedKvKeys).toBe(2);
    expect(body.pageCacheGeneration).toMatch(/^\d+$/);
    expect(await env.CACHE_KV.get('shell:v1:cz:a')).toBe('1');
    expect(await env.CACHE_KV.get('ops:page-cache-gen:sk')).toBe(body.pageCacheGeneration);
    expect((await ops('/purge', { method: 'POST', body: JSON.stringify({ domain: 'sk' }) })).status).toBe(400);
    expect(
      (await ops('/purge', { method: 'POST', body: JSON.stringify({ domain: 'sk', kvPrefix: 'ops:' }) })).status,
    ).toBe(400);
  });

  test('stats', async () => {
    const stats = await (await ops('/stats')).json<{ counters: Record<string, number>; domains: { code: string }[] }>();
    expect(stats.domains.map((d) => d.code)).toEqual(['sk', 'cz']);
    expect(typeof stats.counters).toBe('object');
  });
});
