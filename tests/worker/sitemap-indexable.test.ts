// Issue 32 item 1: every sitemap URL answers 200, is indexable and its own canonical; an article
// published on one site only is no page of the other (404 by either slug, in no sitemap, no hreflang);
// noindex pages are left out of sitemaps, promotions pages are in; sorted listings are noindex.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
// A crawler's user agent: the renderer waits for the page data, so status and <head> are final.
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

async function get(url: string) {
  const res = await SELF.fetch(url, { headers, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, location: res.headers.get('location'), body };
}

const head = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(head(html))?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(head(html))?.[1];
const hreflangOf = (html: string) =>
  [...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

async function sitemapLocs(origin: string, child: string): Promise<string[]> {
  const { status, body } = await get(`${origin}/sitemaps/${child}.xml`);
  expect(status).toBe(200);
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('an article published on the Slovak site only', () => {
  const skPath = '/clanky/spanok-stres-a-chut-na-blizkost';
  const csPath = '/clanky/spanek-stres-a-chut-na-blizkost';

  test('is no page of the Czech site, by its Czech or its Slovak slug, and in no Czech sitemap', async () => {
    expect((await get(`${CZ}${csPath}`)).status).toBe(404);
    // It used to 301 to the Czech slug, which answered 404.
    const bySlovakSlug = await get(`${CZ}${skPath}`);
    expect(bySlovakSlug.status).toBe(404);
    expect(await sitemapLocs(CZ, 'articles')).not.toContain(`${CZ}${csPath}`);
  });

  test('is a Slovak page that names no Czech alternate', async () => {
    const page = await get(`${SK}${skPath}`);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${SK}${skPath}`);
    expect(hreflangOf(page.body).join('\n')).not.toContain(CZ);
    expect(await sitemapLocs(SK, 'articles')).toContain(`${SK}${skPath}`);
  });
});

describe.each([
  ['Slovak', SK, ['/novinky-v-akcii', '/test-bezpecnosti', '/ukazka-blokov', '/ukazka-formatovania']],
  ['Czech', CZ, ['/novinky-v-akci', '/test-bezpecnosti', '/ukazka-bloku', '/ukazka-formatovani']],
])('%s sitemaps', { timeout: 120_000 }, (_name, origin, noindexPages) => {
  test('leave out the pages that ask not to be indexed', async () => {
    const locs = [
      ...(await sitemapLocs(origin, 'pages')),
      ...(await sitemapLocs(origin, 'categories')),
      ...(await sitemapLocs(origin, 'articles')),
    ];
    for (const path of noindexPages) {
      expect(robotsOf((await get(`${origin}${path}`)).body), path).toContain('noindex');
      expect(locs).not.toContain(`${origin}${path}`);
    }
  });

  test('list the promotions page of every top category', async () => {
    const locs = await sitemapLocs(origin, 'categories');
    const promotions = locs.filter((l) => l.includes('/eroticke-pomocky-v-akcii-na-'));
    const tops = locs.filter((l) => /^https:\/\/[^/]+\/[a-z0-9-]+$/.test(l) && !l.includes('v-akcii-na-'));
    expect(promotions.length).toBeGreaterThan(5);
    for (const url of promotions.slice(0, 3)) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(canonicalOf(page.body), url).toBe(url);
      expect(robotsOf(page.body), url).toBe('index,follow');
    }
    expect(tops.length).toBeGreaterThanOrEqual(promotions.length);
  });

  test('list only URLs that answer 200, indexable and their own canonical', async () => {
    const locs = [
      ...(await sitemapLocs(origin, 'pages')),
      ...(await sitemapLocs(origin, 'categories')),
      ...(await sitemapLocs(origin, 'articles')),
      ...(await sitemapLocs(origin, 'guides')),
      ...(await sitemapLocs(origin, 'brands')),
      ...(await sitemapLocs(origin, 'branches')),
    ];
    const wrong: string[] = [];
    for (let i = 0; i < locs.length; i += 8) {
      await Promise.all(
        locs.slice(i, i + 8).map(async (url) => {
          const page = await get(url);
          if (page.status !== 200) wrong.push(`${url}: ${page.status} ${page.location ?? ''}`);
          else if (robotsOf(page.body) !== 'index,follow') wrong.push(`${url}: robots ${robotsOf(page.body)}`);
          else if (canonicalOf(page.body) !== url) wrong.push(`${url}: canonical ${canonicalOf(page.body)}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});

test('a sorted listing is noindex and canonical to the plain listing (docs/URLS-AND-SEO.md, "Listings")', async () => {
  const page = await get(`${SK}/masazne-oleje?sort=PriceSortASC`);
  expect(page.status).toBe(200);
  expect(robotsOf(page.body)).toContain('noindex');
  expect(canonicalOf(page.body)).toBe(`${SK}/masazne-oleje`);
});
