// Issue 32 item 4: every indexable page is reachable by an internal link. The privacy page, the
// filtered categories, the infomails and the promotions pages were in the sitemaps with no link to them.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

async function links(url: string, cookie = ''): Promise<string[]> {
  const res = await SELF.fetch(url, {
    headers: cookie ? { ...headers, cookie: `${headers.cookie}; ${cookie}` } : headers,
    redirect: 'manual',
  });
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
    // Issue 32: the sitemap lists each infomail's page in the site's language and, where German has a
    // slug of its own, its German page (the entry's loc is the alternate of its language). The archive
    // links each in the language it is read in.
    const sitemap = await (await SELF.fetch(`${origin}/sitemaps/guides.xml`)).text();
    const byLanguage: Record<'site' | 'de', string[]> = { site: [], de: [] };
    for (const [entry] of sitemap.matchAll(/<url>[\s\S]*?<\/url>/g)) {
      const loc = /<loc>(https:\/\/[^/]+(\/infomail\/[^<]+))<\/loc>/.exec(entry);
      if (!loc) continue;
      const german =
        entry.includes(`hreflang="de" href="${loc[1]}"`) || entry.includes(`hreflang="de-CZ" href="${loc[1]}"`);
      byLanguage[german ? 'de' : 'site'].push(loc[2]!);
    }
    expect(byLanguage.site.length).toBeGreaterThan(0);
    expect(await links(`${origin}/infomail`)).toEqual(expect.arrayContaining(byLanguage.site));
    expect(await links(`${origin}/infomail`, 'locale=de')).toEqual(expect.arrayContaining(byLanguage.de));
    expect(await (await SELF.fetch(`${origin}/sitemaps/pages.xml`)).text()).toContain(`${origin}/infomail<`);
  });

  test('a top category links its promotions page and its filtered selections', async () => {
    const hrefs = await links(`${origin}${category}`);
    expect(hrefs).toContain(`/eroticke-pomocky-v-akcii-na-${category.slice(1)}-sk`);
    expect(hrefs).toEqual(expect.arrayContaining(filtered));
  });
});
