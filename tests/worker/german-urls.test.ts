// Issue 32 item 4: German pages have URLs of their own. A German slug (`/massageoele`, a product's
// German slug, `/beratung`) or a fixed route's German path (`/marken`, `/warenkorb`) serves German
// whatever the cookie, is its own canonical, and is named in hreflang (`de` for the first site's
// German page, `de-CZ` for the Czech site's, plus x-default) by every page of the set; the sitemaps
// list it with the same alternates. The shopper's cookie still decides the language on the site's
// shared URLs, and the page cache never hands one language's copy to another.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1)';

async function page(url: string, cookie = '', userAgent = CRAWLER) {
  const res = await SELF.fetch(url, {
    headers: { cookie: `closed-modals=age-18${cookie ? `; ${cookie}` : ''}`, 'user-agent': userAgent },
    redirect: 'manual',
  });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: res.status,
    headers: res.headers,
    lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
    h1: /<h1[^>]*>([^<]*)</.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ) as Record<string, string>,
  };
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

// One page of each kind: [Slovak site path, Czech site path, German path (the same on both sites)].
const SETS: [kind: string, sk: string, cs: string, de: string][] = [
  ['home page', '/', '/', '/startseite'],
  ['category', '/masazne-oleje', '/masazni-oleje', '/massageoele'],
  ['content page', '/poradna', '/poradna', '/beratung'],
  ['fixed route', '/znacky', '/znacky', '/marken'],
  ['fixed route', '/najcastejsie-dotazy', '/najcastejsie-dotazy', '/haeufige-fragen'],
];

describe('a German URL is a German page on either site, whatever the cookie', () => {
  describe.each(SETS)('%s %s', (_kind, sk, cs, de) => {
    const expected = {
      sk: `${SK}${sk}`,
      de: `${SK}${de}`,
      cs: `${CZ}${cs}`,
      'de-CZ': `${CZ}${de}`,
      'x-default': `${SK}${sk}`,
    };

    test.each([
      ['no cookie', ''],
      ['the Slovak cookie', 'locale=sk'],
      ['the Czech cookie', 'locale=cs'],
    ])('%s: German, self-canonical, every alternate named', async (_name, cookie) => {
      for (const origin of [SK, CZ]) {
        const p = await page(`${origin}${de}`, cookie);
        expect(p.status, `${origin}${de}`).toBe(200);
        expect(p.lang).toBe('de');
        expect(p.canonical).toBe(`${origin}${de}`);
        expect(p.alternates).toEqual(expected);
      }
    });

    test('the site-language pages name the same set (reciprocal)', async () => {
      expect((await page(`${SK}${sk}`)).alternates).toEqual(expected);
      expect((await page(`${CZ}${cs}`)).alternates).toEqual(expected);
    });

    test('a shared URL follows the cookie; read in German it names the German URL as canonical', async () => {
      const slovak = await page(`${SK}${sk}`);
      expect(slovak.lang).toBe('sk');
      expect(slovak.canonical).toBe(`${SK}${sk}`);
      const german = await page(`${SK}${sk}`, 'locale=de');
      expect(german.lang).toBe('de');
      expect(german.canonical).toBe(`${SK}${de}`);
      const czechInGerman = await page(`${CZ}${cs}`, 'locale=de');
      expect(czechInGerman.lang).toBe('de');
      expect(czechInGerman.canonical).toBe(`${CZ}${de}`);
    });
  });

  test("a product's German slug is its German page", async () => {
    const index = await env.DEMO_BACKEND.fetch(
      'https://demo-backend.internal/content/url-index?section=products&perPage=1',
    );
    const entry = ((await index.json()) as { entries: { paths: Record<string, string> }[] }).entries[0]!;
    expect(entry.paths.de).not.toBe(entry.paths.sk);
    const p = await page(`${SK}${entry.paths.de}`, 'locale=sk');
    expect(p.status).toBe(200);
    expect(p.lang).toBe('de');
    expect(p.canonical).toBe(`${SK}${entry.paths.de}`);
    expect(p.alternates.de).toBe(`${SK}${entry.paths.de}`);
    expect(p.alternates.sk).toBe(`${SK}${entry.paths.sk}`);
  });

  test('the cart has a German path of its own (not indexed, but German for everyone)', async () => {
    const p = await page(`${CZ}/warenkorb`, 'locale=cs');
    expect(p.status).toBe(200);
    expect(p.lang).toBe('de');
  });

  test("a German URL stores German as the shopper's language, so the shared pages that follow stay German", async () => {
    const res = await SELF.fetch(`${SK}/massageoele`, { headers: { cookie: 'locale=sk' }, redirect: 'manual' });
    expect(res.headers.get('set-cookie')).toMatch(/^locale=de;/);
    await res.arrayBuffer();
    const same = await SELF.fetch(`${SK}/massageoele`, { headers: { cookie: 'locale=de' }, redirect: 'manual' });
    expect(same.headers.get('set-cookie') ?? '').not.toContain('locale=');
    await same.arrayBuffer();
  });
});

