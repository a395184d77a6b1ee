import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { statsSnapshot } from '../../worker/ops/stats';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { fakeUpstream, withContext } from './fake-upstream';

/**
 * An expired copy read again from the upstream (worker/upstream/read-cache.ts `remember`): an
 * unchanged answer keeps its parsed object, so the views and markup kept by that object's identity
 * (view-memo.ts, fragment-memo.ts) are not built again once per TTL; a changed answer is a new
 * object, so nothing built from the old one can be served for it. The clock is driven, not slept.
 */

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk/';
const Product = z.object({ data: z.object({ id: z.number(), edition: z.number().optional() }) });

const getProduct = (id: number) =>
  withContext(up, SK, (c) =>
    createUpstreams(c).store.get(`/products/${id}`, {}, Product, { kind: 'product', cacheTtl: 1 }),
  );

const unchangedCount = () => statsSnapshot().counters['read-cache.unchanged'] ?? 0;

/** Moves the clock the read cache reads past the 1 s TTL. */
function pastTtl(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 1100);
}

afterEach(() => {
  vi.useRealTimers();
  up.state.productEdition = 0;
  up.reset();
});

test('an expired copy read again unchanged is the same parsed answer', async () => {
  const path = '/api/v1/products/401';
  const first = await getProduct(401);
  const before = unchangedCount();
  pastTtl();
  const again = await getProduct(401);
  // The upstream was asked again (the copy had expired) and answered the same text.
  expect(up.callsTo(path)).toHaveLength(2);
  expect(unchangedCount()).toBe(before + 1);
  expect(again).toBe(first);
});

test('an expired copy read again changed is a new parsed answer with the new values', async () => {
  const path = '/api/v1/products/402';
  const first = await getProduct(402);
  expect(first).toEqual({ data: { id: 402 } });
  const before = unchangedCount();
  up.state.productEdition = 2;
  pastTtl();
  const changed = await getProduct(402);
  expect(up.callsTo(path)).toHaveLength(2);
  expect(unchangedCount()).toBe(before);
  expect(changed).not.toBe(first);
  expect(changed).toEqual({ data: { id: 402, edition: 2 } });
  // And the changed answer is now the one kept: a warm read answers it.
  expect(await getProduct(402)).toBe(changed);
});
