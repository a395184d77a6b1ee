import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { ACCESS_TOKEN, GUEST_TOKEN, callApp, clearKv, fakeUpstream, sameOrigin } from './fake-upstream';
import { deleteCacheRulesOverride, writeCacheRulesOverride } from '../../worker/config/cache-rules-override';
import { recentRequestLogLines } from '../../worker/ops/request-log';

// One JSON line per request, and nothing personal in any of them across a shopper's journey.
const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';
const PERSONAL = [
  'jana@example.sk',
  'correct-horse',
  ACCESS_TOKEN,
  GUEST_TOKEN,
  'login-as-token-0123456789',
  'reset-token-abcdef',
  '20261123-54321',
  'order-token-fedcba',
  '98765',
  'Hlavn', // the street of the fixture's address
];

let lines: string[] = [];
beforeEach(async () => {
  await clearKv();
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
});
afterEach(() => vi.restoreAllMocks());

const logs = { REQUEST_LOGS: 'on' };
const get = (path: string, headers: Record<string, string> = {}) =>
  callApp(up, `${SK}${path}`, { headers: { 'cf-ray': 'ray-123-PRG', ...headers } }, logs);

describe('request log lines', () => {
  test('a shopper journey: one parseable line per request, no personal data in any', async () => {
    const auth = { cookie: `apollo-token=${ACCESS_TOKEN}` };
    const guest = { cookie: `guest-cart-token=${GUEST_TOKEN}` };
    const journey: (() => Promise<Response>)[] = [
      () => get('/?utm_source=newsletter&email=jana@example.sk'),
      () => get('/hladat?q=jana@example.sk'),
      () =>
        callApp(
          up,
          `${SK}/api/v1/cart/items`,
          { method: 'POST', headers: sameOrigin(), body: JSON.stringify({ productId: 1, amount: 1 }) },
          logs,
        ),
      () => get('/kosik', guest),
      () => get('/kosik/dodacie-udaje?email=jana@example.sk&street=Hlavn%C3%A1%201', guest),
      () =>
        callApp(
          up,
          `${SK}/api/oauth/login`,
          {
            method: 'POST',
            headers: { ...sameOrigin(), ...guest },
            body: JSON.stringify({ email: 'jana@example.sk', password: 'correct-horse' }),
          },
          logs,
        ),
      () => callApp(up, `${SK}/api/v1/user`, { headers: auth }, logs),
      () => get('/kosik/doprava-a-platba', auth),
      () => get('/kosik/dokoncenie?code=20261123-54321&token=order-token-fedcba', auth),
      () => get('/stav-objednavky?code=20261123-54321&token=order-token-fedcba'),
      () => callApp(up, `${SK}/api/v1/orders/code/20261123-54321`, {}, logs),
      () => callApp(up, `${SK}/api/v1/orders/token/order-token-fedcba`, {}, logs),
      () => get('/uzivatel/objednavky/98765', auth),
      () => get('/__data/uzivatel/objednavky/98765', auth),
      () => get('/prihlasit?token=login-as-token-0123456789'),
      () => get('/resetovat-heslo?token=reset-token-abcdef&email=jana@example.sk'),
      () => get('/jana@example.sk'),
    ];
    for (const step of journey) await (await step()).arrayBuffer();

    const requestLines = lines.filter((l) => l.startsWith('{') && JSON.parse(l).msg === 'request');
    expect(requestLines).toHaveLength(journey.length);
    for (const line of requestLines) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(parsed.site).toBe('sk');
      expect(parsed).toHaveProperty('ray');
      expect(typeof parsed.route).toBe('string');
      expect(typeof parsed.status).toBe('number');
      expect(parsed).toHaveProperty('cache');
      expect(parsed).toHaveProperty('upstreamMs');
      expect(parsed).toHaveProperty('renderMs');
      for (const secret of PERSONAL) expect(line, `${secret} in ${line}`).not.toContain(secret);
    }
    // public pages keep their path and the names (never the values) of their query parameters
    const home = JSON.parse(requestLines[0]!);
    expect(home).toMatchObject({ route: 'index', path: '/', queryKeys: ['email', 'utm_source'], ray: 'ray-123-PRG' });
    const order = JSON.parse(requestLines[10]!);
    expect(order).toMatchObject({ route: 'api', pattern: '/api/v1/orders/code/:code', path: null });
    const account = JSON.parse(requestLines[12]!);
    expect(account).toMatchObject({
      route: 'user-order',
      pattern: '/uzivatel/objednavky/:id',
      path: null,
      queryKeys: null,
    });
  });

  test('content routes: after-sales pages stay out of the log, the others keep their path', async () => {
    await (await get('/reklamacia?order=20261123-54321')).arrayBuffer();
    await (await get('/vratenie-tovaru?order=20261123-54321')).arrayBuffer();
    await (await get('/tabulka-velkosti?size=m')).arrayBuffer();
    const [complaint, returns, sizes] = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(complaint).toMatchObject({ route: 'complaint', path: null, queryKeys: null });
    expect(returns).toMatchObject({ route: 'return-of-goods', path: null, queryKeys: null });
    expect(sizes).toMatchObject({ route: 'size-table', path: '/tabulka-velkosti', queryKeys: ['size'] });
  });

  test('the page cache outcome and timings are on the line', async () => {
    // Every hit logged (the deployed rule samples one in ten).
    await writeCacheRulesOverride(env.CACHE_KV, 'sk', { requestLog: { hitSampleRate: 1 } });
    await (await get('/')).arrayBuffer();
    await (await get('/')).arrayBuffer();
    await deleteCacheRulesOverride(env.CACHE_KV, 'sk');
    const [first, second] = lines.map(
      (l) => JSON.parse(l) as { cache: string; renderMs: number | null; durationMs: number },
    );
    expect(first!.cache).toBe('miss');
    expect(first!.renderMs).not.toBeNull();
    expect(second!.cache).toBe('hit');
    expect(second!.renderMs).toBeNull();
    expect(second!.durationMs).toBeGreaterThanOrEqual(0);
  });

  test('page-cache hits are sampled at the live rule; misses and errors always have their line', async () => {
    await writeCacheRulesOverride(env.CACHE_KV, 'sk', { requestLog: { hitSampleRate: 0 } });
    try {
      // A query of its own: the page is not in the page cache from an earlier test.
      await (await get('/?sampling=1')).arrayBuffer(); // miss: logged
      await (await get('/?sampling=1')).arrayBuffer(); // hit: sampled out
      await (await get('/?sampling=1')).arrayBuffer(); // hit: sampled out
      await (await get('/api/v1/no-such-endpoint')).arrayBuffer(); // refused by the allow-list: logged
      const logged = lines.map((l) => JSON.parse(l) as { cache: string | null; status: number });
      expect(logged.map((l) => [l.cache, l.status])).toEqual([
        ['miss', 200],
        [null, 404],
      ]);
      await writeCacheRulesOverride(env.CACHE_KV, 'sk', { requestLog: { hitSampleRate: 1 } });
      await (await get('/?sampling=1')).arrayBuffer();
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ cache: 'hit', status: 200 });
      expect(JSON.parse(lines.at(-1)!)).not.toHaveProperty('sampleRate');
    } finally {
      await deleteCacheRulesOverride(env.CACHE_KV, 'sk');
    }
  });

  test('the memory sink (benches) keeps the same line and writes nothing to the console', async () => {
    await (await callApp(up, `${SK}/?sink=memory`, {}, { ...logs, REQUEST_LOG_SINK: 'memory' })).arrayBuffer();
    expect(lines).toEqual([]);
    expect(JSON.parse(recentRequestLogLines().at(-1)!)).toMatchObject({ msg: 'request', route: 'index', status: 200 });
  });

  test('REQUEST_LOGS=off writes nothing', async () => {
    await (await callApp(up, `${SK}/api/v1/products/1`, {}, { REQUEST_LOGS: 'off' })).arrayBuffer();
    expect(lines).toEqual([]);
  });
});
