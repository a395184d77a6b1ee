// Issue 13, item 1: every kind of page URL answers its right status (200, 301, 404) before the
// first byte however slow the upstream is. Every upstream call is delayed by 500 ms, far past the
// renderer's 25 ms status wait, so an answer that did not wait for the loader's decision would go
// out as a streamed 200. Nothing here measures time: the status is the assertion.
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { forgetUrlKnowledgeCopies } from '../../worker/urls/url-knowledge';
import { fetchThrough, recordingUpstream } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
/** The demo backend, with its bulk URL listing switched off when `index.down` (an index outage). */
const index = { down: false };
const backend = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (index.down && new URL(request.url).pathname.startsWith('/content/url-index'))
      return Promise.resolve(Response.json({ errors: [{ title: 'index down', status: 503 }] }, { status: 503 }));
    return env.DEMO_BACKEND.fetch(request);
  },
} as unknown as Fetcher;
const slow = recordingUpstream(backend);
const DELAY = { kind: 'delay', ms: 500 } as const;

let productSlug = '';
/** The same product's German slug (issue 32: its German page's own URL). */
let germanProductSlug = '';
beforeAll(async () => {
  slow.state.fault = null;
  const { body } = await fetchThrough(slow, `${SK}/api/v1/products/1`); // migrates and seeds the demo backend
  productSlug = (JSON.parse(body) as { data: { slug: string } }).data.slug;
  const german = await fetchThrough(slow, `${SK}/api/v1/products/1`, { headers: { cookie: 'locale=de' } });
  germanProductSlug = (JSON.parse(german.body) as { data: { slug: string } }).data.slug;
  slow.state.faultPrefix = '/';
  slow.state.fault = DELAY;
}, 60_000);

/** No URL knowledge (first start, after an ops purge): the next indexed request builds it. */
async function forgetUrlKnowledge(): Promise<void> {
  await Promise.all(['sk', 'cz'].map((code) => env.CACHE_KV.delete(`urls:${code}:manifest`)));
  forgetUrlKnowledgeCopies();
}

/** No URL knowledge and the listing down: every URL is decided by the loaders. */
async function urlIndexDown(): Promise<void> {
  index.down = true;
  await forgetUrlKnowledge();
}

/** The URL knowledge of both sites built (the first indexed request builds it). */
async function buildUrlKnowledge(): Promise<void> {
  index.down = false;
  await forgetUrlKnowledge();
  await fetchThrough(slow, `${SK}/produkt/zahriatie`); // an indexed route: its lookup builds the knowledge
  await fetchThrough(slow, `${CZ}/produkt/zahriatie`);
}

const MODES: [string, () => Promise<void>][] = [
  ['without URL knowledge (its listing down)', urlIndexDown],
  ['with URL knowledge', async () => {}],
];

