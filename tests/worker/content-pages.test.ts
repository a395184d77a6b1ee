// Content pages rendered through the real pipeline against the bundled demo backend: every page type
// shows its CMS content, unknown slugs are 404, a CMS page reached by url-rewrite is 200, and hostile
// rich text comes out inert.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await SELF.fetch(`${SK}${path}`, { headers: { cookie: 'closed-modals=age-18' }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

/** The HTML without the inline JSON data blocks (page and shell data are data, never executed). */
function markup(html: string): string {
  return html
    .replace(/<script type="application\/(json|ld\+json)"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '');
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? '';

beforeAll(async () => {
  // First use migrates and seeds D1.
  await SELF.fetch(`${SK}/api/v1/globals`);
}, 60_000);

describe('content pages render demo content', () => {
  test.each([
    ['/nakupny-radca', 'Nákupný radca'],
    ['/nakupny-radca/vztahy', 'Vzťahy'],
    ['/nakupny-radca/poradna/vztahy', 'Vzťahy'],
    ['/clanky/ako-vybrat-lubrikacny-gel', 'Ako vybrať lubrikačný gél'],
    ['/autori', 'Autori'],
    ['/autori/lucia-horvathova', 'Lucia Horváthová'],
    ['/eroticky-vykladovy-slovnik', 'Erotický výkladový slovník'],
    ['/eroticky-vykladovy-slovnik/afrodiziakum', 'Afrodiziakum'],
    ['/najcastejsie-dotazy', 'Najčastejšie otázky'],
    ['/pobocky', 'Pobočky'],
    ['/pobocky/bratislava', 'Bratislava'],
    ['/poradna', 'Poradňa'],
    ['/sprievodca/prvy-nakup', 'Sprievodca prvým nákupom'],
    ['/vsetko-o-nakupe', 'Všetko o nákupe'],
    ['/vsetko-o-nakupe/doprava', 'Doprava'],
    ['/infomail', 'Infomaily'],
    ['/kontakt', 'Kontakt'],
    ['/tabulka-velkosti', 'Tabuľka veľkostí'],
    ['/reklamacia', 'Reklamácia'],
    ['/vratenie-tovaru', 'Vrátenie tovaru'],
    ['/udrzba', 'Prebieha údržba'],
    ['/kategorie', 'Všetky kategórie'],
  ])('%s', async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(h1(html)).toContain(title);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
  });

  test('article: JSON-LD Article, breadcrumbs, author link, tags, related', async () => {
    const { html } = await page('/clanky/ako-vybrat-lubrikacny-gel');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(markup(html)).toMatch(/class="article__tag" href="\/clanky\/tag\/[a-z0-9-]+"/);
    expect(markup(html)).toContain('class="breadcrumbs"');
  });

  test('article list: 15 a page at most, newest first, nothing future-dated', async () => {
    const { html } = await page('/nakupny-radca');
    const dates = [...markup(html).matchAll(/<time class="article-card__date" dateTime="([^"]+)"/g)].map((m) =>
      Date.parse(m[1]!),
    );
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(15);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(dates.every((d) => d < Date.now())).toBe(true);
  });

  test('glossary has an A–Z index pointing at letter sections', async () => {
    const html = markup((await page('/eroticky-vykladovy-slovnik')).html);
    const anchors = [...html.matchAll(/<a href="#(pismeno-[^"]+)"/g)].map((m) => m[1]!);
    expect(anchors.length).toBeGreaterThan(3);
    for (const id of anchors) expect(html).toContain(`id="${id}"`);
  });

  test('FAQ questions are closed disclosures that open without scripts (details and summary)', async () => {
    const html = markup((await page('/najcastejsie-dotazy')).html);
    expect(html).toMatch(
      /<details class="collapsible"><summary class="collapsible__toggle"><h[23] class="collapsible__heading">[^<]+<\/h[23]>/,
    );
    expect(html).not.toMatch(/<details class="collapsible" open/);
  });

  test('branch: opening hours, GPS, directions and the external map link', async () => {
    const html = markup((await page('/pobocky/bratislava')).html);
    expect(html).toContain('class="opening-hours"');
    expect(html).toMatch(/GPS: \d+\.\d+, \d+\.\d+/);
    expect(html).toMatch(
      /<a class="button button--primary branch__directions" href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toMatch(
      /<a class="button button--ghost branch__map-link" href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer"/,
    );
  });

  test('content page of blocks paginates by blocks_per_page', async () => {
    const first = markup((await page('/poradna')).html);
    expect(first).toContain('content-pagination');
    expect((await page('/poradna?page=2')).status).toBe(200);
    expect((await page('/poradna?page=99')).status).toBe(404);
  });

  test('contact page has the form', async () => {
    const html = markup((await page('/kontakt')).html);
    expect(html).toContain('class="contact-form"');
    expect(html).toContain('id="contact-email"');
  });
});

