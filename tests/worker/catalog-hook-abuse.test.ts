// Issue 51: the catalogue webhook loses nothing under concurrency, in any isolate, and holds under
// abuse. The change log is one Durable Object (worker/cache/catalog-change-store.ts): fifty signed
// calls at once all count; a second isolate (a second copy of the worker's modules, with its own page
// copies and its own copy of the log) learns of every change from the object; a replayed call is
// refused; a big body with a bad signature is refused without being read; the log stays bounded.
import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Context } from 'hono';
import type { AppEnv } from '../../worker/env';
import {
  CHANGES_MAX_AGE_MS,
  CLOCK_SKEW_MS,
  catalogChangeLog,
  changeStore,
  changedSince,
  forgetCatalogChangeLog,
} from '../../worker/cache/catalog-changes';
import { MAX_IDS } from '../../worker/cache/catalog-change-store';
import { MAX_BODY_BYTES } from '../../worker/hooks/catalog-hook';
import { hookSignatureHeaders } from '../../shared/hmac';
import { app } from '../../worker/app';
import { toMinorUnits } from '../../shared/money';

const SK = 'https://www.eshop-demo.sk';
const SECRET = 'dev-catalog-hook-secret-not-for-production';

const realNow = Date.now.bind(Date);
const clockShiftMs = 0;
beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockShiftMs);
});
afterEach(() => vi.restoreAllMocks());

const shown = (n: number) => (toMinorUnits(n, 2) / 100).toFixed(2).replace('.', ',');
const euro = (n: number) => `${shown(n)}\u00a0€`;

type Fetch = (request: Request, environment: typeof env, ctx: ExecutionContext) => Response | Promise<Response>;

/** One request through an isolate's worker, with its background work (the page-cache write) settled. */
async function call(fetch: Fetch, url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await fetch(
    new Request(url, { redirect: 'manual', cf: { country: 'SK' }, ...init } as RequestInit),
    env,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text };
}

/** One view through an isolate's worker, with its background work (the page-cache write) settled. */
async function view(fetch: Fetch, url: string) {
  const ctx = createExecutionContext();
  const res = await fetch(new Request(url, { redirect: 'manual', cf: { country: 'SK' } } as RequestInit), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, cache: res.headers.get('x-page-cache'), location: res.headers.get('location'), html };
}

async function untilHit(fetch: Fetch, url: string) {
  for (let i = 0; i < 5; i++) {
    const p = await view(fetch, url);
    if (p.cache === 'hit') return p;
  }
  throw new Error(`${url} never came from the page cache`);
}

