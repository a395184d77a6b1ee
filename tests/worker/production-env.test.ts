// Issue 11.2: a deployed (production) worker fails closed. No `/__demo/*`, whatever the variables
// say; `/__ops/*` shut with a missing, short or development token; a site still pointed at the
// demo backend fails loudly; the development switches do nothing.
import { describe, expect, test } from 'vitest';
import type { Env } from '../../worker/env';
import { callApp, fakeUpstream } from './fake-upstream';
import { productionEnv, REAL_UPSTREAMS, STRONG_TOKEN } from './production-env';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';

const ops = (env: Partial<Env>, token: string | null) =>
  callApp(up, `${SK}/__ops/stats`, token === null ? {} : { headers: { authorization: `Bearer ${token}` } }, env);

describe('production: /__demo/* is never forwarded', () => {
  test.each([
    ['production', productionEnv()],
    ['ENVIRONMENT=development set on the production worker', productionEnv({ ENVIRONMENT: 'development' })],
    [
      'development variables and a demo binding but ENVIRONMENT=production',
      productionEnv({ DEMO_BACKEND: up.fetcher, DOMAINS_JSON: REAL_UPSTREAMS }),
    ],
  ])('%s', async (_name, env) => {
    up.reset();
    for (const path of ['/__demo/tokens?email=zakaznik@demo.sk', '/__demo/knobs', '/__demo/requests']) {
      const res = await callApp(up, `${SK}${path}`, {}, env);
      expect(res.status, path).toBe(404);
    }
    const knobs = await callApp(up, `${SK}/__demo/knobs`, { method: 'POST', body: '{"prefix":"/","status":500}' }, env);
    expect(knobs.status).toBe(404);
    expect(up.calls).toHaveLength(0);
  });
});

describe('production: /__ops/* refuses weak tokens', () => {
  test.each([
    ['missing', undefined],
    ['short', 'short-token-1234'],
    ['the committed development token', 'dev-ops-token'],
    ['the benchmarks token', 'bench-ops-token'],
  ])('%s OPS_TOKEN: shut even with the matching bearer', async (_name, token) => {
    const env = productionEnv({ OPS_TOKEN: token });
    const res = await ops(env, token ?? 'dev-ops-token');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"counters"');
  });

  test('a strong token works, a wrong bearer is 401', async () => {
    expect((await ops(productionEnv(), STRONG_TOKEN)).status).toBe(200);
    expect((await ops(productionEnv(), 'dev-ops-token')).status).toBe(401);
  });

  test('development keeps its dev token', async () => {
    expect((await ops({}, 'dev-ops-token')).status).toBe(200);
  });
});

describe('production: upstreams must be real', () => {
  test('the default (demo backend) upstreams fail loudly with a clear error', async () => {
    const res = await callApp(up, `${SK}/kontakt`, {}, productionEnv({ DOMAINS_JSON: undefined }));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toContain('not configured for production');
    expect(text).toContain('demo-backend.internal');
    expect(text).toContain('DOMAINS_JSON');
  });

  test('one site left on the demo backend is enough to refuse', async () => {
    const json = JSON.parse(REAL_UPSTREAMS) as { domains: Record<string, { upstreams: Record<string, string> }> };
    json.domains.cz!.upstreams.image = 'https://demo-backend.internal/image';
    const res = await callApp(up, `${SK}/__health-not`, {}, productionEnv({ DOMAINS_JSON: JSON.stringify(json) }));
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('site cz: upstreams.image');
  });

  test.each([
    ['missing', undefined],
    ['the committed development value', 'dev-user-cookie-secret-not-for-production'],
    ['short', 'short-secret'],
  ])('a %s USER_COOKIE_SECRET is refused', async (_name, secret) => {
    const res = await callApp(up, `${SK}/kontakt`, {}, productionEnv({ USER_COOKIE_SECRET: secret }));
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('USER_COOKIE_SECRET');
  });

  test.each([
    ['the committed development value', 'dev-catalog-hook-secret-not-for-production'],
    ['short', 'short-secret'],
  ])('a %s CATALOG_HOOK_SECRET is refused; none at all is fine', async (_name, secret) => {
    const res = await callApp(up, `${SK}/kontakt`, {}, productionEnv({ CATALOG_HOOK_SECRET: secret }));
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('CATALOG_HOOK_SECRET');
    const without = await callApp(up, `${SK}/kontakt`, {}, productionEnv({ CATALOG_HOOK_SECRET: undefined }));
    expect(await without.text()).not.toContain('CATALOG_HOOK_SECRET');
  });

  test('a rate-limit binding missing in production is refused too', async () => {
    const res = await callApp(up, `${SK}/kontakt`, {}, productionEnv({ LOGIN_RATE_LIMIT: undefined }));
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('LOGIN_RATE_LIMIT');
  });
});

describe('production: development switches do nothing', () => {
  test('?__country= is ignored even with ALLOW_COUNTRY_OVERRIDE=true', async () => {
    const res = await callApp(
      up,
      `${SK}/__ops/stats?__country=CZ`,
      { headers: { authorization: `Bearer ${STRONG_TOKEN}` } },
      productionEnv({ ALLOW_COUNTRY_OVERRIDE: 'true' }),
    );
    expect(res.headers.getSetCookie().some((l) => l.startsWith('dev-country='))).toBe(false);
  });
});
