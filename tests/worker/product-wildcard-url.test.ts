// SPEC 3 "Links": "A product wildcard-URL mode can build the product path from the main-menu category
// path plus the product slug." The store's globals switch it (settings.product_wildcard_url, off
// unless true); the demo backend varies it per domain through /__demo/globals. With it on, every
// product link the shop writes is /{main-menu category path}/{slug}, such a URL is the product page
// (200, its own canonical), an unknown slug under a real category is a 404, and /produkt/{slug}
// 301s to the product's one URL. Off, nothing changes.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, test } from 'vitest';
import { forgetUrlKnowledgeCopies } from '../../worker/urls/url-knowledge';
import { setDemoGlobals, withDemoGlobals } from './demo-globals';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const cookie = { cookie: 'closed-modals=age-18' };
/** A leaf category of the demo's main menu (store category 21) and its parent (20). */
const LEAF = '/masazne-oleje/hrejive';
const TOP = '/masazne-oleje';

async function page(url: string, headers: Record<string, string> = cookie) {
  const res = await SELF.fetch(url, { headers, redirect: 'manual' });
  return { res, html: await res.text() };
}

interface PagePayload {
  page: string;
  status: number;
  data: any;
  meta: any;
  redirect?: string;
}
async function data(url: string): Promise<PagePayload> {
  const u = new URL(url);
  const res = await SELF.fetch(`${u.origin}/__data${u.pathname}${u.search}`, {
    headers: { ...cookie, accept: 'application/json' },
    redirect: 'manual',
  });
  return (await res.json()) as PagePayload;
}

/** The product boxes' links of a server-rendered listing. */
const boxLinks = (html: string) =>
  [...html.matchAll(/<h2 class="product-box__name"><a href="([^"]*)">/g)].map((m) => m[1]!);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** hreflang → href of a page's alternates. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );

withDemoGlobals();
// The URL knowledge is rebuilt from the store's setting: every test starts without this isolate's copy.
beforeEach(() => forgetUrlKnowledgeCopies());

async function wildcardOn(domain = 'sk') {
  expect((await setDemoGlobals({ domain, product_wildcard_url: true })).status).toBe(200);
}

