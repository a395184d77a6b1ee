// Issue 16: German is the shopper's choice (`?locale=de` or the `locale=de` cookie) on the site's
// URLs; issue 32: a German page has a URL of its own. A page reached by the site's URL with German
// chosen shows the same entity in German, with its German URL as canonical (/poradna is `/beratung`
// in German); `?locale=de` moves there. A block the CMS has no German for is shown in the spec's
// fallback locale and carries its real `lang` (issue 16 item 3).
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SITES = { sk: 'https://www.eshop-demo.sk', cz: 'https://www.eshop-demo.cz' } as const;
// A crawler's user agent: the whole page is rendered before the first byte (no streamed skeleton).
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1)';

type Via = 'query' | 'cookie';

async function german(origin: string, path: string, via: Via): Promise<{ status: number; html: string }> {
  const url = via === 'query' ? `${origin}${path}${path.includes('?') ? '&' : '?'}locale=de` : `${origin}${path}`;
  const cookie = `closed-modals=age-18${via === 'cookie' ? '; locale=de' : ''}`;
  const res = await SELF.fetch(url, { headers: { cookie, 'user-agent': CRAWLER }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

beforeAll(async () => {
  await SELF.fetch(`${SITES.sk}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

// Content routes whose CMS entity has a German slug of its own (or a fixed slug looked up by it), with
// the page's German URL (issue 32); the same path where German shares the site language's slug.
const ROUTES: Record<keyof typeof SITES, [path: string, germanTitle: string, germanPath: string][]> = {
  sk: [
    ['/poradna', 'Beratung', '/beratung'],
    ['/poradna?page=2', 'Beratung', '/beratung?page=2'],
    ['/obchodne-podmienky', 'AGB', '/agb'],
    // German takes its own slug, never the Czech one (/ukazka-bloku was the Czech site's URL).
    ['/ukazka-blokov', 'Blockbeispiele', '/blockbeispiele'],
    ['/nakupny-radca/vztahy', 'Beziehungen', '/nakupny-radca/beziehungen'],
  ],
  cz: [
    ['/poradna', 'Beratung', '/beratung'],
    ['/poradna?page=2', 'Beratung', '/beratung?page=2'],
    ['/obchodni-podminky', 'AGB', '/agb'],
    ['/ukazka-bloku', 'Blockbeispiele', '/blockbeispiele'],
  ],
};

describe.each(Object.entries(SITES) as [keyof typeof SITES, string][])('German on the %s site', (site, origin) => {
  test.each(ROUTES[site])(
    '%s with the German cookie shows the page in German, canonical to its German URL',
    async (path, title, germanPath) => {
      const { status, html } = await german(origin, path, 'cookie');
      expect(status, path).toBe(200);
      expect(html).toMatch(/<html lang="de"/);
      expect(h1Of(html)).toContain(title);
      expect(canonicalOf(html)).toBe(`${origin}${germanPath}`);
    },
  );

  test.each(ROUTES[site])(
    '%s?locale=de moves to its German URL (or stays where German shares it)',
    async (path, title, germanPath) => {
      const res = await SELF.fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}locale=de`, {
        headers: { cookie: 'closed-modals=age-18', 'user-agent': CRAWLER },
        redirect: 'manual',
      });
      expect(res.headers.get('set-cookie')).toContain('locale=de');
      if (germanPath === path) {
        expect(res.status).toBe(200);
        expect(h1Of(await res.text())).toContain(title);
        return;
      }
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(germanPath);
      expect(res.headers.get('cache-control')).toContain('no-store');
    },
  );

  test('a category read in German names its German URL as canonical', async () => {
    const [path, germanPath] = site === 'sk' ? ['/masazne-oleje', '/massageoele'] : ['/masazni-oleje', '/massageoele'];
    const { status, html } = await german(origin, path, 'cookie');
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${origin}${germanPath}`);
  });

  test('a block without German carries the fallback locale; blocks with German carry none', async () => {
    const { html } = await german(origin, '/beratung?page=2', 'cookie');
    const blocks = [...html.matchAll(/<div class="content-block content-block--([a-z_]+)[^"]*"([^>]*)>/g)];
    expect(blocks.map((b) => b[1])).toContain('quote');
    for (const [, type, attrs] of blocks) {
      if (type === 'quote') expect(attrs, type).toContain('lang="cs"');
      else expect(attrs, type).not.toContain('lang=');
    }
    // The page itself has German: no lang of its own.
    expect(html).toContain('<div class="content-page">');
  });

  test('in the site language no block carries a lang', async () => {
    const res = await SELF.fetch(`${origin}/poradna?page=2`, {
      headers: { cookie: 'closed-modals=age-18', 'user-agent': CRAWLER },
    });
    const html = await res.text();
    expect(html).toContain('content-block--quote');
    expect(html).not.toMatch(/<div class="content-block[^>]*lang=/);
  });
});
