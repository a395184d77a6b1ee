// Issue 28.4: anonymous catalogue pages come from the page cache, and a change in the store reaches
// them through the signed catalogue webhook: the pages and upstream reads that show the changed
// product or category go, in every locale and currency, and nothing else does.
import { SELF, env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Context } from 'hono';
import type { AppEnv } from '../../worker/env';
import {
  CHANGES_MAX_AGE_MS,
  CHANGES_REFRESH_MS,
  CLOCK_SKEW_MS,
  catalogChangeLog,
  changeStore,
  changedSince,
  forgetCatalogChangeLog,
} from '../../worker/cache/catalog-changes';
import { hookSignatureHeaders } from '../../shared/hmac';
import { toMinorUnits } from '../../shared/money';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const SECRET = 'dev-catalog-hook-secret-not-for-production';

/** When the last catalogue change was accepted. */
let lastChangeAt = 0;

/**
 * The clock the worker and these tests read (the worker runs in this isolate: `Date` is shared): real
 * time plus how far the tests have moved it on.
 */
const realNow = Date.now.bind(Date);
let clockShiftMs = 0;

/**
 * A copy made within CLOCK_SKEW_MS after a change to what it shows is not served (it may come from a
 * read made before the change, on an isolate whose clock is behind). A test that wants a copy served
 * moves the clock past that window instead of waiting it out: counting reads made the test depend on
 * the machine's speed (it failed on a quick one), and sleeping made it depend on time.
 */
function pastTheLastChangesSkew(): void {
  const left = lastChangeAt + CLOCK_SKEW_MS + 1 - Date.now();
  if (left > 0) clockShiftMs += left;
}

interface ChangeAnswer {
  data: {
    productId: number;
    categoryId: number;
    priceEur: number;
    priceCzk: number;
    hookStatus: number | null;
    hook: { url: string; body: string; headers: Record<string, string> } | null;
  };
}

/** A change in the demo store; the signed webhook it returns is delivered as the store would send it. */
async function changeInStore(change: Record<string, unknown>): Promise<ChangeAnswer['data']> {
  const res = await SELF.fetch(`${SK}/__demo/catalog/change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(res.status).toBe(200);
  const { data } = await res.json<ChangeAnswer>();
  expect(data.hook).not.toBeNull();
  const hook = data.hook!;
  const delivered = await SELF.fetch(`${SK}/__hooks/catalog`, {
    method: 'POST',
    headers: hook.headers,
    body: hook.body,
  });
  expect(delivered.status).toBe(202);
  lastChangeAt = Date.now();
  return data;
}

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

/** Reads until the page cache answers (the copy is stored in the background after the first view). */
async function cached(url: string, headers: Record<string, string> = {}) {
  pastTheLastChangesSkew();
  for (let i = 0; i < 20; i++) {
    const p = await page(url, headers);
    if (p.cache === 'hit') return p;
  }
  throw new Error(`${url} never came from the page cache`);
}

/**
 * An amount as the shop shows it, rounded as shared/money.ts rounds (half away from zero on the
 * decimal value): `toFixed` rounds the binary double, so 15.385 came out 15,38 where the page shows
 * 15,39, and the random price below failed this test about once in twenty runs.
 */
const shown = (n: number) => (toMinorUnits(n, 2) / 100).toFixed(2).replace('.', ',');
const euro = (n: number) => `${shown(n)}\u00a0€`;
/** Under 1 000 Kč (the test's prices): no thousands separator. */
const crowns = (n: number) => `${shown(n)}\u00a0Kč`;

let product: { id: number; slug: string };
beforeAll(async () => {
  const res = await SELF.fetch(`${SK}/api/v1/products/5`);
  const body = await res.json<{ data: { id: number; slug: string } }>();
  product = { id: body.data.id, slug: body.data.slug };
}, 60_000);

beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockShiftMs);
});
afterEach(() => vi.restoreAllMocks());

describe('the catalogue webhook', () => {
  const send = async (body: string, headers: Record<string, string>) =>
    SELF.fetch(`${SK}/__hooks/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  test('refuses a wrong signature, an old timestamp and a malformed body; accepts a signed one', async () => {
    const body = JSON.stringify({ products: [1] });
    const good = await hookSignatureHeaders(SECRET, body);
    expect((await send(body, { ...good, 'x-hook-signature': `sha256=${'0'.repeat(64)}` })).status).toBe(401);
    expect((await send(body, await hookSignatureHeaders('another-secret', body))).status).toBe(401);
    expect((await send(body, await hookSignatureHeaders(SECRET, body, Date.now() - 3600_000))).status).toBe(401);
    expect((await send(`${body} `, good)).status).toBe(401); // the body is what is signed
    const bad = JSON.stringify({ products: ['x'] });
    const refused = await send(bad, await hookSignatureHeaders(SECRET, bad));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('products.0');
    const res = await send(body, good);
    expect(res.status).toBe(202);
    lastChangeAt = Date.now();
    expect(await res.json()).toEqual({ accepted: { products: 1, categories: 0 } });
  });

  test('refuses an oversized body before reading it', async () => {
    const body = JSON.stringify({ products: Array.from({ length: 20_000 }, (_, i) => i + 1) });
    const res = await send(body, await hookSignatureHeaders(SECRET, body));
    expect(res.status).toBe(413);
  });

  test('does not exist without a secret', async () => {
    const { app } = await import('../../worker/app');
    const { createExecutionContext } = await import('cloudflare:test');
    const res = await app.fetch(
      new Request(`${SK}/__hooks/catalog`, { method: 'POST', body: '{}' }),
      { ...env, CATALOG_HOOK_SECRET: undefined },
      createExecutionContext(),
    );
    expect(res.status).toBe(404);
  });
});

