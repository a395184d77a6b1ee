import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, test } from 'vitest';
import { app } from '../../worker/app';
import { buildDomainRegistry } from '../../worker/config/domains';
import { CZ, get, post, SK } from './order-journey';

// SPEC 5 / issue 12.5: the address-validation hook. wrangler.toml's development config turns the
// service on for the Czech site only (the stand-in at the demo backend's /partners/address-validation);
// the code default is off. Waiting is on answers, never on time.

const STAND_IN = '/partners/address-validation';

const check = (origin: string, body: unknown) => post(origin, '/api/address-validation', body);
const answer = async (res: Response) => ((await res.json()) as { data: Record<string, unknown> }).data;

async function standInCalls(): Promise<number> {
  const res = await get(SK, `/__demo/requests?prefix=${STAND_IN}`);
  const { data } = (await res.json()) as { data: { counts: { path: string; count: number }[] } };
  return data.counts.filter((c) => c.path.startsWith(STAND_IN)).reduce((sum, c) => sum + c.count, 0);
}

/** The Czech site's check through the app in-process, with test-only bindings and headers. */
async function czechCheck(body: unknown, bindings: Partial<typeof env>, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${CZ}/api/address-validation`, {
      method: 'POST',
      headers: { origin: CZ, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** The storefront with the Czech site's service pointed elsewhere (a test-only DOMAINS_JSON). */
const withService = (addressValidation: Record<string, unknown>, body: unknown) =>
  czechCheck(body, { DOMAINS_JSON: JSON.stringify({ domains: { cz: { integrations: { addressValidation } } } }) });

/** The Czech site's check from one client address, with a stand-in for the rate-limit binding. */
const fromAddress = (limiter: RateLimit, body: unknown) =>
  czechCheck(body, { ADDRESS_CHECK_RATE_LIMIT: limiter }, { 'cf-connecting-ip': '203.0.113.7' });

/** A POST as a same-site page would send it, with any body text. */
const raw = (origin: string, body: string, from = origin) =>
  SELF.fetch(`${origin}/api/address-validation`, {
    method: 'POST',
    headers: { origin: from, 'content-type': 'application/json' },
    body,
  });

afterEach(async () => {
  expect((await SELF.fetch(`${SK}/__demo/knobs`, { method: 'DELETE' })).status).toBe(200);
});

describe('address-validation hook', () => {
  test('off by default: no site has it in the code defaults, and an off site answers 404 without a call', async () => {
    for (const domain of buildDomainRegistry(undefined).domains)
      expect(domain.integrations.addressValidation.enabled).toBe(false);
    const before = await standInCalls();
    const res = await check(SK, { country: 'SVK', fields: { phone: '0903 123 456' } });
    expect(res.status).toBe(404);
    expect(await standInCalls()).toBe(before);
  });

  test("on: the service's verdicts come back, normalised, in the shopper's language", async () => {
    const res = await check(CZ, {
      country: 'CZE',
      fields: { phone: '603 123 456', postcode: '999 99', email: 'jana@example.cz', fullName: 'Jana Nováková' },
    });
    expect(res.status).toBe(200);
    const data = await answer(res);
    expect(data.active).toBe(true);
    const results = data.results as Record<string, { valid: boolean; message?: string; normalized?: string }>;
    // The shop's own phone rule wants a "+"; the service accepts a national number and prefixes it.
    expect(results.phone).toEqual({ valid: true, normalized: '+420 603 123 456' });
    // The shop's own postcode rule accepts "999 99"; the service knows no such Czech postcode.
    expect(results.postcode?.valid).toBe(false);
    expect(results.postcode?.message).toBe('PSČ 999 99 v této zemi neexistuje.');
    expect(results.email?.valid).toBe(true);
    expect(results.fullName?.valid).toBe(true);
  });

  test('country codes map SVK -> sk for the service and back; a country it does not cover keeps own rules', async () => {
    const sk = await answer(await check(CZ, { country: 'SVK', fields: { postcode: '811 01', phone: '0903123456' } }));
    expect(sk.active).toBe(true);
    expect(sk.results).toEqual({
      postcode: { valid: true, normalized: '811 01' },
      phone: { valid: true, normalized: '+421 903 123 456' },
    });
    const before = await standInCalls();
    const de = await answer(await check(CZ, { country: 'DEU', fields: { postcode: '10115' } }));
    expect(de).toEqual({ active: false });
    expect(await standInCalls()).toBe(before);
  });

  test("over the per-address limit: the shop's own rules, and the service is not asked", async () => {
    const keys: string[] = [];
    const limiter = (success: boolean): RateLimit => ({
      limit: async ({ key }) => {
        keys.push(key);
        return { success };
      },
    });
    const body = { country: 'CZE', fields: { phone: '603 123 456' } };
    const before = await standInCalls();
    const over = await fromAddress(limiter(false), body);
    expect(over.status).toBe(200);
    expect(await answer(over)).toEqual({ active: false });
    expect(await standInCalls()).toBe(before);
    const under = await fromAddress(limiter(true), body);
    expect((await answer(under)).active).toBe(true);
    expect(await standInCalls()).toBe(before + 1);
    expect(keys).toEqual(['ADDRESS_CHECK_RATE_LIMIT:ip:203.0.113.7', 'ADDRESS_CHECK_RATE_LIMIT:ip:203.0.113.7']);
    // The development config declares the binding, as production must (worker/config/deployment.ts).
    expect(env.ADDRESS_CHECK_RATE_LIMIT).toBeDefined();
  });

  test('not an open proxy: only the seven fields, only POST, only from this origin', async () => {
    const before = await standInCalls();
    const extra = await check(CZ, {
      country: 'CZE',
      fields: { phone: '+420 603 123 456' },
      endpoint: 'https://evil.example',
    });
    expect(extra.status).toBe(422);
    const unknownField = await check(CZ, { country: 'CZE', fields: { city: 'Praha' } });
    expect(unknownField.status).toBe(422);
    expect((await raw(CZ, '{"country":')).status).toBe(400);
    expect((await get(CZ, '/api/address-validation')).status).toBe(404);
    const crossSite = await raw(
      CZ,
      JSON.stringify({ country: 'CZE', fields: { phone: '603 123 456' } }),
      'https://evil.example',
    );
    expect(crossSite.status).toBe(403);
    expect(await standInCalls()).toBe(before);
  });

  test('a failing, malformed or wrong answer falls back to the shop’s own rules, never an error', async () => {
    const body = { country: 'CZE', fields: { phone: '603 123 456' } };
    expect((await post(SK, '/__demo/knobs', { prefix: STAND_IN, status: 503 })).status).toBe(200);
    expect(await answer(await check(CZ, body))).toEqual({ active: false });
    expect((await post(SK, '/__demo/knobs', { prefix: STAND_IN, malformed: true })).status).toBe(200);
    expect(await answer(await check(CZ, body))).toEqual({ active: false });
    // An answer that fails the schema (here: the demo backend's health answer).
    const wrongShape = await withService({ enabled: true, endpoint: 'https://demo-backend.internal/__health' }, body);
    expect(wrongShape.status).toBe(200);
    expect(await answer(wrongShape)).toEqual({ active: false });
    // No key configured for the site: the service is not asked.
    const noKey = await withService({ enabled: true, apiKeySecret: 'ADDRESS_VALIDATION_KEY_NOBODY_SET' }, body);
    expect(await answer(noKey)).toEqual({ active: false });
  });

  test('a service that does not answer in time falls back to own rules', async () => {
    // The stand-in holds the request for 30 s; the site's time-out (raised to its floor here) gives up first.
    expect((await post(SK, '/__demo/knobs', { prefix: STAND_IN, timeoutS: 30 })).status).toBe(200);
    const res = await withService(
      { enabled: true, timeoutMs: 100 },
      { country: 'CZE', fields: { phone: '603 123 456' } },
    );
    expect(res.status).toBe(200);
    expect(await answer(res)).toEqual({ active: false });
  });
});
