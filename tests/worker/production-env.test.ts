// Issue 11.2: a deployed (production) worker fails closed. No `/__demo/*`, whatever the variables
// say; `/__ops/*` shut with a missing, short or development token; a site still pointed at the
// demo backend fails loudly; the development switches do nothing.
import { env as cfEnv } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { productionProblems } from '../../worker/config/deployment';
import { loadDomainRegistry } from '../../worker/config/domains';
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
    // The answer of any unknown ops path: nothing says ops exists or why it is off (issue 26.8).
    expect(await res.json()).toEqual({ error: 'not found' });
  });

  test('a strong token works, a wrong bearer is 401', async () => {
    expect((await ops(productionEnv(), STRONG_TOKEN)).status).toBe(200);
    expect((await ops(productionEnv(), 'dev-ops-token')).status).toBe(401);
  });

  test('development keeps its dev token', async () => {
    expect((await ops({}, 'dev-ops-token')).status).toBe(200);
  });
});

/** The generic answer a shopper gets from a production worker that refuses to serve (issue 26.8). */
async function expectGeneric500(res: Response, secrets: readonly string[]) {
  expect(res.status).toBe(500);
  const text = await res.text();
  expect(text).toBe('Something broke. Please try again.');
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const problemsOf = (env: Partial<Env>) => {
  const full = { ...cfEnv, ...env } as Env;
  return productionProblems(full, loadDomainRegistry(full.DOMAINS_JSON));
};

describe('production: upstreams must be real', () => {
  test('the default (demo backend) upstreams refuse to serve; the reason is in the log, not the answer', async () => {
    const env = productionEnv({ DOMAINS_JSON: undefined });
    const logged = vi.spyOn(console, 'error');
    try {
      await expectGeneric500(await callApp(up, `${SK}/kontakt`, {}, env), [
        'demo-backend',
        'DOMAINS_JSON',
        'upstreams',
      ]);
      const api = await callApp(up, `${SK}/api/v1/cart`, {}, env);
      expect(api.status).toBe(500);
      expect(await api.json()).toEqual({ errors: [{ title: 'Something broke', status: 500 }] });
    } finally {
      logged.mockRestore();
    }
    expect(problemsOf(env).join('\n')).toContain('demo-backend.internal');
  });

  test('one site left on the demo backend is enough to refuse', async () => {
    const json = JSON.parse(REAL_UPSTREAMS) as { domains: Record<string, { upstreams: Record<string, string> }> };
    json.domains.cz!.upstreams.image = 'https://demo-backend.internal/image';
    const env = productionEnv({ DOMAINS_JSON: JSON.stringify(json) });
    await expectGeneric500(await callApp(up, `${SK}/__health-not`, {}, env), ['site cz', 'demo-backend']);
    expect(problemsOf(env).join('\n')).toContain('site cz: upstreams.image');
  });

  test.each([
    ['missing', undefined],
    ['the committed development value', 'dev-user-cookie-secret-not-for-production'],
    ['short', 'short-secret'],
  ])('a %s USER_COOKIE_SECRET is refused', async (_name, secret) => {
    const env = productionEnv({ USER_COOKIE_SECRET: secret });
    await expectGeneric500(await callApp(up, `${SK}/kontakt`, {}, env), ['USER_COOKIE_SECRET']);
    expect(problemsOf(env).join('\n')).toContain('USER_COOKIE_SECRET');
  });

  test.each([
    ['the committed development value', 'dev-catalog-hook-secret-not-for-production'],
    ['short', 'short-secret'],
  ])('a %s CATALOG_HOOK_SECRET is refused; none at all is fine', async (_name, secret) => {
    const env = productionEnv({ CATALOG_HOOK_SECRET: secret });
    await expectGeneric500(await callApp(up, `${SK}/kontakt`, {}, env), ['CATALOG_HOOK_SECRET']);
    expect(problemsOf(env).join('\n')).toContain('CATALOG_HOOK_SECRET');
    expect(problemsOf(productionEnv({ CATALOG_HOOK_SECRET: undefined })).join('\n')).not.toContain(
      'CATALOG_HOOK_SECRET',
    );
  });

  test('a rate-limit binding missing in production is refused too', async () => {
    const env = productionEnv({ LOGIN_RATE_LIMIT: undefined });
    await expectGeneric500(await callApp(up, `${SK}/kontakt`, {}, env), ['LOGIN_RATE_LIMIT']);
    expect(problemsOf(env).join('\n')).toContain('LOGIN_RATE_LIMIT');
  });

  test('the details go to the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // A problem of its own (problems are logged once per isolate).
      const env = productionEnv({ USER_COOKIE_SECRET: 'logged-once-short', FORM_RATE_LIMIT: undefined });
      await callApp(up, `${SK}/kontakt`, {}, env);
      expect(logged.mock.calls.flat().join('\n')).toContain('FORM_RATE_LIMIT');
    } finally {
      logged.mockRestore();
    }
  });
});

/** REAL_UPSTREAMS with the Slovak site's `integration` settings merged in. */
function withIntegration(integration: string, settings: Record<string, unknown>): string {
  const json = JSON.parse(REAL_UPSTREAMS) as { domains: Record<string, Record<string, unknown>> };
  json.domains.sk!.integrations = { [integration]: settings };
  return JSON.stringify(json);
}

describe('production: enabled partner integrations must be real (issue 26.9)', () => {
  test.each([
    ['addressValidation', 'apiKeySecret', 'ADDRESS_VALIDATION_API_KEY'],
    ['marketingAutomation', 'userSecret', 'MARKETING_AUTOMATION_USER'],
    ['recommendations', 'apiKeySecret', 'RECOMMENDATIONS_API_KEY'],
  ])('%s enabled on the demo endpoint, or without its secret, refuses to serve', async (name, field, secretName) => {
    const onDemo = productionEnv({ DOMAINS_JSON: withIntegration(name, { enabled: true }) });
    expect(problemsOf(onDemo).join('\n')).toContain(
      `integrations.${name} is enabled but its endpoint is the demo backend`,
    );
    await expectGeneric500(await callApp(up, `${SK}/kontakt`, {}, onDemo), ['integrations', 'demo-backend']);

    const real = { enabled: true, endpoint: 'https://partner.example.invalid/api', [field]: secretName };
    const noSecret = productionEnv({ DOMAINS_JSON: withIntegration(name, real) });
    expect(problemsOf(noSecret).join('\n')).toContain(`the secret ${secretName} is not set`);

    // Every secret it names set, and a real endpoint: no problem left for this integration.
    const secrets: Record<string, string> = {};
    const named = problemsOf(noSecret)
      .map((p) => / the secret ([A-Z0-9_]+) is not set/.exec(p)?.[1])
      .filter((n): n is string => !!n);
    for (const n of named) secrets[n] = 'a-partner-secret';
    const ready = productionEnv({ DOMAINS_JSON: withIntegration(name, real), ...(secrets as Partial<Env>) });
    expect(problemsOf(ready).filter((p) => p.includes(`integrations.${name}`))).toEqual([]);
  });

  test('a recommendation engine without a key (apiKeySecret null) needs only its endpoint', () => {
    const keyless = { enabled: true, endpoint: 'https://engine.example.invalid/recommend', apiKeySecret: null };
    const env = productionEnv({ DOMAINS_JSON: withIntegration('recommendations', keyless) });
    expect(problemsOf(env).filter((p) => p.includes('integrations.recommendations'))).toEqual([]);
  });

  test('an integration left off needs nothing', () => {
    expect(problemsOf(productionEnv()).filter((p) => p.includes('integrations'))).toEqual([]);
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
