import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '../../shared/contracts/store';
import { app } from '../../worker/app';
import { buildDomainRegistry } from '../../worker/config/domains';
import { engineRequest, type RecommendationConfig } from '../../worker/integrations/recommendation-engine';
import { CZ, get, post, SK } from './order-journey';

// SPEC 7 "a recommendation engine (POST or GET)": GET /api/recommendations asks the site's engine. The
// development config (wrangler.toml) turns it on for both sites against the demo backend's stand-in
// (/partners/recommendations): the Slovak site by GET without a key, the Czech one by POST with one. The
// code default is off. Each test asks about products of its own, because good answers are kept per
// question (the Cache API lives as long as this file). Waiting is on answers, never on time.

const ENGINE = '/partners/recommendations';

interface Answer {
  data: { ids: number[] };
}

async function engineCalls(method?: string): Promise<number> {
  const res = await get(SK, `/__demo/requests?prefix=${ENGINE}`);
  const { data } = (await res.json()) as { data: { counts: { method: string; path: string; count: number }[] } };
  return data.counts.filter((c) => !method || c.method === method).reduce((sum, c) => sum + c.count, 0);
}

/** One ask through the app in-process, waiting for its background work (the cache write) to finish. */
async function ask(
  origin: string,
  query: string,
  options: { recommendations?: Record<string, unknown>; cookie?: string; bindings?: Partial<typeof env> } = {},
) {
  const bindings: Partial<typeof env> = { ...options.bindings };
  if (options.recommendations) {
    const site = origin === CZ ? 'cz' : 'sk';
    bindings.DOMAINS_JSON = JSON.stringify({
      domains: { [site]: { integrations: { recommendations: options.recommendations } } },
    });
  }
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${origin}/api/recommendations?${query}`, {
      headers: options.cookie ? { cookie: options.cookie } : {},
    }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const idsOf = async (res: Response) => ((await res.json()) as Answer).data.ids;

async function products(ids: number[]): Promise<Product[]> {
  const res = await get(SK, `/api/content/catalog/product?ids=${ids.join(',')}`);
  expect(res.status).toBe(200);
  const { products } = (await res.json()) as { products: Product[] };
  return ids.map((id) => products.find((p) => p.id === id) as Product);
}

afterEach(async () => {
  expect((await SELF.fetch(`${SK}/__demo/knobs`, { method: 'DELETE' })).status).toBe(200);
});

describe('recommendation engine (SPEC 7)', () => {
  test('off by default: no site has it in the code defaults; an off site answers no ids without asking', async () => {
    for (const domain of buildDomainRegistry(undefined).domains) {
      expect(domain.integrations.recommendations.enabled).toBe(false);
      expect(domain.integrations.recommendations.timeoutMs).toBe(1500);
    }
    const before = await engineCalls();
    const res = await ask(SK, 'productIds=11', { recommendations: { enabled: false } });
    expect(res.status).toBe(200);
    expect(await idsOf(res)).toEqual([]);
    expect(await engineCalls()).toBe(before);
  });

  test('by GET (Slovak site): other saleable products of the category, same brand first, best rated first', async () => {
    const before = await engineCalls('GET');
    const res = await ask(SK, 'productIds=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const ids = await idsOf(res);
    expect(await engineCalls('GET')).toBe(before + 1);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(8);
    expect(ids).not.toContain(1);
    expect(new Set(ids).size).toBe(ids.length);
    const [seed] = await products([1]);
    const shown = await products(ids);
    for (const p of shown) {
      expect(p.categoryId).toBe(seed?.categoryId);
      expect(p.visibility.saleable).toBe(true);
    }
    // Same brand first, then the rest; each group by rating, best first (unrated last).
    const sameBrand = shown.map((p) => p.brandId === seed?.brandId);
    expect(sameBrand).toEqual([...sameBrand].sort((a, b) => Number(b) - Number(a)));
    const rank = (p: Product) => [p.brandId === seed?.brandId ? 1 : 0, p.rating ?? -1] as const;
    for (let i = 1; i < shown.length; i++) {
      const [a, b] = [rank(shown[i - 1] as Product), rank(shown[i] as Product)];
      if (a[0] === b[0]) expect(a[1]).toBeGreaterThanOrEqual(b[1]);
    }
  });

  test('by POST with a key (Czech site); a second ask for the same product is answered from the copy', async () => {
    const before = await engineCalls('POST');
    const first = await ask(CZ, 'productIds=2');
    expect(first.status).toBe(200);
    const ids = await idsOf(first);
    expect(ids.length).toBeGreaterThan(0);
    expect(await engineCalls('POST')).toBe(before + 1);
    const again = await ask(CZ, 'productIds=2');
    expect(await idsOf(again)).toEqual(ids);
    expect(await engineCalls('POST')).toBe(before + 1);
  });

  test('the question goes out as the config says: GET in the query, POST as JSON, the key only when set', async () => {
    const config: RecommendationConfig = {
      enabled: true,
      endpoint: 'https://engine.example/v1/recommend',
      method: 'GET',
      apiKeySecret: null,
      timeoutMs: 1500,
      limit: 8,
      cacheSeconds: 300,
    };
    const question = { productIds: [3, 5], limit: 8, locale: 'sk' as const, site: 'sk' };
    const [getUrl, getInit] = engineRequest(config, question, '');
    expect(getUrl).toBe('https://engine.example/v1/recommend?productIds=3%2C5&limit=8&locale=sk&site=sk');
    expect(getInit.method).toBe('GET');
    expect(getInit.headers).not.toHaveProperty('authorization');
    const [postUrl, postInit] = engineRequest({ ...config, method: 'POST' }, question, 'k3y');
    expect(postUrl).toBe(config.endpoint);
    expect(JSON.parse(String(postInit.body))).toEqual(question);
    expect(postInit.headers).toHaveProperty('authorization', 'Bearer k3y');
  });

  test('a personal request (here a guest cart) is answered privately, with the same ids', async () => {
    const anonymous = await idsOf(await ask(SK, 'productIds=4'));
    const res = await ask(SK, 'productIds=4', { cookie: 'guest-cart-token=guest-token-abcdef123456' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await idsOf(res)).toEqual(anonymous);
  });

  test('over the per-address limit: no ids and no call; only questions the copy cannot answer count', async () => {
    const keys: string[] = [];
    const limiter = (success: boolean): RateLimit => ({
      limit: async ({ key }) => {
        keys.push(key);
        return { success };
      },
    });
    const from = (query: string, success: boolean) =>
      app.fetch(
        new Request(`${SK}/api/recommendations?${query}`, { headers: { 'cf-connecting-ip': '203.0.113.9' } }),
        { ...env, RECOMMENDATION_RATE_LIMIT: limiter(success) },
        createExecutionContext(),
      );
    const before = await engineCalls();
    const over = await from('productIds=15', false);
    expect(over.status).toBe(200);
    expect(over.headers.get('cache-control')).toBe('no-store');
    expect(await idsOf(over)).toEqual([]);
    expect(await engineCalls()).toBe(before);
    expect(keys).toEqual(['RECOMMENDATION_RATE_LIMIT:ip:203.0.113.9']);
    // An answer in the copy is given without counting, even over the limit.
    const kept = await idsOf(await ask(SK, 'productIds=16'));
    expect(kept.length).toBeGreaterThan(0);
    expect(await idsOf(await from('productIds=16', false))).toEqual(kept);
    expect(keys).toHaveLength(1);
    // The development config declares the binding, as production must (worker/config/deployment.ts).
    expect(env.RECOMMENDATION_RATE_LIMIT).toBeDefined();
  });

  test('a malformed question is a 400 and the engine is not asked', async () => {
    const before = await engineCalls();
    for (const query of [
      '',
      'productIds=',
      'productIds=abc',
      'productIds=0',
      'productIds=1,,2',
      'productIds=1&endpoint=https://evil.example',
      `productIds=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await ask(SK, query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(await engineCalls()).toBe(before);
  });

  test('an engine that fails or answers garbage gives no ids, kept nowhere: the next ask gets them', async () => {
    expect((await post(SK, '/__demo/knobs', { prefix: ENGINE, status: 503, times: 1 })).status).toBe(200);
    const failed = await ask(SK, 'productIds=5');
    expect(failed.status).toBe(200);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await idsOf(failed)).toEqual([]);
    expect((await idsOf(await ask(SK, 'productIds=5'))).length).toBeGreaterThan(0);

    expect((await post(SK, '/__demo/knobs', { prefix: ENGINE, malformed: true })).status).toBe(200);
    expect(await idsOf(await ask(SK, 'productIds=6'))).toEqual([]);
    // JSON of another shape (the demo backend's health answer) fails the answer's schema.
    const wrongShape = await ask(SK, 'productIds=7', {
      recommendations: { enabled: true, endpoint: 'https://demo-backend.internal/__health' },
    });
    expect(wrongShape.status).toBe(200);
    expect(await idsOf(wrongShape)).toEqual([]);
  });

  test('an outage is logged once per interval, not once per product page', async () => {
    expect((await post(SK, '/__demo/knobs', { prefix: ENGINE, malformed: true })).status).toBe(200);
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      for (const id of [12, 13, 14]) expect(await idsOf(await ask(SK, `productIds=${id}`))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(logged.filter((line) => line.includes('[upstream] recommendations')).length).toBeLessThanOrEqual(1);
  });

  test('an engine that does not answer in time gives no ids', async () => {
    // The stand-in holds the request for 30 s; the site's time-out (lowered to its floor here) gives up first.
    expect((await post(SK, '/__demo/knobs', { prefix: ENGINE, timeoutS: 30 })).status).toBe(200);
    const res = await ask(SK, 'productIds=8', { recommendations: { enabled: true, timeoutMs: 100 } });
    expect(res.status).toBe(200);
    expect(await idsOf(res)).toEqual([]);
  });

  test('a key named but not set: the engine is not asked', async () => {
    const before = await engineCalls();
    const res = await ask(SK, 'productIds=9', {
      recommendations: { enabled: true, apiKeySecret: 'RECOMMENDATIONS_KEY_NOBODY_SET' },
    });
    expect(await idsOf(res)).toEqual([]);
    expect(await engineCalls()).toBe(before);
  });
});