async function statusOf(url: string, cookie?: string): Promise<{ status: number; location: string | null }> {
  const { res } = await fetchThrough(slow, url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location') };
}

// The cases of one mode run side by side: each waits on the late upstream, not on the CPU, and
// none changes state another reads (without knowledge, forgetting it again is a no-op).
describe.concurrent.each(MODES)(
  'status before the first byte with every upstream call 500 ms late, %s',
  { timeout: 60_000 },
  (mode, prepare) => {
    beforeAll(async () => {
      if (mode === 'with URL knowledge') await buildUrlKnowledge();
      else index.down = true;
    }, 60_000);
    beforeEach(prepare);

    const existing: [string, string][] = [
      ['store category (sk)', `${SK}/masazne-oleje`],
      ['store subcategory (sk)', `${SK}/lubrikacne-gely/na-vodnej-baze`],
      ['store category (cs)', `${CZ}/lubrikacni-gely`],
      ['virtual category', `${SK}/darceky-do-30-eur`],
      ['filtered category', `${SK}/cierna-bielizen`],
      ['CMS page (url rewrite)', `${SK}/vsetko-o-nakupe/doprava`],
      ['content page', `${SK}/ukazka-blokov`],
      ['article', `${SK}/clanky/ako-hovorit-o-svojich-tuzbach`],
      ['article category', `${SK}/nakupny-radca/vztahy`],
      ['author', `${SK}/autori/lucia-horvathova`],
      ['tag', `${SK}/clanky/tag/komunikacia`],
      ['branch', `${SK}/pobocky/bratislava`],
      ['glossary term', `${SK}/eroticky-vykladovy-slovnik/afrodiziakum`],
      ['brand', `${SK}/znacky/velvetia`],
      ['curated guide', `${SK}/sprievodca/prvy-nakup`],
      ['infomail', `${SK}/infomail/jarna-inspiracia`],
    ];
    test.each(existing)('%s → 200', async (_label, url) => {
      expect((await statusOf(url)).status).toBe(200);
    });

    test('product → 200', async () => {
      expect((await statusOf(`${SK}/produkt/${productSlug}`)).status).toBe(200);
    });

    const missing: [string, string][] = [
      ['top-level path', `${SK}/nic-tu-nie-je`],
      ['category child', `${SK}/lubrikacne-gely/neexistuje`],
      ['category (cs)', `${CZ}/nic-tu-neni`],
      ['product', `${SK}/produkt/neexistuje-xyz`],
      ['article', `${SK}/clanky/neexistujuci-clanok`],
      ['article category', `${SK}/nakupny-radca/ziadna-tema`],
      ['author', `${SK}/autori/nikto`],
      ['tag', `${SK}/clanky/tag/ziadny-tag`],
      ['branch', `${SK}/pobocky/nikde`],
      ['glossary term', `${SK}/eroticky-vykladovy-slovnik/nic`],
      ['brand', `${SK}/znacky/ziadna-znacka`],
      ['curated guide', `${SK}/sprievodca/ziadny`],
      ['infomail', `${SK}/infomail/ziadny`],
    ];
    test.each(missing)('missing %s → 404', async (_label, url) => {
      expect((await statusOf(url)).status).toBe(404);
    });

    test('a CMS redirect → 301 to its target', async () => {
      expect(await statusOf(`${SK}/stara-kategoria`)).toEqual({ status: 301, location: '/masazne-oleje' });
    });

    test('a renamed product slug → 301', async () => {
      expect(await statusOf(`${SK}/produkt/stary-olej`)).toMatchObject({ status: 301 });
    });

    test('a renamed article → 301', async () => {
      expect(await statusOf(`${SK}/clanky/stary-clanok`)).toEqual({
        status: 301,
        location: '/clanky/ako-vybrat-lubrikacny-gel',
      });
    });
  },
);

describe.concurrent.each(MODES)(
  'CMS redirects done once and right (upstream 500 ms late), %s',
  { timeout: 60_000 },
  (mode, prepare) => {
    beforeAll(async () => {
      if (mode === 'with URL knowledge') await buildUrlKnowledge();
      else index.down = true;
    }, 60_000);
    beforeEach(prepare);

    test('a chain (a → b → c → /kontakt) is ONE 301 to its final target', async () => {
      expect(await statusOf(`${SK}/presmerovanie-a`)).toEqual({ status: 301, location: '/kontakt' });
      expect(await statusOf(`${SK}/presmerovanie-b`)).toEqual({ status: 301, location: '/kontakt' });
    });

    test.each(['/slucka-1', '/slucka-2', '/sam-na-seba'])('a loop or self-redirect (%s) → 404', async (path) => {
      expect((await statusOf(`${SK}${path}`)).status).toBe(404);
    });

    test.each(['/vonkajsi-odkaz', '/vonkajsi-odkaz-2'])('an off-site target (%s) is refused → 404', async (path) => {
      expect((await statusOf(`${SK}${path}`)).status).toBe(404);
    });

    test('a redirect entered with the default-locale prefix on both sides (/sk/kontakt-stary → /sk/kontakt)', async () => {
      // The prefix is dropped by the canonical 301 first; the CMS entry is found under its prefixed form.
      expect(await statusOf(`${SK}/sk/kontakt-stary`)).toEqual({ status: 301, location: '/kontakt-stary' });
      expect(await statusOf(`${SK}/kontakt-stary`)).toEqual({ status: 301, location: '/kontakt' });
    });
  },
);

describe('decided at the edge from the URL knowledge', { timeout: 60_000 }, () => {
  beforeAll(buildUrlKnowledge, 60_000);

  test.each([
    ['a missing path', `${SK}/nic-tu-nie-je-ani-teraz`, 404, null],
    ['a missing product', `${SK}/produkt/ani-tento-neexistuje`, 404, null],
    ['a redirect chain', `${SK}/presmerovanie-a`, 301, '/kontakt'],
    ['a loop', `${SK}/slucka-1`, 404, null],
  ])('%s: its status without a single upstream call for the page', async (_label, url, status, location) => {
    slow.reset();
    expect(await statusOf(url)).toEqual({ status, location });
    const pageCalls = slow.calls.filter(
      (call) => !/\/(menu-object|globals|currencies|countries|graphql)/.test(call.path),
    );
    expect(pageCalls.filter((call) => /url-rewrite|redirect|catalog|products/.test(call.path))).toEqual([]);
  });

  test('a Slovak slug on the Czech site → 301 to the Czech slug', async () => {
    expect(await statusOf(`${CZ}/lubrikacne-gely`)).toEqual({ status: 301, location: '/lubrikacni-gely' });
    expect(await statusOf(`${CZ}/clanky/ako-hovorit-o-svojich-tuzbach`)).toEqual({
      status: 301,
      location: '/clanky/jak-mluvit-o-svych-touhach',
    });
  });

  test('a moved page keeps its query: the chosen language, the page number', async () => {
    expect(await statusOf(`${CZ}/lubrikacne-gely?locale=de&page=2`)).toEqual({
      status: 301,
      location: '/lubrikacni-gely?locale=de&page=2',
    });
  });
});

describe('the first request before the URL knowledge is built', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    slow.state.fault = DELAY;
    index.down = false;
    await forgetUrlKnowledge();
  });

  test.each([
    ['a Slovak category slug on the Czech site', `${CZ}/darcekove-sady`, { status: 301, location: '/darkove-sady' }],
    [
      'a Slovak article slug on the Czech site',
      `${CZ}/clanky/ako-hovorit-o-svojich-tuzbach`,
      { status: 301, location: '/clanky/jak-mluvit-o-svych-touhach' },
    ],
    ['a redirect chain', `${SK}/presmerovanie-a`, { status: 301, location: '/kontakt' }],
    ['a missing path', `${SK}/nic-tu-nie-je-ani-prvykrat`, { status: 404, location: null }],
  ])('%s: the answer the built knowledge gives', async (_label, url, answer) => {
    const code = url.startsWith(CZ) ? 'cz' : 'sk';
    expect(await env.CACHE_KV.get(`urls:${code}:manifest`)).toBeNull();
    expect(await statusOf(url)).toEqual(answer);
    expect(await env.CACHE_KV.get(`urls:${code}:manifest`)).not.toBeNull();
    expect(await statusOf(url)).toEqual(answer);
  });
});

