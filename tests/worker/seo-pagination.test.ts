// Issue 16 item 6: page 2+ of a listing is its own canonical and indexable, filtered listings are
// noindex, a page past the last answers 404 on every kind of listing, and account and checkout
// forms are noindex.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
// A crawler's user agent: the renderer then waits for the page data, so the status and the whole
// <head> are final in the first flush (worker/render/page-app.tsx statusWaitMs), whatever the load.
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

async function page(path: string): Promise<{ status: number; head: string }> {
  const res = await SELF.fetch(`${SK}${path}`, { headers, redirect: 'manual' });
  const html = await res.text();
  return { status: res.status, head: /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '' };
}

const canonicalOf = (head: string) => /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
const robotsOf = (head: string) => /<meta name="robots" content="([^"]+)"/.exec(head)?.[1];

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('paged listings', () => {
  test.each([
    ['/masazne-oleje', '/masazne-oleje'],
    ['/masazne-oleje?page=2', '/masazne-oleje?page=2'],
    ['/masazne-oleje?page=2&utm_source=x', '/masazne-oleje?page=2'],
    ['/znacky?page=2', '/znacky?page=2'],
  ])('%s is indexable with canonical %s', async (path, canonical) => {
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expect(canonicalOf(head)).toBe(`${SK}${canonical}`);
    expect(robotsOf(head)).toBe('index,follow');
  });

  // A page number that is no page (0, negative, not a whole number) shows page 1: its canonical is
  // page 1's, never the URL as asked; a page without pages never carries `page` in its canonical.
  test.each([
    ['/nakupny-radca?page=2', '/nakupny-radca?page=2'],
    ['/nakupny-radca?page=0', '/nakupny-radca'],
    ['/nakupny-radca?page=-1', '/nakupny-radca'],
    ['/nakupny-radca?page=1.5', '/nakupny-radca'],
    ['/nakupny-radca?page=1', '/nakupny-radca'],
    ['/poradna?page=abc', '/poradna'],
    ['/poradna?page=2', '/poradna?page=2'],
    ['/autori/lucia-horvathova?page=0', '/autori/lucia-horvathova'],
    ['/kategorie?page=2', '/kategorie'],
    ['/pobocky?page=abc', '/pobocky'],
    ['/infomail?page=3', '/infomail'],
    ['/kontakt?page=2', '/kontakt'],
  ])('%s shows a page whose canonical is %s', async (path, canonical) => {
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expect(canonicalOf(head)).toBe(`${SK}${canonical}`);
  });

  test('a filtered listing stays noindex and canonicalises to the unfiltered page', async () => {
    const { status, head } = await page('/masazne-oleje?stock=1&page=2');
    expect(status).toBe(200);
    expect(robotsOf(head)).toMatch(/^noindex/);
    expect(canonicalOf(head)).toBe(`${SK}/masazne-oleje?page=2`);
  });

  test.each([
    '/masazne-oleje?page=999',
    '/znacky?page=99',
    '/znacky/calmia?page=99',
    '/poradna?page=99',
    '/nakupny-radca?page=99',
  ])('%s (past the last page) answers 404', async (path) => {
    const { status, head } = await page(path);
    expect(status).toBe(404);
    expect(robotsOf(head)).toMatch(/^noindex/);
  });
});

describe('pages 2+ are reached by links search engines follow (issue 52)', () => {
  /** The listing pagination's links: href and rel. */
  async function pagerLinks(path: string): Promise<{ href: string; rel: string | null }[]> {
    const res = await SELF.fetch(`${SK}${path}`, { headers });
    expect(res.status).toBe(200);
    const nav = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(await res.text())?.[0] ?? '';
    return [...nav.matchAll(/<a ([^>]*)>/g)].map((m) => ({
      href: (/href="([^"]*)"/.exec(m[1]!)?.[1] ?? '').replaceAll('&amp;', '&'),
      rel: /rel="([^"]*)"/.exec(m[1]!)?.[1] ?? null,
    }));
  }

  test('a plain listing links its pages without nofollow, each an indexable page that is its own canonical', async () => {
    const links = await pagerLinks('/masazne-oleje');
    expect(links.map((l) => l.href)).toContain('/masazne-oleje?page=2');
    for (const link of links) expect(link.rel, link.href).toBeNull();
    const second = await page('/masazne-oleje?page=2');
    expect(robotsOf(second.head)).toBe('index,follow');
    expect(canonicalOf(second.head)).toBe(`${SK}/masazne-oleje?page=2`);
    // And page 2 links back to page 1 (its canonical URL, without a page number), followed.
    const back = await pagerLinks('/masazne-oleje?page=2');
    expect(back).toContainEqual({ href: '/masazne-oleje', rel: null });
  });

  test('a filtered or sorted listing (noindex) keeps its page links nofollow', async () => {
    for (const path of ['/masazne-oleje?stock=1', '/masazne-oleje?sort=PriceSortASC']) {
      const links = await pagerLinks(path);
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) expect(link.rel, link.href).toBe('nofollow');
    }
  });
});

describe('account and checkout pages are noindex', () => {
  test.each([
    '/prihlasit',
    '/registrovat',
    '/zabudnute-heslo',
    '/kosik',
    '/kosik/doprava-a-platba',
    '/kosik/dodacie-udaje',
  ])('%s', async (path) => {
    const { status, head } = await page(path);
    expect(status).toBe(200);
    expect(robotsOf(head)).toMatch(/^noindex/);
  });
});
