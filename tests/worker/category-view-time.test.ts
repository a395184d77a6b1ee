import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { cacheRules, dataBlock, RETURNING } from './served-page';

/**
 * A store category page's view is built once per change of what it reads and kept (pages/category/
 * loader.ts, worker/loaders/view-memo.ts), and its parts' markup with it. What it reads from the
 * clock (which catalogue banners are in their window, which related articles are published) is
 * named in its key by the next moment that changes: a view kept from before a banner's end must
 * not be served after it. The clock is driven, not slept; the demo backend's data is unchanged.
 */

const SK = 'https://www.eshop-demo.sk';
const PATH = '/lubrikacne-gely';

async function view(): Promise<{ banners: number; bannerData: unknown[]; cacheControl: string | null }> {
  const res = await SELF.fetch(`${SK}${PATH}`, { headers: RETURNING });
  expect(res.status).toBe(200);
  const html = await res.text();
  const payload = dataBlock<{ data: { catalogBanners: unknown[] } }>(html, '__page_data');
  return {
    banners: html.split('class="catalog-banner"').length - 1,
    bannerData: payload.data.catalogBanners,
    cacheControl: res.headers.get('cache-control'),
  };
}

beforeAll(async () => {
  // Every view renders (the page cache would answer the second from its copy).
  expect((await cacheRules(SK, 'PUT', { pageCache: { enabled: false } })).status).toBe(200);
});

afterAll(async () => {
  vi.useRealTimers();
  await cacheRules(SK, 'DELETE');
});

test("a banner's window ending makes a new view: the page kept from before it is not served after", async () => {
  // The demo's top categories have one banner in its window for every shopper, ending 20 days after
  // the data was seeded (demo-backend/src/seed/content-catalog.ts).
  const before = await view();
  expect(before.banners).toBe(1);
  // Viewed again, kept parts and all: the same page.
  expect((await view()).banners).toBe(1);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 21 * 86_400_000);
  const after = await view();
  expect(after.banners).toBe(0);
  expect(after.bannerData).toEqual([]);
});