describe('the accessibility statement (European Accessibility Act)', () => {
  const CZ = 'https://www.eshop-demo.cz';
  const open = async (url: string, cookie = '') => {
    const res = await SELF.fetch(url, { headers: { cookie: `closed-modals=age-18${cookie}` }, redirect: 'manual' });
    return { status: res.status, html: markup(await res.text()) };
  };

  test.each([
    // Site, path, reader's language: the law and the authority are the site's, the words the reader's.
    [`${SK}/pristupnost`, '', 'Vyhlásenie o prístupnosti', 'zákona č. 351/2022 Z. z.', 'Slovenská obchodná inšpekcia'],
    [`${CZ}/pristupnost`, '', 'Prohlášení o přístupnosti', 'zákona č. 424/2023 Sb.', 'Česká obchodní inspekce'],
    [
      `${SK}/barrierefreiheit`,
      '',
      'Erklärung zur Barrierefreiheit',
      'Gesetz Nr. 351/2022',
      'Slowakische Handelsinspektion',
    ],
    [
      `${CZ}/barrierefreiheit`,
      '',
      'Erklärung zur Barrierefreiheit',
      'Gesetz Nr. 424/2023',
      'Tschechische Handelsinspektion',
    ],
    [
      `${SK}/pristupnost`,
      '; locale=de',
      'Erklärung zur Barrierefreiheit',
      'Gesetz Nr. 351/2022',
      'Slowakische Handelsinspektion',
    ],
  ])(
    '%s%s: %s, its law, its authority, the standard and the shop’s contact',
    async (url, cookie, title, law, authority) => {
      const { status, html } = await open(url, cookie);
      expect(status).toBe(200);
      expect(h1(html)).toBe(title);
      expect(html).toContain(law);
      expect(html).toContain(authority);
      expect(html).toContain('EN 301 549');
      expect(html).toContain('WCAG 2.1');
      expect(html).toMatch(/data-testid="accessibility-contact"[\s\S]*href="mailto:[^"]+@[^"]+"/);
      expect(html).toMatch(/data-testid="accessibility-limits"><li>[^<]{20,}<\/li>/); // the known limits are listed
    },
  );

  test('every footer links it by the route table’s path', async () => {
    for (const path of ['/', '/kontakt', '/kosik', '/neexistujuca-stranka-xyz']) {
      expect((await open(`${SK}${path}`)).html).toMatch(
        /<a href="\/pristupnost" data-testid="footer-accessibility">Vyhlásenie o prístupnosti<\/a>/,
      );
    }
    expect((await open(`${CZ}/`)).html).toContain('data-testid="footer-accessibility">Prohlášení o přístupnosti</a>');
  });
});

describe('unknown slugs are 404', () => {
  test.each([
    '/clanky/neexistujuci-clanok',
    '/autori/nikto',
    '/pobocky/nikde',
    '/eroticky-vykladovy-slovnik/nic',
    '/sprievodca/ziadny',
    '/nakupny-radca/ziadna-tema',
    '/nakupny-radca/poradna/ziadna',
    '/infomail/ziadny',
    '/vsetko-o-nakupe/nic',
  ])('%s', async (path) => {
    expect((await page(path)).status).toBe(404);
  });
});

describe('url-rewrite', () => {
  test('a CMS page reached by its rewrite path renders with 200', async () => {
    const { status, html } = await page('/o-nas');
    expect(status).toBe(200);
    expect(h1(html)).toContain('Ukážka formátovania');
    // The showcase uses every node: a table, a list, a blockquote.
    const m = markup(html);
    expect(m).toContain('<table>');
    expect(m).toContain('<blockquote>');
  });
});

describe('hostile rich text is inert', () => {
  test.each(['/test-bezpecnosti'])('%s', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const m = markup(html);
    expect(m).toContain('Test bezpečnosti obsahu');
    // No script element from content: every <script> left is one of the document's own (nonce or module).
    for (const tag of m.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/nonce=|type="module"/);
    expect(m).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(m.toLowerCase()).not.toContain('javascript:');
    expect(m).not.toMatch(/<[^>]*\sonerror=/i);
    // The escaped text is still shown as text.
    expect(m).toContain('&lt;script&gt;');
  });
});