const hook = (body: string | ReadableStream, headers: Record<string, string>) =>
  SELF.fetch(`${SK}/__hooks/catalog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('fifty signed calls at once, two isolates', () => {
  // Two copies of the worker's modules: isolate A (this file's import; it takes the calls) and isolate B
  // (imported again after vi.resetModules: its own in-memory page copies and its own copy of the change
  // log). The Cache API and the change log object are shared, as between isolates of one location.
  // (SELF runs whichever copy was imported last, so these tests call each copy directly.)
  const fetchA = app.fetch as unknown as Fetch;
  let appB: { fetch: Fetch };
  const ids = Array.from({ length: 50 }, (_, i) => 101 + i);
  const pages = new Map<number, { product: string; category: string; search: string; slug: string }>();

  beforeAll(async () => {
    for (const id of ids) {
      const { data } = JSON.parse((await call(fetchA, `${SK}/api/v1/products/${id}`)).text) as {
        data: { slug: string; name: string };
      };
      const first = await view(fetchA, `${SK}/produkt/${data.slug}`);
      const product = first.status === 301 ? `${SK}${first.location}` : `${SK}/produkt/${data.slug}`;
      const html = first.status === 301 ? (await view(fetchA, product)).html : first.html;
      const category = [
        ...html.matchAll(/"BreadcrumbList"[\s\S]*?"item":"https:\/\/www\.eshop-demo\.sk(\/[a-z0-9-]+)"/g),
      ]
        .map((m) => m[1])
        .at(-1);
      expect(category, `product ${id}'s category (${first.status} ${html.slice(0, 200)})`).toBeTruthy();
      pages.set(id, {
        product,
        category: `${SK}${category}`,
        search: `${SK}/hladat?q=${encodeURIComponent(data.name)}`,
        slug: data.slug,
      });
    }
    // A has loaded every page kind's modules (pages load lazily) before B's copy is imported: after the
    // reset, a module A had not loaded yet would come from B's copy.
    for (const p of pages.values()) for (const url of [p.category, p.search]) await view(fetchA, url);
    vi.resetModules();
    appB = (await import('../../worker/app')).app as unknown as { fetch: Fetch };
  }, 300_000);

  test('every product page, its category and its search show the change afterwards, in both isolates', async () => {
    const urls = [...new Set([...pages.values()].flatMap((p) => [p.product, p.category, p.search]))];
    // Both isolates hold every page: A stored the copies, B read them into its own memory.
    for (const url of urls) await untilHit(fetchA, url);
    for (const url of urls) expect((await view(appB.fetch, url)).cache, url).toBe('hit');
    const before = new Map(
      await Promise.all(urls.map(async (url) => [url, (await view(appB.fetch, url)).html] as const)),
    );

    // The clock stands still from here on, so what each isolate knows is decided by the test, not by
    // how long the renders take. B reads the log now: its copy of the log is as fresh as it can be.
    const F = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(F);
    const watched = pages.get(ids[0]!)!.product;
    await view(appB.fetch, watched);
    expect((await view(appB.fetch, watched)).cache).toBe('hit');

    // Fifty changes in the store, each with a price no page shows yet; their signed calls all at once.
    const prices = new Map<number, number>();
    const calls: { body: string; headers: Record<string, string> }[] = [];
    for (const [i, id] of ids.entries()) {
      const price = 200 + i + Math.round(Math.random() * 900) / 1000;
      const res = await call(fetchA, `${SK}/__demo/catalog/change`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: id, priceEur: price }),
      });
      const { data } = JSON.parse(res.text) as {
        data: { priceEur: number; hook: { body: string; headers: Record<string, string> } };
      };
      prices.set(id, data.priceEur);
      calls.push(data.hook);
    }
    const answers = await Promise.all(
      calls.map(({ body, headers }) => call(fetchA, `${SK}/__hooks/catalog`, { method: 'POST', headers, body })),
    );
    expect(answers.map((a) => a.status)).toEqual(calls.map(() => 202));
    // The log holds every one of them.
    const stored = await changeStore(env).since(0, 0);
    const storedIds = new Set(stored.changes.map(([id]) => id));
    for (const id of ids) expect(storedIds.has(id), `product ${id} in the log`).toBe(true);

    const check = async (fetch: Fetch, isolate: string) => {
      let shownOnListings = 0;
      for (const [id, p] of pages) {
        const price = euro(prices.get(id)!);
        const product = await view(fetch, p.product);
        expect(product.html, `${isolate}: product ${id}`).toContain(price);
        for (const listing of [p.category, p.search]) {
          // A listing that showed the product before shows its new price now.
          if (!before.get(listing)!.includes(p.slug)) continue;
          shownOnListings++;
          expect((await view(fetch, listing)).html, `${isolate}: ${listing} with product ${id}`).toContain(price);
        }
      }
      // The search by a product's name shows it: the listings were really checked.
      expect(shownOnListings).toBeGreaterThanOrEqual(ids.length);
    };
    // A, the isolate that took the calls, knows at once.
    await check(fetchA, 'isolate A');
    // B has not asked the log since the calls: it still serves its own copy (it is another isolate).
    const stale = await view(appB.fetch, watched);
    expect(stale.cache).toBe('hit');
    expect(stale.html).not.toContain(euro(prices.get(ids[0]!)!));
    // Once B's copy of the log is older than it may be trusted, B's next request asks the object first.
    vi.spyOn(Date, 'now').mockReturnValue(F + CHANGES_MAX_AGE_MS);
    await check(appB.fetch, 'isolate B');
  }, 600_000);
});