describe('product wildcard-URL mode', () => {
  test('off (as seeded): products are linked and served at /produkt/{slug}, a category path plus a slug is no page', async () => {
    const { html } = await page(`${SK}${LEAF}`);
    const links = boxLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/produkt\/[a-z0-9-]+$/);
    const slug = links[0]!.slice('/produkt/'.length);
    const product = await page(`${SK}/produkt/${slug}`);
    expect(product.res.status).toBe(200);
    expect(canonicalOf(product.html)).toBe(`${SK}/produkt/${slug}`);
    expect((await page(`${SK}${LEAF}/${slug}`)).res.status).toBe(404);
    expect(/"productWildcardUrl":(true|false)/.exec(product.html)?.[1]).toBe('false');
  });

  test('on: a category page links its products at their main-menu category path plus slug', async () => {
    await wildcardOn();
    const leaf = await page(`${SK}${LEAF}`);
    const links = boxLinks(leaf.html);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(new RegExp(`^${LEAF}/[a-z0-9-]+$`));
    // The parent lists its children's products: each at its own (leaf) category's path.
    const top = await data(`${SK}${TOP}`);
    const hrefs = (top.data.listing.products as { href: string }[]).map((p) => p.href);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${TOP}/[a-z0-9-]+/[a-z0-9-]+$`));
    expect(/"productWildcardUrl":(true|false)/.exec(leaf.html)?.[1]).toBe('true');
  });

  test('on: the wildcard URL is the product page, 200, with its own canonical, crumb and offer URL', async () => {
    await wildcardOn();
    const href = boxLinks((await page(`${SK}${LEAF}`)).html)[0]!;
    expect(href).toMatch(new RegExp(`^${LEAF}/[a-z0-9-]+$`));
    const { res, html } = await page(`${SK}${href}`);
    expect(res.status).toBe(200);
    expect(html).toContain('"@type":"Product"');
    expect(canonicalOf(html)).toBe(`${SK}${href}`);
    expect(html).toContain(`"url":"${SK}${href}"`);
    const payload = await data(`${SK}${href}`);
    expect(payload.page).toBe('product');
    expect(payload.status).toBe(200);
    expect(payload.data.product.href).toBe(href);
    expect(payload.data.breadcrumbs.at(-1).href).toBe(href);
    expect(payload.data.breadcrumbs.at(-2).href).toBe(LEAF);
    // A variant link keeps the wildcard path.
    const withVariant = await page(`${SK}${href}?variant_id=${payload.data.product.defaultVariantId}`);
    expect(withVariant.res.status).toBe(200);
    expect(canonicalOf(withVariant.html)).toBe(`${SK}${href}`);
  });

  test('on: an unknown slug under a real category is a 404, and so is a real slug under another category', async () => {
    await wildcardOn();
    const listing = await page(`${SK}${LEAF}`);
    expect(listing.res.status).toBe(200);
    const slug = /\/([a-z0-9-]+)$/.exec(boxLinks(listing.html)[0]!)![1]!;
    expect((await page(`${SK}${LEAF}/${slug}`)).res.status).toBe(200);
    expect((await page(`${SK}${LEAF}/no-such-product-anywhere`)).res.status).toBe(404);
    expect((await page(`${SK}/lubrikacne-gely/${slug}`)).res.status).toBe(404);
  });

  test("on: German links and pages have their German category path; hreflang names each site's own page", async () => {
    await wildcardOn();
    const german = { cookie: `${cookie.cookie}; locale=de` };
    const href = boxLinks((await page(`${SK}/massageoele/waermend`, german)).html)[0]!;
    expect(href).toMatch(/^\/massageoele\/waermend\/[a-z0-9-]+$/);
    const { res, html } = await page(`${SK}${href}`, german);
    expect(res.status).toBe(200);
    expect(canonicalOf(html)).toBe(`${SK}${href}`);
    const alternates = alternatesOf(html);
    expect(alternates.de).toBe(`${SK}${href}`);
    expect(alternates.sk).toMatch(new RegExp(`^${SK}/masazne-oleje/hrejive/[a-z0-9-]+$`));
    // The Czech site has the mode off: its pages (Czech and German) are /produkt/{slug} there.
    expect(alternates.cs).toMatch(new RegExp(`^${CZ}/produkt/[a-z0-9-]+$`));
    expect(alternates['de-CZ']).toMatch(new RegExp(`^${CZ}/produkt/[a-z0-9-]+$`));
    for (const url of [alternates.cs!, alternates['de-CZ']!]) expect((await page(url)).res.status, url).toBe(200);
  });

  test('on: /produkt/{slug} answers 301 to the one wildcard URL, also for client-side navigation', async () => {
    await wildcardOn();
    const href = boxLinks((await page(`${SK}${LEAF}`)).html)[0]!;
    const slug = href.slice(href.lastIndexOf('/') + 1);
    const { res } = await page(`${SK}/produkt/${slug}?utm_source=x`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${href}?utm_source=x`);
    const moved = await data(`${SK}/produkt/${slug}`);
    expect(moved.redirect).toBe(href);
  });

  test('on: the sitemap lists products at their wildcard URLs; per site (the Czech site keeps /produkt/)', async () => {
    await wildcardOn('sk');
    const sk = await page(`${SK}/sitemaps/products-1.xml`);
    expect(sk.res.status).toBe(200);
    expect(sk.html).toContain(`<loc>${SK}${LEAF}/`);
    expect(sk.html).not.toContain(`<loc>${SK}/produkt/`);
    const cz = await page(`${CZ}/sitemaps/products-1.xml`);
    expect(cz.html).toContain(`<loc>${CZ}/produkt/`);
  });
});
