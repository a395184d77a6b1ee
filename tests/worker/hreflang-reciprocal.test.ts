// Issue 32 item 2: hreflang pairs are reciprocal. Page 2+ of a listing names no alternates (it named
// page 1 of both sites, and page 1 never named it back); every alternate of an indexable page names
// the page back.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

async function hreflang(url: string): Promise<Record<string, string>> {
  const res = await SELF.fetch(url, { headers, redirect: 'manual' });
  expect(res.status, url).toBe(200);
  const head = /<head>([\s\S]*?)<\/head>/.exec(await res.text())?.[1] ?? '';
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('page 2 of a listing', () => {
  test.each([
    `${SK}/spodna-bielizen?page=2`,
    `${CZ}/spodni-pradlo?page=2`,
    `${SK}/nakupny-radca?page=2`,
    `${SK}/poradna?page=2`,
    `${SK}/znacky?page=2`,
  ])('%s names no page 1 as its alternate', async (url) => {
    const links = await hreflang(url);
    expect(Object.values(links).filter((href) => !href.includes('page=2'))).toEqual([]);
  });
});

describe('every alternate names the page back', { timeout: 60_000 }, () => {
  test.each([
    `${SK}/spodna-bielizen`,
    `${CZ}/spodni-pradlo`,
    `${SK}/kontakt`,
    `${SK}/clanky/ako-hovorit-o-svojich-tuzbach`,
    `${CZ}/eroticky-vykladovy-slovnik/aromaterapie`,
    `${SK}/pobocky`,
  ])('%s', async (url) => {
    const links = await hreflang(url);
    const others = Object.entries(links).filter(([lang, href]) => lang !== 'x-default' && href !== url);
    expect(others.length).toBeGreaterThan(0);
    for (const [, href] of others) expect(Object.values(await hreflang(href))).toContain(url);
  });
});

describe("the footer's links to the page in other languages", () => {
  test('each names the language and the site it is on, and links where hreflang points', async () => {
    const res = await SELF.fetch(`${SK}/produkt/calmia-suprava-bielizne-moonlight-5`, { headers });
    expect(res.status).toBe(200);
    const html = await res.text();
    const nav = /<nav class="[^"]*footer-languages"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)" lang="[^"]+">([^<]+)<\/a>/g)].map((m) => ({
      href: m[1]!,
      hreflang: m[2]!,
      text: m[3]!,
    }));
    expect(links.map((l) => l.text)).toEqual([
      'Deutsch · eshop-demo.sk',
      'Čeština · eshop-demo.cz',
      'Deutsch · eshop-demo.cz',
    ]);
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    for (const link of links) expect(head).toContain(`hrefLang="${link.hreflang}" href="${link.href}"`);
  });
});
