// Issue 16: German is a preference (`?locale=de` or the `locale=de` cookie), never a URL of its own.
// A page reached by the site's URL shows the same entity in German (its slug in German may differ:
// /poradna is `beratung` in German), with the site's URL as canonical; a block the CMS has no German
// for is shown in the spec's fallback locale and carries its real `lang` (issue 16 item 3).
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

// Content routes whose CMS entity has a German slug of its own (or a fixed slug looked up by it).
const ROUTES: Record<keyof typeof SITES, [path: string, germanTitle: string][]> = {
  sk: [
    ['/poradna', 'Beratung'],
    ['/poradna?page=2', 'Beratung'],
    ['/obchodne-podmienky', 'AGB'],
    ['/ukazka-blokov', 'Blockbeispiele'],
    ['/nakupny-radca/vztahy', 'Beziehungen'],
  ],
  cz: [
    ['/poradna', 'Beratung'],
    ['/poradna?page=2', 'Beratung'],
    ['/obchodni-podminky', 'AGB'],
    ['/ukazka-bloku', 'Blockbeispiele'],
  ],
};

describe.each(Object.entries(SITES) as [keyof typeof SITES, string][])('German on the %s site', (site, origin) => {
  describe.each(['query', 'cookie'] as const)('chosen by %s', (via) => {
    test.each(ROUTES[site])('%s shows the page in German, canonical to the site URL', async (path, title) => {
      const { status, html } = await german(origin, path, via);
      expect(status, path).toBe(200);
      expect(html).toMatch(/<html lang="de"/);
      expect(h1Of(html)).toContain(title);
      const pageParam = new URL(path, origin).searchParams.get('page');
      expect(canonicalOf(html)).toBe(
        `${origin}${new URL(path, origin).pathname}${pageParam ? `?page=${pageParam}` : ''}`,
      );
    });
  });

  test('a category read in German keeps the site URL as canonical', async () => {
    const path = site === 'sk' ? '/masazne-oleje' : '/masazni-oleje';
    const { status, html } = await german(origin, path, 'query');
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${origin}${path}`);
  });

  test('a block without German carries the fallback locale; blocks with German carry none', async () => {
    const { html } = await german(origin, '/poradna?page=2', 'query');
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
