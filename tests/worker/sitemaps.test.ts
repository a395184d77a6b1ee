// Issue 16 item 1: a sitemap index per site with its children, built from the URL knowledge, and
// robots.txt per site with its Sitemap line.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { fetchThrough, recordingUpstream } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const up = recordingUpstream();

let productTotal = 0;
beforeAll(async () => {
  await fetchThrough(up, `${SK}/api/v1/globals`); // migrate and seed the demo backend once
  const res = await env.DEMO_BACKEND.fetch(
    'https://demo-backend.internal/content/url-index?section=products&perPage=1',
  );
  productTotal = ((await res.json()) as { lastPage: number }).lastPage;
}, 60_000);

/**
 * Well-formed for the sitemap grammar: the declaration, then elements that nest and close in order,
 * text without a raw `<` or an `&` that starts no entity. (No XML parser in the dependencies.)
 */
function wellFormed(body: string): boolean {
  if (!body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) return false;
  const stack: string[] = [];
  for (const m of body
    .slice(body.indexOf('?>') + 2)
    .matchAll(/<(\/?)([a-z]+)(?: xmlns(?::xhtml)?="[^"]+")*>|<xhtml:link(?: [a-z]+="[^"<]*")+\/>|([^<]+)/g)) {
    if (m[0].startsWith('<xhtml:link')) continue; // an empty element
    if (m[3] !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(m[3])) return false;
      continue;
    }
    if (m[1]) {
      if (stack.pop() !== m[2]) return false;
    } else stack.push(m[2]!);
  }
  return stack.length === 0;
}

function parse(body: string) {
  const entries = (tag: string) =>
    [
      ...body.matchAll(
        new RegExp(`<${tag}><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?(?:<xhtml:link [^>]*/>)*</${tag}>`, 'g'),
      ),
    ].map((m) => ({ loc: m[1]!.replace(/&amp;/g, '&'), lastmod: m[2] }));
  return body.includes('<sitemapindex')
    ? { sitemapindex: { sitemap: entries('sitemap') } }
    : { urlset: { url: entries('url') } };
}

async function xml(url: string) {
  const { res, body } = await fetchThrough(up, url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  expect(wellFormed(body), url).toBe(true);
  return parse(body) as {
    sitemapindex?: { sitemap: { loc: string; lastmod?: string }[] };
    urlset?: { url: { loc: string; lastmod?: string }[] };
  };
}

describe.each([
  ['Slovak', SK, '/lubrikacne-gely', '/clanky/ako-hovorit-o-svojich-tuzbach'],
  ['Czech', CZ, '/lubrikacni-gely', '/clanky/jak-mluvit-o-svych-touhach'],
])('%s site', { timeout: 60_000 }, (_name, origin, category, article) => {
  test('sitemap.xml is a valid index whose children list the catalogue on this host', async () => {
    const index = await xml(`${origin}/sitemap.xml`);
    const children = index.sitemapindex!.sitemap.map((s) => s.loc);
    expect(children).toEqual(
      expect.arrayContaining([`${origin}/sitemaps/categories.xml`, `${origin}/sitemaps/products-1.xml`]),
    );
    const locs: string[] = [];
    let productUrls = 0;
    for (const child of children) {
      expect(child.startsWith(`${origin}/`)).toBe(true);
      const urls = (await xml(child)).urlset!.url;
      if (child.includes('/products-')) productUrls += urls.length;
      locs.push(...urls.map((u) => u.loc));
    }
    // Each product twice: its page in the site language and its German page (issue 32; every seeded
    // product has a German slug of its own).
    expect(productUrls).toBe(productTotal * 2);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining([`${origin}${category}`, `${origin}${article}`, `${origin}/kontakt`]));
    expect(locs.every((l) => l.startsWith(`${origin}/`) && !l.includes('?'))).toBe(true);
  });

  test('robots.txt names this site sitemap', async () => {
    const { res, body } = await fetchThrough(up, `${origin}/robots.txt`);
    expect(res.status).toBe(200);
    expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(body).toContain('Disallow: /api/');
  });
});
