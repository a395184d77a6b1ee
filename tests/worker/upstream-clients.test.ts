import { env } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { signCookieValue } from '../../worker/middleware/signed-cookies';
import { z } from 'zod';
import { storeEnvelope, storeListEnvelope } from '../../shared/contracts/store';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { derivedFrom } from '../../worker/upstream/read-cache';
import { logUpstreamFailure } from '../../worker/upstream/upstream-fetch';
import { fakeUpstream, withContext } from './fake-upstream';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk/';
const Product = z.object({ data: z.object({ id: z.number() }) });

afterEach(() => {
  vi.useRealTimers();
  up.state.down = false;
  up.reset();
  vi.restoreAllMocks();
});

describe('store client reads', () => {
  test('validated and cached: the second read makes no upstream call', async () => {
    const read = () =>
      withContext(up, SK, (c) =>
        createUpstreams(c).store.get('/products/101', { include: 'variants' }, Product, { kind: 'product' }),
      );
    expect(await read()).toEqual({ data: { id: 101 } });
    expect(await read()).toEqual({ data: { id: 101 } });
    expect(up.callsTo('/api/v1/products/101')).toHaveLength(1);
    expect(up.calls[0]!.search).toBe('?include=variants');
  });

  test('the cache key includes the headers that change the answer', async () => {
    const read = (cookie: string) =>
      withContext(up, SK, (c) => createUpstreams(c).store.get('/products/102', {}, Product), { headers: { cookie } });
    await read('currency=EUR');
    await read('currency=CZK');
    // A signed price variant (issue 11.7: unsigned ones are ignored) changes the answer too.
    await read(
      `currency=CZK; apollo-token=tok-12345678; user-variant=${await signCookieValue(env, 'user-variant', 'b2b', 'tok-12345678')}`,
    );
    expect(up.callsTo('/api/v1/products/102')).toHaveLength(3);
  });

  test("reads with the shopper's credentials are never cached", async () => {
    const read = () =>
      withContext(up, SK, (c) => createUpstreams(c).store.get('/products/103', {}, Product), {
        headers: { cookie: 'apollo-token=tok-12345678' },
      });
    await read();
    await read();
    expect(up.callsTo('/api/v1/products/103')).toHaveLength(2);
  });

  test('stale-on-error: an expired copy answers while the upstream is down', async () => {
    const read = (ttl: number) =>
      withContext(up, SK, (c) => createUpstreams(c).store.get('/products/104', {}, Product, { cacheTtl: ttl }));
    await read(1);
    // Past the 1 s TTL by the clock the cache reads, without sleeping.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 1100);
    up.state.down = true;
    expect(await read(1)).toEqual({ data: { id: 104 } });
    // The copy had expired: the upstream was asked (and failed) before the stale copy answered.
    expect(up.callsTo('/api/v1/products/104')).toHaveLength(2);
  });

  test('an invalid answer is an upstream error (502), an HTTP error keeps its status and body', async () => {
    const Wrong = z.object({ data: z.object({ id: z.string() }) });
    await expect(
      withContext(up, SK, (c) => createUpstreams(c).store.get('/products/105', {}, Wrong, { cacheTtl: 0 })),
    ).rejects.toMatchObject({
      kind: 'invalid',
      status: 502,
    });
    await expect(
      withContext(up, SK, (c) => createUpstreams(c).store.post('/cart/coupon', { couponCode: 'X' }, z.unknown())),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      body: { errors: [{ title: 'Coupon is not valid', field: 'couponCode', status: 422 }] },
    });
  });
});

describe('validated answers kept with a cached read', () => {
  test('a schema built per call cannot pile up values on a cached answer (it was ~60 KB a request)', () => {
    const derived = new Map<unknown, unknown>();
    for (let i = 0; i < 50; i++) derivedFrom(derived, z.object({ data: z.number() }), () => ({ data: i }));
    expect(derived.size).toBeLessThanOrEqual(4);
    // The same schema object is computed once per answer.
    const fresh = new Map<unknown, unknown>();
    const compute = vi.fn(() => 1);
    const schema = z.number();
    derivedFrom(fresh, schema, compute);
    derivedFrom(fresh, schema, compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  test('store envelopes are one object per inner schema, so inline `storeEnvelope(X)` hits the kept value', () => {
    const Inner = z.object({ id: z.number() });
    expect(storeEnvelope(Inner)).toBe(storeEnvelope(Inner));
    expect(storeListEnvelope(Inner)).toBe(storeListEnvelope(Inner));
    expect(storeEnvelope(Inner)).not.toBe(storeListEnvelope(Inner));
  });
});

describe('content client', () => {
  test('query() sends the shared document with the request locale', async () => {
    const { tagsQuery } = await import('../../shared/contracts/content-queries');
    const result = await withContext(up, `${SK}?locale=de`, (c) =>
      createUpstreams(c).content.query(tagsQuery, {}, { cacheTtl: 0 }),
    );
    expect(result).toEqual({ tags: [] });
    const sent = JSON.parse(up.callsTo('/content/graphql')[0]!.body);
    expect(sent).toMatchObject({ query: tagsQuery.document, variables: { locale: 'de' }, operationName: 'Tags' });
  });
});

test('an upstream failure is logged once per key and interval, not per request', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const key = `test-key-${Date.now()}`;
  for (let i = 0; i < 50; i++) logUpstreamFailure(key, 'down');
  expect(spy).toHaveBeenCalledTimes(1);
});
