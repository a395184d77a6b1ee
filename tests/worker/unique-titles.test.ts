// Issue 32 item 3: every indexable page has a title and a description of its own. Page 2+ of a
// listing says which page it is (page 2 of /poradna and /nakupny-radca repeated page 1's title, 12
// listings their description); articles describe themselves by their own excerpt; a glossary term
// named like a category, a tag named like one, and two products of one name read alike.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1)';

async function head(url: string, locale?: string) {
  const cookie = `closed-modals=age-18${locale ? `; locale=${locale}` : ''}`;
  const res = await SELF.fetch(url, { headers: { cookie, 'user-agent': crawler }, redirect: 'manual' });
  expect(res.status, url).toBe(200);
  const h = /<head>([\s\S]*?)<\/head>/.exec(await res.text())?.[1] ?? '';
  return {
    title: /<title>([^<]*)<\/title>/.exec(h)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(h)?.[1],
  };
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('page 2 of a listing', () => {
  test.each([
    [SK, '/poradna', 'Strana 2'],
    [SK, '/nakupny-radca', 'Strana 2'],
    [SK, '/spodna-bielizen', 'Strana 2'],
    [SK, '/znacky', 'Strana 2'],
    [CZ, '/spodni-pradlo', 'Strana 2'],
  ])('%s%s?page=2 says which page it is in its title and description', async (origin, path, label) => {
    const first = await head(`${origin}${path}`);
    const second = await head(`${origin}${path}?page=2`);
    expect(second.title).toContain(label);
    expect(second.title).not.toBe(first.title);
    expect(second.description).toContain(label);
    expect(second.description).not.toBe(first.description);
  });

  test('in German too', async () => {
    const second = await head(`${SK}/spodna-bielizen?page=2`, 'de');
    expect(second.title).toContain('Seite 2');
    expect(second.description).toContain('Seite 2');
  });
});

test('articles describe themselves by their own excerpt', async () => {
  const paths = [
    '/clanky/ako-hovorit-o-svojich-tuzbach',
    '/clanky/aromaterapia-doma-ktore-vone-upokojuju',
    '/clanky/dychanie-ktore-pomaha-uvolnit-sa',
    '/clanky/ako-vybrat-lubrikacny-gel',
    '/clanky/cistenie-a-skladovanie-pomocok',
    '/clanky/kupel-pre-dvoch-ako-maly-wellness',
  ];
  const descriptions = await Promise.all(paths.map(async (p) => (await head(`${SK}${p}`)).description));
  expect(new Set(descriptions).size).toBe(paths.length);
});

test.each([
  [
    'a glossary term and the category of its name',
    SK,
    '/wellness/aromaterapia',
    '/eroticky-vykladovy-slovnik/aromaterapia',
    undefined,
  ],
  ['a tag and the category of its name, in German', SK, '/spodna-bielizen', '/clanky/tag/bielizen', 'de'],
])('%s have titles of their own', async (_name, origin, a, b, locale) => {
  expect((await head(`${origin}${a}`, locale)).title).not.toBe((await head(`${origin}${b}`, locale)).title);
});