describe('a price change made in the store', () => {
  test('shows at once on the product page, its category and search, in both sites and currencies; other pages stay cached', async () => {
    const productUrl = `${SK}/produkt/${product.slug}`;
    const first = await page(productUrl);
    expect(first.status).toBe(200);
    const categoryHref = [
      ...first.html.matchAll(/"BreadcrumbList"[\s\S]*?"item":"https:\/\/www\.eshop-demo\.sk(\/[a-z-]+)"/g),
    ]
      .map((m) => m[1])
      .at(-1);
    expect(categoryHref).toBeTruthy();
    const urls = {
      product: productUrl,
      category: `${SK}${categoryHref}`,
      search: `${SK}/hladat?q=${encodeURIComponent(product.slug.split('-')[2] ?? 'moonlight')}`,
      czk: `${SK}/produkt/${product.slug}?currency=CZK`,
      czech: `${CZ}${(await SELF.fetch(`${CZ}/produkt/${product.slug}`, { redirect: 'manual' })).headers.get('location')}`,
      unrelated: `${SK}/kontakt`,
    };
    for (const url of Object.values(urls)) await cached(url);

    const price = 10 + Math.round(Math.random() * 8000) / 1000; // a price no page shows yet
    const changed = await changeInStore({ productId: product.id, priceEur: price });

    const after = {
      product: await page(urls.product),
      category: await page(urls.category),
      search: await page(urls.search),
      czk: await page(urls.czk),
      unrelated: await page(urls.unrelated),
    };
    expect(after.product.cache).toBe('miss');
    expect(after.product.html).toContain(euro(changed.priceEur));
    expect(after.category.cache).toBe('miss');
    expect(after.category.html).toContain(euro(changed.priceEur));
    expect(after.search.cache).toBe('miss');
    expect(after.search.html).toContain(euro(changed.priceEur));
    expect(after.czk.cache).toBe('miss');
    expect(after.czk.html).toContain(crowns(changed.priceCzk));
    // A page that does not show the product is still served from the page cache.
    expect(after.unrelated.cache).toBe('hit');
    // The Czech site's copy (another host, locale and currency) went too.
    const czech = await page(urls.czech);
    expect(czech.status).toBe(200);
    expect(czech.cache).toBe('miss');
    expect(czech.html).toContain(crowns(changed.priceCzk));
    // And the new copies are cached again.
    expect((await cached(urls.product)).html).toContain(euro(changed.priceEur));
  }, 120_000); // a ceiling against a hang: some twenty page renders, slow on a busy 2-core machine

  test('an isolate that has not read the log yet waits for it before serving a copy', async () => {
    const url = `${SK}/produkt/${product.slug}?isolate=new`;
    await cached(url);
    const { data } = await (
      await SELF.fetch(`${SK}/__demo/catalog/change`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: product.id, priceEur: 30 + Math.round(Math.random() * 8000) / 1000 }),
      })
    ).json<ChangeAnswer>();
    // The change reaches the log as another isolate's hook stores it (this isolate's copy knows nothing of it).
    await changeStore(env).append([product.id], Date.now(), `another-isolate-${crypto.randomUUID()}`);
    forgetCatalogChangeLog(); // a fresh isolate
    const after = await page(url);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain(euro(data.priceEur));
  });
  test('another isolate learns of a change within the refresh interval (the clock driven, no sleeping)', async () => {
    // This isolate's copy of the log, read at T; then a change lands in KV, as another isolate's hook writes it.
    const T = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(T);
    const pending: Promise<unknown>[] = [];
    const c = {
      env,
      executionCtx: { waitUntil: (p: Promise<unknown>) => pending.push(p) },
    } as unknown as Context<AppEnv>;
    forgetCatalogChangeLog();
    await catalogChangeLog(c);
    await changeStore(env).append([987654], T, `another-isolate-${crypto.randomUUID()}`);
    const copyOf = (storedAt: number) => `{"products":[{"id":987654,"storedAt":${storedAt}}]}`;
    // Within the interval: the isolate's copy, without the change.
    clock.mockReturnValue(T + CHANGES_REFRESH_MS - 1);
    expect(changedSince(await catalogChangeLog(c), T - 5_000, copyOf(T - 5_000))).toBe(false);
    // Past it: this call still answers the old copy and refreshes in the background; the next one knows.
    clock.mockReturnValue(T + CHANGES_REFRESH_MS);
    expect(changedSince(await catalogChangeLog(c), T - 5_000, copyOf(T - 5_000))).toBe(false);
    await Promise.all(pending);
    const log = await catalogChangeLog(c);
    expect(changedSince(log, T - 5_000, copyOf(T - 5_000))).toBe(true);
    // A copy that does not show the product, or made well after the change, is kept.
    expect(changedSince(log, T - 5_000, '{"products":[{"id":9876540}]}')).toBe(false);
    expect(changedSince(log, T + 5_000, copyOf(T + 5_000))).toBe(false);
  });

  test('an isolate idle longer than the log copy may be trusted asks before it serves', async () => {
    const T = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(T);
    const c = {
      env,
      executionCtx: { waitUntil: () => undefined },
    } as unknown as Context<AppEnv>;
    forgetCatalogChangeLog();
    await catalogChangeLog(c);
    await changeStore(env).append([987655], T, `another-isolate-${crypto.randomUUID()}`);
    const copyOf = `{"products":[{"id":987655}]}`;
    // Idle past CHANGES_MAX_AGE_MS: the first request waits for the answer, and it has the change.
    clock.mockReturnValue(T + CHANGES_MAX_AGE_MS);
    expect(changedSince(await catalogChangeLog(c), T - 5_000, copyOf)).toBe(true);
  });
});
