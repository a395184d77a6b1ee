import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { callApp, clearKv, fakeUpstream } from './fake-upstream';
import { resetIsolateSiteStats, isolateSiteStats } from '../../worker/ops/site-metrics';
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