describe('the language switcher (?locale=) moves to the page in the chosen language', () => {
  test.each([
    [`${SK}/masazne-oleje?locale=de&page=2`, '/massageoele?page=2', 'locale=de'],
    [`${SK}/massageoele?locale=sk`, '/masazne-oleje', 'locale=sk'],
    [`${CZ}/massageoele?locale=cs`, '/masazni-oleje', 'locale=cs'],
    [`${SK}/kosik?locale=de`, '/warenkorb', 'locale=de'],
    [`${SK}/marken?locale=sk`, '/znacky', 'locale=sk'],
    [`${SK}/?locale=de&utm_source=a`, '/startseite?utm_source=a', 'locale=de'],
    [`${CZ}/startseite?locale=cs`, '/', 'locale=cs'],
  ])('%s → %s', async (url, location, cookie) => {
    const res = await SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('set-cookie')).toContain(cookie);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('page data (client navigation) gets the move as a redirect answer', async () => {
    const res = await SELF.fetch(`${SK}/__data/masazne-oleje?locale=de`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/massageoele', status: 302 });
  });

  test('a shared URL with no page of its own in German stays, in German', async () => {
    const p = await page(`${SK}/kontakt?locale=cs`); // not a locale of the Slovak site: ignored
    expect(p.lang).toBe('sk');
    const res = await SELF.fetch(`${SK}/infomail?locale=de`, {
      headers: { cookie: 'closed-modals=age-18' },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html lang="de"/);
  });
});

describe('the page cache keeps each language apart', () => {
  // A shopper's user agent: pages stream and are cached like any visitor's.
  const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';

  test('a German URL cached for a Slovak-cookie visitor is German for everyone', async () => {
    const first = await page(`${SK}/massageoele/waermend`, 'locale=sk', SHOPPER);
    expect(first.lang).toBe('de');
    for (const cookie of ['', 'locale=sk', 'locale=de']) {
      const again = await page(`${SK}/massageoele/waermend`, cookie, SHOPPER);
      expect(again.lang, cookie).toBe('de');
    }
  });

  test('a shared URL cached in Slovak is never served to a German-cookie visitor', async () => {
    const slovak = await page(`${SK}/masazne-oleje/hrejive`, '', SHOPPER);
    expect(slovak.lang).toBe('sk');
    const cached = await page(`${SK}/masazne-oleje/hrejive`, '', SHOPPER);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    const german = await page(`${SK}/masazne-oleje/hrejive`, 'locale=de', SHOPPER);
    expect(german.lang).toBe('de');
    expect(german.headers.get('x-page-cache')).not.toBe('hit');
  });
});

describe('sitemaps list the German pages with their alternates', () => {
  const urlsOf = (xml: string) =>
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      alternates: Object.fromEntries(
        [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]]),
      ) as Record<string, string>,
    }));

  test.each([
    [SK, 'categories', '/massageoele'],
    [CZ, 'categories', '/massageoele'],
    [SK, 'pages', '/beratung'],
    [SK, 'pages', '/marken'],
    [CZ, 'pages', '/haeufige-fragen'],
  ])("%s sitemaps/%s.xml lists %s, with the page's own alternates", async (origin, child, path) => {
    const xml = await (await SELF.fetch(`${origin}/sitemaps/${child}.xml`)).text();
    const entry = urlsOf(xml).find((u) => u.loc === `${origin}${path}`);
    expect(entry, `${origin}${path}`).toBeDefined();
    const p = await page(`${origin}${path}`);
    expect(p.status).toBe(200);
    expect(p.canonical).toBe(`${origin}${path}`);
    expect(entry!.alternates).toEqual(p.alternates);
    expect(Object.keys(entry!.alternates)).toEqual(expect.arrayContaining(['de', 'de-CZ', 'x-default']));
  });

  test('no German URL is listed twice, and no shared URL is listed as German', async () => {
    const xml = await (await SELF.fetch(`${SK}/sitemaps/pages.xml`)).text();
    const locs = urlsOf(xml).map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${SK}/kontakt`);
    expect(locs).toContain(`${SK}/kontaktformular`);
    // /infomail is the same path in German: one URL, the site language's.
    expect(locs.filter((l) => l === `${SK}/infomail`)).toHaveLength(1);
  });
});

describe('a crawler reaches every German page by links, with no cookie (issue 32)', () => {
  const anchors = (html: string) =>
    [...html.matchAll(/<a [^>]*>/g)].map((m) => ({
      href: /href="([^"]+)"/.exec(m[0])?.[1],
      hreflang: /hrefLang="([^"]+)"/.exec(m[0])?.[1],
      lang: / lang="([^"]+)"/.exec(m[0])?.[1],
      className: /class="([^"]+)"/.exec(m[0])?.[1],
    }));

  test.each([
    [SK, '/kategorie'],
    [CZ, '/autori'],
    [SK, '/massageoele'],
    [SK, '/'],
  ])('%s%s links each of its hreflang alternates but itself as <a href hreflang lang>', async (origin, path) => {
    const res = await SELF.fetch(`${origin}${path}`, {
      headers: { cookie: 'closed-modals=age-18', 'user-agent': CRAWLER },
    });
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
    const alternates = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
      .map((m) => ({ hreflang: m[1]!, href: m[2]! }))
      .filter((a) => a.hreflang !== 'x-default' && a.href !== canonical);
    expect(alternates.length).toBeGreaterThanOrEqual(2);
    const links = anchors(html).filter((a) => a.hreflang && a.href?.startsWith('https://') && a.lang);
    for (const alt of alternates)
      expect(links, alt.href).toContainEqual(
        expect.objectContaining({ href: alt.href, hreflang: alt.hreflang, lang: alt.hreflang.split('-')[0] }),
      );
  });

  test('the logo and the first crumb link the home page in the language the page is in', async () => {
    const homeLinks = async (url: string, cookie = '') => {
      const res = await SELF.fetch(url, { headers: { cookie: `closed-modals=age-18${cookie ? `; ${cookie}` : ''}` } });
      expect(res.status, url).toBe(200);
      const text = await res.text();
      return {
        logo: /class="site-logo" href="([^"]+)"/.exec(text)?.[1],
        crumb: /<nav class="breadcrumbs"[^>]*><ol><li><a href="([^"]+)"/.exec(text)?.[1],
      };
    };
    expect(await homeLinks(`${SK}/massageoele`)).toEqual({ logo: '/startseite', crumb: '/startseite' });
    expect(await homeLinks(`${SK}/masazne-oleje`)).toEqual({ logo: '/', crumb: '/' });
    expect(await homeLinks(`${CZ}/masazni-oleje`, 'locale=de')).toEqual({ logo: '/startseite', crumb: '/startseite' });
  });

  test('no German page links a slug of the other site: German slugs never fall back to Czech ones', async () => {
    const index = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/content/url-index?section=content');
    const { entries } = (await index.json()) as { entries: { kind: string; paths: Record<string, string> }[] };
    const borrowed = entries
      .filter((e) => e.paths.de && e.paths.de === e.paths.cs && e.paths.cs !== e.paths.sk)
      .map((e) => `${e.kind} ${e.paths.de}`);
    expect(borrowed).toEqual([]);
    // The side finding: the German category's related articles are German pages of the Slovak site.
    const html = await (await SELF.fetch(`${SK}/massageoele`, { headers: { cookie: 'closed-modals=age-18' } })).text();
    const articles = [...new Set([...html.matchAll(/href="(\/clanky\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
    expect(articles.length).toBeGreaterThan(0);
    for (const path of articles) {
      const p = await page(`${SK}${path}`);
      expect(p.status, path).toBe(200);
      expect(p.lang, path).toBe('de');
    }
  });
});
