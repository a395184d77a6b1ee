// Issue 16 item 3: with German chosen, the CMS content the shop shows is German too (menus, footer,
// banners, info boxes, USPs, FAQ, glossary, articles, category texts, pages, branches), on both
// sites; the German home's meta description is German.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SITES = { sk: 'https://www.eshop-demo.sk', cz: 'https://www.eshop-demo.cz' } as const;
// A crawler's user agent: the whole page is rendered before the first byte (no streamed skeleton).
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

async function german(origin: string, path: string): Promise<{ html: string; text: string }> {
  const res = await SELF.fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}locale=de`, { headers });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

/** Czech and Slovak texts the validators saw on German pages. */
const CZECH_OR_SLOVAK = [
  'Doprava zdarma',
  'Doprava zadarmo',
  'Při nákupu nad',
  'Pri nákupe nad',
  'Nejčastější dotazy',
  'Najčastejšie otázky',
  'Jak dlouho trvá doručení',
  'Nákupní rádce',
];

beforeAll(async () => {
  await SELF.fetch(`${SITES.sk}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe.each(Object.entries(SITES))('German on the %s site', (_site, origin) => {
  test.each([
    ['/', ['Diskrete Verpackung ist selbstverständlich', '14 Tage Rückgaberecht', 'Für Paare']],
    ['/masazne-oleje', ['Gratisversand', 'Qualitätsprodukte, diskret geliefert', 'Wie lange dauert die Lieferung?']],
    ['/najcastejsie-dotazy', ['Wie lange dauert die Lieferung?', 'Welche Zahlungsarten akzeptieren Sie?']],
    ['/eroticky-vykladovy-slovnik', ['Aromatherapie', 'Strumpfgürtel']],
    ['/nakupny-radca', ['Ratgeber', 'Gesundheit und Pflege']],
    ['/clanky/pet-ritualu-pro-spolecny-vecer', ['Fünf Rituale für einen gemeinsamen Abend', 'Nehmen Sie sich Zeit.']],
    ['/pobocky/bratislava', ['Eingang von der Passage']],
    ['/vratenie-tovaru', ['innerhalb von 14 Tagen zurückgeben']],
    ['/vsetko-o-nakupe/doprava', ['Bestellungen versenden wir an jedem Werktag.']],
  ] as const)('%s', async (path, phrases) => {
    const { html, text } = await german(origin, path);
    expect(html).toMatch(/<html lang="de"/);
    for (const phrase of phrases) expect(text, `${path}: "${phrase}"`).toContain(phrase);
    for (const foreign of CZECH_OR_SLOVAK) expect(text, `${path}: "${foreign}"`).not.toContain(foreign);
  });

  test('the German home has a German meta description', async () => {
    const { html } = await german(origin, '/');
    expect(html).toContain('<meta name="description" content="Wellness, Massageöle, Dessous und Pflege');
  });
});