describe('the hook under abuse', () => {
  test('a replayed call is refused; the same delivery re-signed is refused; a re-signed change without an id is a new call', async () => {
    const body = JSON.stringify({ products: [201, 202] });
    const headers = await hookSignatureHeaders(SECRET, body);
    expect((await hook(body, headers)).status).toBe(202);
    const replay = await hook(body, headers);
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain('replay');
    // A store's retry signs again (a new timestamp): without a delivery id it is another call.
    expect((await hook(body, await hookSignatureHeaders(SECRET, body, Date.now() + 1000))).status).toBe(202);
    // With the store's delivery id, one delivery is stored once however it is signed.
    const delivered = JSON.stringify({ delivery: `d-${crypto.randomUUID()}`, products: [203] });
    expect((await hook(delivered, await hookSignatureHeaders(SECRET, delivered))).status).toBe(202);
    expect((await hook(delivered, await hookSignatureHeaders(SECRET, delivered, Date.now() + 2000))).status).toBe(409);
  });

  test('concurrent replays of one call: exactly one is stored', async () => {
    const body = JSON.stringify({ products: [204] });
    const headers = await hookSignatureHeaders(SECRET, body);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hook(body, headers)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([202, ...Array(19).fill(409)]);
  });

  /** A 2 MB body in 16 KB chunks that counts what the worker pulled from it. */
  function countedBody(total = 2 * 1024 * 1024, chunk = 16 * 1024) {
    const counter = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (counter.pulled >= total) return controller.close();
          counter.pulled += chunk;
          controller.enqueue(new Uint8Array(chunk).fill(0x20));
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, counter };
  }

  async function direct(body: ReadableStream, headers: Record<string, string>) {
    const { app } = await import('../../worker/app');
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${SK}/__hooks/catalog`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  test('a 2 MB body with a bad signature is refused before it is read', async () => {
    const good = await hookSignatureHeaders(SECRET, '{}');
    // A malformed signature or a stale timestamp: refused from the headers, not a byte read.
    for (const headers of [
      { ...good, 'x-hook-signature': 'sha256=not-a-signature' },
      { ...good, 'x-hook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) },
      { 'x-hook-signature': good['x-hook-signature']! },
    ]) {
      const { stream, counter } = countedBody();
      const res = await direct(stream, headers);
      expect(res.status).toBe(401);
      expect(counter.pulled).toBe(0);
    }
    // A well-formed signature that does not match: the body is read only up to the byte cap.
    const { stream, counter } = countedBody();
    const res = await direct(stream, { ...good, 'x-hook-signature': `sha256=${'0'.repeat(64)}` });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 16 * 1024);
    // Saying its size: refused before a byte is read.
    const declared = countedBody();
    const refused = await direct(declared.stream, { ...good, 'content-length': String(2 * 1024 * 1024) });
    expect(refused.status).toBe(413);
    expect(declared.counter.pulled).toBe(0);
  });

  test('the cap counts bytes, not characters', async () => {
    // 40,000 two-byte characters: under 64 K characters, 80 KB.
    const body = JSON.stringify({ products: [1], note: 'é'.repeat(40_000) });
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    expect((await hook(body, await hookSignatureHeaders(SECRET, body))).status).toBe(413);
  });

  test('a body that breaks off, invalid UTF-8 or not JSON is a 400, never a 500', async () => {
    const good = await hookSignatureHeaders(SECRET, '{}');
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"products":['));
        controller.error(new Error('connection reset mid-body'));
      },
    });
    expect((await direct(broken, good)).status).toBe(400);
    const notUtf8 = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const signedNotUtf8 = await hookSignatureHeaders(SECRET, '{\u00ff\u00fe}');
    const res = await SELF.fetch(`${SK}/__hooks/catalog`, { method: 'POST', headers: signedNotUtf8, body: notUtf8 });
    expect([400, 401]).toContain(res.status);
    for (const body of ['', 'null', '[1,2]', '{"products":', '{"products":[1],"products":[1]}x']) {
      const answer = await hook(body, await hookSignatureHeaders(SECRET, body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  test('at most 1000 ids of each kind per call', async () => {
    const body = JSON.stringify({ products: Array.from({ length: 1001 }, (_, i) => i + 1) });
    const res = await hook(body, await hookSignatureHeaders(SECRET, body));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('products');
  });

  test('the log is bounded: past MAX_IDS the oldest go, and copies older than them count as changed', async () => {
    const store = changeStore(env);
    const T = Date.now();
    const calls = Math.ceil(MAX_IDS / 1000) + 1;
    for (let call = 0; call < calls; call++) {
      const ids = Array.from({ length: 1000 }, (_, i) => 1_000_000 + call * 1000 + i);
      expect((await store.append(ids, T + call, `bound-${T}-${call}`)).stored).toBe(true);
    }
    const whole = await store.since(0, 0);
    expect(whole.changes.length).toBeLessThanOrEqual(MAX_IDS);
    expect(whole.floor).toBeGreaterThanOrEqual(T);
    // A copy made before the floor is not served, whatever it shows; one made after the changes is.
    const c = { env, executionCtx: { waitUntil: () => undefined } } as unknown as Context<AppEnv>;
    forgetCatalogChangeLog();
    const log = await catalogChangeLog(c);
    expect(changedSince(log, T - 10_000, '<p>nothing changed here</p>')).toBe(true);
    expect(changedSince(log, T + calls + CLOCK_SKEW_MS + 1, '<p>nothing changed here</p>')).toBe(false);
  });
});