describe('ops purge of the URL knowledge', { timeout: 60_000 }, () => {
  test('POST /__ops/purge {urls: true} drops the site knowledge; the next page request rebuilds it', async () => {
    await buildUrlKnowledge();
    expect(await env.CACHE_KV.get('urls:sk:manifest')).not.toBeNull();
    const { res } = await fetchThrough(slow, `${SK}/__ops/purge`, {
      method: 'POST',
      headers: { authorization: 'Bearer dev-ops-token', 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'sk', urls: true }),
    });
    expect(res.status).toBe(200);
    expect(await env.CACHE_KV.get('urls:sk:manifest')).toBeNull();
    expect(await env.CACHE_KV.get('urls:cz:manifest')).not.toBeNull();
    // Without knowledge the loaders decide (still the right status), and the knowledge comes back.
    expect((await statusOf(`${SK}/nic-tu-nie-je-po-vycisteni`)).status).toBe(404);
    expect(await env.CACHE_KV.get('urls:sk:manifest')).not.toBeNull();
  });
});

describe('/__data answers redirects as instructions the client router follows', { timeout: 60_000 }, () => {
  test.each([
    ['/Kontakt/', '/kontakt'],
    ['/sk/znacky', '/znacky'],
    ['/kontakt?fbclid=abc', '/kontakt'],
    ['/presmerovanie-a', '/kontakt'],
  ])('%s → %s', async (path, target) => {
    const { res, body } = await fetchThrough(slow, `${SK}/__data${path}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(body)).toEqual({ redirect: target, status: 301 });
  });
});

describe('slugs per locale, German, hreflang', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    slow.state.fault = null;
    await buildUrlKnowledge();
  }, 60_000);

  async function page(url: string, cookie?: string) {
    const { res, body } = await fetchThrough(slow, url, {
      redirect: 'manual',
      headers: { cookie: `closed-modals=age-18${cookie ? `; ${cookie}` : ''}` },
    });
    return { status: res.status, html: body };
  }
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );

  // Issue 32: a German page has a URL of its own (its German slug), German whatever the cookie and its
  // own canonical; the Slovak URL read with the German cookie is German and names that URL.
  test('German on a product page: the German slug is a German page, its own canonical; the Slovak slug read in German names it', async () => {
    expect(germanProductSlug).toBeTruthy();
    expect(germanProductSlug).not.toBe(productSlug);
    const own = await page(`${SK}/produkt/${germanProductSlug}`);
    expect(own.status).toBe(200);
    expect(own.html).toMatch(/<html[^>]*lang="de"/);
    expect(canonicalOf(own.html)).toBe(`${SK}/produkt/${germanProductSlug}`);
    const { status, html } = await page(`${SK}/produkt/${productSlug}`, 'locale=de');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="de"/);
    expect(canonicalOf(html)).toBe(`${SK}/produkt/${germanProductSlug}`);
  });

  test('German on an article page: the German slug is a German page, its own canonical; the Slovak slug read in German names it', async () => {
    const own = await page(`${SK}/clanky/wie-man-uber-wunsche-spricht`);
    expect(own.status).toBe(200);
    expect(own.html).toMatch(/<html[^>]*lang="de"/);
    expect(canonicalOf(own.html)).toBe(`${SK}/clanky/wie-man-uber-wunsche-spricht`);
    const { status, html } = await page(`${SK}/clanky/ako-hovorit-o-svojich-tuzbach`, 'locale=de');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="de"/);
    expect(canonicalOf(html)).toBe(`${SK}/clanky/wie-man-uber-wunsche-spricht`);
  });

  test("hreflang: each site with its own slug, each site's German page (de, de-CZ), plus x-default; every page of the set lists the same", async () => {
    const sk = alternatesOf((await page(`${SK}/clanky/ako-hovorit-o-svojich-tuzbach`)).html);
    expect(sk).toEqual({
      sk: `${SK}/clanky/ako-hovorit-o-svojich-tuzbach`,
      cs: `${CZ}/clanky/jak-mluvit-o-svych-touhach`,
      de: `${SK}/clanky/wie-man-uber-wunsche-spricht`,
      'de-CZ': `${CZ}/clanky/wie-man-uber-wunsche-spricht`,
      'x-default': `${SK}/clanky/ako-hovorit-o-svojich-tuzbach`,
    });
    for (const url of [
      `${CZ}/clanky/jak-mluvit-o-svych-touhach`,
      `${SK}/clanky/wie-man-uber-wunsche-spricht`,
      `${CZ}/clanky/wie-man-uber-wunsche-spricht`,
    ])
      expect(alternatesOf((await page(url)).html), url).toEqual(sk);
    const category = alternatesOf((await page(`${SK}/lubrikacne-gely`)).html);
    expect(category).toMatchObject({ sk: `${SK}/lubrikacne-gely`, cs: `${CZ}/lubrikacni-gely` });
  });

  test('a noindex page (the 404 page) has no alternates', async () => {
    expect(alternatesOf((await page(`${SK}/nic-tu-nie-je-vobec`)).html)).toEqual({});
  });
});

describe('a scheduled (future-dated) article', { timeout: 60_000 }, () => {
  test('is listed by the CMS but answers 404, never a streamed 200, and is not in the sitemap', async () => {
    slow.state.fault = DELAY;
    await buildUrlKnowledge();
    const res = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/content/url-index?section=content');
    const { entries } = (await res.json()) as {
      entries: { kind: string; paths: { sk?: string }; lastmod: string | null }[];
    };
    const scheduled = entries.find((e) => e.kind === 'article' && e.lastmod && Date.parse(e.lastmod) > Date.now());
    expect(scheduled?.paths.sk).toBeDefined();
    expect((await statusOf(`${SK}${scheduled!.paths.sk}`)).status).toBe(404);
    slow.state.fault = null;
    const { body } = await fetchThrough(slow, `${SK}/sitemaps/articles.xml`);
    expect(body).not.toContain(`${scheduled!.paths.sk}<`);
    slow.state.fault = DELAY;
  });
});
