import { beforeEach, describe, expect, test, vi } from 'vitest';
import { callApp, clearKv, fakeUpstream } from './fake-upstream';
import { resetIsolateSiteStats } from '../../worker/ops/site-metrics';
import { StatsAnswerSchema, type SiteStats } from '../../worker/ops/ops-contract';
import { analyticsSql, queryAnalytics } from '../../worker/ops/analytics-query';
import type { Env } from '../../worker/env';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const OPS = { authorization: 'Bearer dev-ops-token' };

async function stats(query = ''): Promise<Record<string, SiteStats>> {
  const res = await callApp(up, `${SK}/__ops/stats${query}`, { headers: OPS });
  expect(res.status).toBe(200);
  return StatsAnswerSchema.parse(await res.json()).sites;
}

beforeEach(async () => {
  await clearKv();
  resetIsolateSiteStats();
  up.reset();
  up.state.down = false;
});

describe('per-site numbers in this isolate', () => {
  test('requests, statuses and upstream calls are counted for the site that served them', async () => {
    for (let i = 0; i < 3; i++) expect((await callApp(up, `${SK}/api/v1/products/${i + 1}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await callApp(up, `${CZ}/api/v1/products/${i + 1}`)).status).toBe(200);
    expect((await callApp(up, `${CZ}/api/v1/not-on-the-allow-list`)).status).toBe(404);
    up.state.down = true;
    expect((await callApp(up, `${SK}/api/v1/products/9`)).status).toBe(503);
    up.state.down = false;

    const sites = await stats();
    expect(sites.sk!.requests).toBe(4);
    expect(sites.cz!.requests).toBe(3);
    expect(sites.sk!.status5xx).toBe(1);
    expect(sites.sk!.status4xx).toBe(0);
    expect(sites.cz!.status4xx).toBe(1);
    expect(sites.sk!.upstreams.store).toMatchObject({ calls: 4, errors: 1, timeouts: 0 });
    expect(sites.cz!.upstreams.store).toMatchObject({ calls: 2, errors: 0, timeouts: 0 });
    expect(sites.sk!.upstreamCalls).toBe(up.calls.filter((c) => c.headers['x-inspishop-domain'] === 'sk').length);
    expect(sites.sk!.upstreams.store!.p50Ms).not.toBeNull();
    // the stats calls themselves are not the site's traffic
    expect((await stats()).sk!.requests).toBe(4);
    expect(Object.keys(await stats('?site=cz'))).toEqual(['cz']);
  });

  test("page cache outcomes match the pages' x-page-cache headers, per site", async () => {
    const seen = { sk: [] as string[], cz: [] as string[] };
    for (const [site, base] of [
      ['sk', SK],
      ['cz', CZ],
      ['sk', SK],
    ] as const) {
      for (const path of ['/', '/', '/kosik']) {
        const res = await callApp(up, `${base}${path}`);
        await res.arrayBuffer();
        seen[site].push(res.headers.get('x-page-cache') ?? '-');
      }
    }
    const sites = await stats();
    for (const site of ['sk', 'cz'] as const) {
      const tally = (v: string) => seen[site].filter((s) => s === v).length;
      expect(sites[site]!.pageCache).toEqual({
        hit: tally('hit'),
        miss: tally('miss'),
        stale: 0,
        bypass: tally('bypass'),
      });
      expect(sites[site]!.requests).toBe(seen[site].length);
    }
    expect(seen.sk).toContain('hit');
    expect(seen.sk).toContain('bypass');
    expect(sites.sk!.renderMs.p50Ms).not.toBeNull();
  });
});

describe('Workers Analytics Engine', () => {
  function fakeDataset() {
    const points: AnalyticsEngineDataPoint[] = [];
    return { points, dataset: { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p ?? {}) } };
  }

  test('one request point per request and one point per upstream call, indexed by site', async () => {
    const { points, dataset } = fakeDataset();
    const withAe = { ANALYTICS: dataset as unknown as AnalyticsEngineDataset };
    await callApp(up, `${SK}/api/v1/products/1`, {}, withAe);
    await callApp(up, `${CZ}/api/v1/products/2`, {}, withAe);
    await callApp(up, `${CZ}/api/v1/not-on-the-allow-list`, {}, withAe);
    await callApp(up, `${SK}/__ops/stats`, { headers: OPS }, withAe); // tooling: no point

    const requests = points.filter((p) => p.blobs?.[0] === 'request');
    expect(requests.map((p) => p.indexes?.[0])).toEqual(['sk', 'cz', 'cz']);
    expect(requests.map((p) => p.doubles?.[0])).toEqual([1, 1, 1]);
    expect(requests.map((p) => p.doubles?.[1])).toEqual([0, 0, 1]); // status4xx
    const upstream = points.filter((p) => p.blobs?.[0] === 'upstream');
    expect(upstream.map((p) => p.blobs?.slice(1))).toEqual([
      ['sk', 'store', 'ok'],
      ['cz', 'store', 'ok'],
    ]);
  });

  const configured = {
    ANALYTICS: { writeDataPoint: () => {} } as unknown as AnalyticsEngineDataset,
    ANALYTICS_ACCOUNT_ID: 'acc123',
    ANALYTICS_API_TOKEN: 'cf-token',
    ANALYTICS_DATASET: 'shop_metrics',
  } satisfies Partial<Env>;

  const sqlAnswer = (sql: string) =>
    sql.includes("blob1 = 'request'")
      ? {
          meta: [],
          data: [
            {
              site: 'cz',
              requests: '120',
              status4xx: 2,
              status5xx: 0,
              pageHit: 30,
              pageMiss: 10,
              pageStale: 0,
              pageBypass: 80,
              readHit: 50,
              readMiss: 5,
              readStaleOnError: 1,
              kvShellReads: 9,
            },
          ],
          rows: 1,
        }
      : {
          data: [
            { kind: 'upstream', site: 'cz', name: 'store', calls: 40, errors: 1, timeouts: 2, p50: 12.34, p95: 80 },
            { kind: 'render', site: 'cz', name: 'page', calls: 90, errors: 0, timeouts: 0, p50: 25, p95: null },
          ],
        };

  test('the SQL API answer becomes per-site numbers (validated, 64-bit numbers as strings accepted)', async () => {
    const asked: { url: string; auth: string | null; sql: string }[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const sql = String(init?.body);
      asked.push({ url: String(input), auth: new Headers(init?.headers).get('authorization'), sql });
      return Response.json(sqlAnswer(sql));
    }) as typeof fetch;
    const sites = await queryAnalytics({ ...configured } as Env, 15, fetcher);
    expect(asked[0]!.url).toBe('https://api.cloudflare.com/client/v4/accounts/acc123/analytics_engine/sql');
    expect(asked[0]!.auth).toBe('Bearer cf-token');
    expect(asked.every((a) => a.sql.includes('FROM shop_metrics') && a.sql.includes("INTERVAL '15' MINUTE"))).toBe(
      true,
    );
    expect(sites.cz).toEqual({
      requests: 120,
      status4xx: 2,
      status5xx: 0,
      pageCache: { hit: 30, miss: 10, stale: 0, bypass: 80 },
      readCache: { hit: 50, miss: 5, staleOnError: 1 },
      kvShellReads: 9,
      upstreamCalls: 40,
      upstreams: { store: { calls: 40, errors: 1, timeouts: 2, p50Ms: 12.3, p95Ms: 80 } },
      renderMs: { p50Ms: 25, p95Ms: null },
    });
    await expect(
      queryAnalytics({ ...configured } as Env, 15, (async () => Response.json({ rows: 'x' })) as typeof fetch),
    ).rejects.toThrow(/unexpected shape/);
    await expect(
      queryAnalytics({ ...configured } as Env, 15, (async () => new Response('no', { status: 403 })) as typeof fetch),
    ).rejects.toThrow(/answered 403/);
    expect(() => analyticsSql('x; DROP TABLE y', 5)).toThrow(/SQL identifier/);
  });

  test('/__ops/stats reads Analytics Engine when configured, and says when it fell back to this isolate', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_input, init) => Response.json(sqlAnswer(String(init?.body))));
    try {
      const res = await callApp(up, `${SK}/__ops/stats?minutes=30`, { headers: OPS }, configured);
      const answer = StatsAnswerSchema.parse(await res.json());
      expect(answer.source).toBe('analytics-engine');
      expect(answer.window).toEqual({ minutes: 30 });
      expect(answer.sites.cz!.requests).toBe(120);
      expect(answer.sites.sk!.requests).toBe(0);

      spy.mockImplementation(async () => new Response('{"errors":[{"message":"bad token"}]}', { status: 401 }));
      const fallback = StatsAnswerSchema.parse(
        await (await callApp(up, `${SK}/__ops/stats`, { headers: OPS }, configured)).json(),
      );
      expect(fallback.source).toBe('isolate');
      expect(fallback.note).toMatch(/per isolate/);
      expect(fallback.analyticsError).toMatch(/answered 401/);
    } finally {
      spy.mockRestore();
    }
  });

  test('/__ops/stats lists what this isolate keeps between requests, each map with its bound', async () => {
    expect((await callApp(up, `${SK}/`)).status).toBe(200);
    const answer = StatsAnswerSchema.parse(await (await callApp(up, `${SK}/__ops/stats`, { headers: OPS })).json());
    const byName = new Map(answer.holdings.map((h) => [h.name, h]));
    // A page view filled the read cache's copies and (an anonymous home page) the page cache's.
    for (const name of ['read-cache.copies (chars)', 'page-cache.copies (bytes)']) {
      const holding = byName.get(name);
      expect(holding, name).toBeDefined();
      expect(holding!.entries).toBeGreaterThan(0);
      expect(holding!.weight!).toBeGreaterThan(0);
      expect(holding!.weight!).toBeLessThanOrEqual(holding!.maxWeight!);
    }
    expect(byName.get('kv.copies (chars)')?.maxWeight).toBe(8_000_000);
    for (const holding of answer.holdings) expect(holding.entries).toBeLessThanOrEqual(holding.maxEntries);
  });
});
