import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, test } from 'vitest';
import { callApp, clearKv, fakeUpstream } from './fake-upstream';
import { EXIT, runOps } from '../../scripts/ops/cli';
import { resetIsolateSiteStats } from '../../worker/ops/site-metrics';
import { HistoryAnswerSchema, StatsAnswerSchema } from '../../worker/ops/ops-contract';

// The ops CLI's core against the worker's own ops API (in-process, fake upstream): the same code
// `npm run ops` runs, with its HTTP going to the app instead of the network.
const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

async function ops(
  args: string[],
  options: { token?: string; fetch?: (url: string, init?: RequestInit) => Promise<Response> } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(args, {
    fetch: options.fetch ?? ((url, init) => callApp(up, url, init)),
    env: { OPS_URL: SK, OPS_TOKEN: options.token ?? 'dev-ops-token', OPS_ACTOR: 'alice' },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeEach(async () => {
  await clearKv();
  resetIsolateSiteStats();
});

describe('npm run ops', () => {
  test('stats: per-site numbers match the requests made, as JSON and as a table', async () => {
    for (let i = 0; i < 5; i++) await callApp(up, `${SK}/api/v1/products/${i + 1}`);
    for (let i = 0; i < 3; i++) await callApp(up, `${CZ}/api/v1/products/${i + 1}`);
    const json = await ops(['stats', '--json']);
    expect(json.code).toBe(EXIT.ok);
    const answer = StatsAnswerSchema.parse(JSON.parse(json.out));
    expect(answer.source).toBe('isolate');
    expect(answer.note).toMatch(/per isolate/);
    expect(answer.sites.sk!.requests).toBe(5);
    expect(answer.sites.cz!.requests).toBe(3);
    expect(answer.sites.cz!.upstreams.store!.calls).toBe(3);

    const text = await ops(['stats']);
    expect(text.code).toBe(EXIT.ok);
    expect(text.out).toMatch(/per isolate/);
    expect(text.out).toMatch(/^requests\s+5\s+3$/m);
    const cz = await ops(['stats', 'cz']);
    expect(cz.out).toMatch(/^requests\s+3$/m);
    expect((await ops(['stats', 'xx'])).code).toBe(EXIT.refused);
  });

  test('rules: set, refuse with the field and the reason, reset, history, undo', async () => {
    const shown = await ops(['rules', 'cz']);
    expect(shown.code).toBe(EXIT.ok);
    expect(shown.out).toMatch(/upstreamReads\.ttlByKind\.category\s+120\s+120/);

    const set = await ops([
      'rules',
      'cz',
      '--set',
      'upstreamReads.ttlByKind.category=60',
      '--set',
      'pageCache.ttlSeconds=30',
    ]);
    expect(set.code).toBe(EXIT.ok);
    expect(set.out).toContain('upstreamReads.ttlByKind.category 120 → 60');
    expect(await env.CACHE_KV.get('ops:cache-rules:cz', 'json')).toEqual({
      upstreamReads: { ttlByKind: { category: 60 } },
      pageCache: { ttlSeconds: 30 },
    });
    // a second --set merges into the override instead of replacing it
    expect((await ops(['rules', 'cz', '--set', 'globals.ttlSeconds=100'])).code).toBe(EXIT.ok);
    expect(await env.CACHE_KV.get('ops:cache-rules:cz', 'json')).toMatchObject({
      pageCache: { ttlSeconds: 30 },
      globals: { ttlSeconds: 100 },
    });

    for (const [assignment, field, reason] of [
      ['pageCache.ttlSeconds=-1', 'pageCache.ttlSeconds', />=\s*0/],
      ['pageCache.ttlSecond=5', 'pageCache', /ttlSecond/],
      ['pageCache.enabled=maybe', 'pageCache.enabled', /boolean/],
      ['renderStatusWaitMs=99999', 'renderStatusWaitMs', /<=\s*10000/],
    ] as const) {
      const bad = await ops(['rules', 'cz', '--set', assignment]);
      expect(bad.code, assignment).toBe(EXIT.refused);
      expect(bad.err, assignment).toContain(field);
      expect(bad.err, assignment).toMatch(reason);
    }
    // refused locally: nothing was sent, nothing recorded
    const history = HistoryAnswerSchema.parse(JSON.parse((await ops(['rules', 'cz', '--history', '--json'])).out));
    expect(history.entries.map((e) => e.action)).toEqual(['set', 'set']);
    expect(history.entries[0]).toMatchObject({ who: 'alice', after: { globals: { ttlSeconds: 100 } } });

    expect((await ops(['rules', 'cz', '--reset'])).code).toBe(EXIT.ok);
    expect(await env.CACHE_KV.get('ops:cache-rules:cz')).toBeNull();
    const text = await ops(['rules', 'cz', '--history']);
    expect(text.out).toMatch(/^#3 .* alice {2}reset/m);

    // undo walks back one change at a time: the reset, then the last set
    const undo1 = await ops(['rules', 'cz', '--undo']);
    expect(undo1.code).toBe(EXIT.ok);
    expect(undo1.out).toContain('undid #3');
    expect(await env.CACHE_KV.get('ops:cache-rules:cz', 'json')).toMatchObject({ globals: { ttlSeconds: 100 } });
    expect((await ops(['rules', 'cz', '--undo'])).code).toBe(EXIT.ok);
    expect(await env.CACHE_KV.get('ops:cache-rules:cz', 'json')).toEqual({
      upstreamReads: { ttlByKind: { category: 60 } },
      pageCache: { ttlSeconds: 30 },
    });
    expect((await ops(['rules', 'cz', '--undo'])).code).toBe(EXIT.ok);
    expect(await env.CACHE_KV.get('ops:cache-rules:cz')).toBeNull();
    const none = await ops(['rules', 'cz', '--undo']);
    expect(none.code).toBe(EXIT.refused);
    expect(none.err).toMatch(/nothing to undo/);
    // sk was never touched
    expect(await env.CACHE_KV.get('ops:cache-rules:sk')).toBeNull();
  });

  test('undo refuses when the override changed behind its back', async () => {
    expect((await ops(['rules', 'sk', '--set', 'pageCache.ttlSeconds=10'])).code).toBe(EXIT.ok);
    await env.CACHE_KV.put('ops:cache-rules:sk', JSON.stringify({ pageCache: { ttlSeconds: 11 } }));
    const res = await ops(['rules', 'sk', '--undo']);
    expect(res.code).toBe(EXIT.refused);
    expect(res.err).toMatch(/changed since change 1/);
  });

  test('purge: named targets; a target the server lacks is said plainly', async () => {
    await env.CACHE_KV.put('shell:v1:cz:cs:CZK:-:-', '{}');
    await env.CACHE_KV.put('shell:v1:sk:sk:EUR:-:-', '{}');
    const res = await ops(['purge', 'cz', '--pages', '--shell']);
    expect(res.code).toBe(EXIT.ok);
    expect(res.out).toMatch(/cz: purged pages, shell \(1 KV keys deleted\)/);
    expect(await env.CACHE_KV.get('shell:v1:sk:sk:EUR:-:-')).toBe('{}');
    expect(await env.CACHE_KV.get('shell:v1:cz:cs:CZK:-:-')).toBeNull();

    const urls = await ops(['purge', 'cz', '--urls']);
    if (urls.code !== EXIT.ok) {
      expect(urls.code).toBe(EXIT.refused);
      expect(urls.err).toMatch(/the server does not support purging urls/);
    }
    expect((await ops(['purge', 'cz'])).code).toBe(EXIT.refused);
    expect((await ops(['purge', 'xx', '--pages'])).code).toBe(EXIT.refused);
  });

  test('a wrong token, no server, or no token: exit 2 and a plain message', async () => {
    const wrong = await ops(['stats'], { token: 'not-the-token' });
    expect(wrong.code).toBe(EXIT.unreachable);
    expect(wrong.err).toMatch(/not authorised: .* refused the ops token/);
    const down = await ops(['stats'], {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(down.code).toBe(EXIT.unreachable);
    expect(down.err).toMatch(/cannot reach https:\/\/www\.eshop-demo\.sk: fetch failed/);
    const res = await runOps(['stats'], {
      fetch: () => Promise.reject(new Error('unused')),
      env: {},
      out: () => {},
      err: () => {},
    });
    expect(res).toBe(EXIT.unreachable);
  });

  test('usage errors are refusals; --help is not', async () => {
    expect((await ops(['--help'])).code).toBe(EXIT.ok);
    expect((await ops(['--help'])).out).toMatch(/Exit codes: 0 ok, 1 refused/);
    expect((await ops(['rules'])).code).toBe(EXIT.refused);
    expect((await ops(['frobnicate'])).code).toBe(EXIT.refused);
    expect((await ops(['rules', 'cz', '--set', 'nonsense'])).code).toBe(EXIT.refused);
    expect((await ops(['rules', 'cz', '--reset', '--undo'])).code).toBe(EXIT.refused);
  });
});
