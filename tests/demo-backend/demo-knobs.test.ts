/** /__demo knobs (latency, errors, time-outs, malformed bodies) and request counters. */
import { afterEach, expect, test } from 'vitest';
import { call } from './store-test-client';

afterEach(async () => {
  await call('/__demo/knobs', { method: 'DELETE' });
});

test('request counts per method and path, reset by DELETE', async () => {
  await call('/__demo/requests', { method: 'DELETE' });
  await call('/api/v1/currencies');
  await call('/api/v1/currencies');
  const r = (await (await call('/__demo/requests?prefix=/api/v1/currencies')).json()) as {
    data: { total: number; counts: { method: string; path: string; count: number }[] };
  };
  expect(r.data.counts).toEqual([{ method: 'GET', path: '/api/v1/currencies', count: 2 }]);
});

test('error status, delay and malformed body by path prefix; the longest prefix wins', async () => {
  await call('/__demo/knobs', { body: { prefix: '/api/v1', status: 503 } });
  await call('/__demo/knobs', { body: { prefix: '/api/v1/currencies', delayMs: 50 } });
  expect((await call('/api/v1/countries')).status).toBe(503);
  const started = Date.now();
  expect((await call('/api/v1/currencies')).status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  await call('/__demo/knobs', { body: { prefix: '/api/v1/globals', malformed: true } });
  const bad = await call('/api/v1/globals');
  await expect(bad.json()).rejects.toThrow();
  const knobs = (await (await call('/__demo/knobs')).json()) as { data: unknown[] };
  expect(knobs.data).toHaveLength(3);
});

test('time-out knob holds the request, then 504', async () => {
  await call('/__demo/knobs', { body: { prefix: '/api/v1/shippers', timeoutS: 0.2 } });
  const started = Date.now();
  expect((await call('/api/v1/shippers')).status).toBe(504);
  expect(Date.now() - started).toBeGreaterThanOrEqual(190);
});
