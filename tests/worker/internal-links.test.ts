// Issue 32 item 4: every indexable page is reachable by an internal link. The privacy page, the
// filtered categories, the infomails and the promotions pages were in the sitemaps with no link to them.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

async function links(url: string): Promise<string[]> {
  const res = await SELF.fetch(url, { headers, redirect: 'manual' });
  expect(res.status, url).toBe(200);
  return [...(await res.text()).matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe.each([
  [SK, '/ochrana-osobnych-udajov', '/spodna-bielizen', ['/cierna-bielizen', '/cervena-cipkovana-bielizen']],
  [CZ, '/ochrana-osobnich-udaju', '/spodni-pradlo', ['/cerne-pradlo', '/cervene-krajkove-pradlo']],
])('%s', { timeout: 60_000 }, (origin, privacy, category, filtered) => {
  test('the footer links the privacy page and the newsletter archive, which links every infomail', async () => {
    const home = await links(`${origin}/`);
    expect(home).toContain(privacy);
    expect(home).toContain('/infomail');
    const sitemap = await (await SELF.fetch(`${origin}/sitemaps/guides.xml`)).text();
    const infomails = [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/infomail\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(infomails.length).toBeGreaterThan(0);
    expect(await links(`${origin}/infomail`)).toEqual(expect.arrayContaining(infomails));
    expect(await (await SELF.fetch(`${origin}/sitemaps/pages.xml`)).text()).toContain(`${origin}/infomail<`);
  });

  test('a top category links its promotions page and its filtered selections', async () => {
    const hrefs = await links(`${origin}${category}`);
    expect(hrefs).toContain(`/eroticke-pomocky-v-akcii-na-${category.slice(1)}-sk`);
    expect(hrefs).toEqual(expect.arrayContaining(filtered));
  });
});
