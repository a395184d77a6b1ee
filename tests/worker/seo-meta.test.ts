// Issue 16 item 4: every indexable page has a meta description (its entity's text or the page type's
// template in the page's language), Open Graph and a Twitter card. Walks every route of the route
// table with a sample URL against the bundled demo backend.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { ROUTES } from '../../shared/routes';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
// A crawler's user agent: the renderer then waits for the page data, so the status and the whole
// <head> are final in the first flush (worker/render/page-app.tsx statusWaitMs), whatever the load.
const headers = { cookie: 'closed-modals=age-18', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

/** One real URL of each route (demo seed); routes not here are listed in NOT_SAMPLED with the reason. */
const SAMPLES: Record<string, string> = {
  index: '/',
  'user-activate': '/aktivovat',
  authors: '/autori',
  'author-slug': '/autori/lucia-horvathova',
  promotions: '/eroticke-pomocky-v-akcii-na-masazne-oleje-sk',
  glossary: '/eroticky-vykladovy-slovnik',
  'glossary-slug': '/eroticky-vykladovy-slovnik/afrodiziakum',
  search: '/hladat?q=olej',
  categories: '/kategorie',
  contact: '/kontakt',
  checkout: '/kosik',
  'checkout-methods': '/kosik/doprava-a-platba',
  'checkout-info': '/kosik/dodacie-udaje',
  'checkout-finished': '/kosik/dokoncenie',
  'checkout-import': '/kosik/import-objednavky',
  'order-status': '/stav-objednavky',
  withdrawal: '/odstupenie-od-zmluvy',
  accessibility: '/pristupnost',
  faq: '/najcastejsie-dotazy',
  articleList: '/nakupny-radca',
  'articleList-slug': '/nakupny-radca/vztahy',
  'articleList-slug-child': '/nakupny-radca/poradna/vztahy',
  'articleTag-slug': '/clanky/tag/masaz',
  'article-slug': '/clanky/ako-vybrat-lubrikacny-gel',
  branches: '/pobocky',
  'branch-slug': '/pobocky/bratislava',
  'shopping-guide': '/poradna',
  'curatedGuidePage-slug': '/sprievodca/prvy-nakup',
  login: '/prihlasit',
  register: '/registrovat',
  complaint: '/reklamacia',
  'reset-password': '/resetovat-heslo',
  'forgotten-password': '/zabudnute-heslo',
  'size-table': '/tabulka-velkosti',
  maintenance: '/udrzba',
  'return-of-goods': '/vratenie-tovaru',
  'all-about-purchase': '/vsetko-o-nakupe',
  'all-about-purchase-slug': '/vsetko-o-nakupe/doprava',
  brands: '/znacky',
  'brand-slug': '/znacky/calmia',
  infomail: '/infomail/jarna-inspiracia',
  'product-slug': '/produkt/calmia-suprava-bielizne-moonlight-5',
  all: '/masazne-oleje',
};

const NOT_SAMPLED: Record<string, string> = {
  blocksettings: 'hidden (404)',
  sitemapconfig: 'hidden (404)',
  'payment-callback': 'a redirect target of the payment provider, never a page of its own',
};

interface Payload {
  status: number;
  meta: {
    title: string;
    description?: string;
    noindex?: boolean;
    canonical?: string;
    social?: {
      type: string;
      url: string;
      siteName: string;
      locale: string;
      localeAlternates: string[];
      image: { url: string; width: number; height: number; alt: string };
    };
  };
}

async function payload(origin: string, path: string, cookie = ''): Promise<Payload> {
  const res = await SELF.fetch(`${origin}/__data${path}`, {
    headers: cookie ? { ...headers, cookie: `${headers.cookie}; ${cookie}` } : headers,
  });
  expect(res.status, path).toBe(200);
  return res.json();
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('meta description and link previews on every route', () => {
  test('every route of the route table has a sample here (or a reason it has none)', () => {
    const missing = ROUTES.map((r) => r.name).filter(
      (n) => !(n in SAMPLES) && !(n in NOT_SAMPLED) && !ROUTES.find((r) => r.name === n)?.auth,
    );
    expect(missing).toEqual([]);
  });

  test.each(Object.entries(SAMPLES))('%s (%s): description, Open Graph', async (_name, path) => {
    const { meta, status } = await payload(SK, path);
    expect(status).toBe(200);
    if (!meta.noindex) {
      expect(meta.description, `${path} has no meta description`).toBeTruthy();
      expect(meta.description!.length).toBeGreaterThanOrEqual(20);
      expect(meta.description!.length).toBeLessThanOrEqual(160);
    }
    const social = meta.social!;
    expect(social.siteName).toBe('Intimo');
    expect(social.locale).toBe('sk_SK');
    expect(social.localeAlternates).toEqual(['de_DE']);
    expect(social.url).toMatch(/^https:\/\/www\.eshop-demo\.sk\//);
    if (meta.canonical) expect(social.url).toBe(meta.canonical);
    expect(social.image.url).toMatch(/^https:\/\/www\.eshop-demo\.sk\//);
    expect(social.image.width).toBeGreaterThan(0);
    expect(social.image.height).toBeGreaterThan(0);
    expect(social.image.alt).toBeTruthy();
  });

  test('the eleven pages the validators found without a description now have one from their template', async () => {
    for (const [path, start] of [
      ['/kategorie', 'Všetky kategórie'],
      ['/znacky', 'Značky, ktoré predávame'],
      ['/eroticky-vykladovy-slovnik', 'Erotický výkladový slovník'],
      ['/najcastejsie-dotazy', 'Najčastejšie otázky'],
      ['/pobocky', 'Kamenné predajne'],
      ['/kontakt', 'Kontakt na zákaznícku podporu'],
    ] as const) {
      expect((await payload(SK, path)).meta.description, path).toMatch(new RegExp(`^${start}`));
    }
  });

  test('content routes (one content page) keep their own template: the one their route names', async () => {
    for (const [path, start] of [
      ['/reklamacia', 'Reklamácia tovaru v obchode Intimo'],
      ['/tabulka-velkosti', 'Tabuľka veľkostí bielizne'],
      ['/vsetko-o-nakupe/doprava', 'Doprava – všetko o nákupe v obchode Intimo'],
      ['/poradna', 'Poradňa Intimo: odpovede'],
    ] as const) {
      expect((await payload(SK, path)).meta.description, path).toMatch(new RegExp(`^${start}`));
    }
  });

  test('templates speak the page language: Czech on the Czech site, German when German is chosen', async () => {
    const cs = await payload(CZ, '/kategorie');
    expect(cs.meta.description).toMatch(/^Všechny kategorie obchodu Intimo/);
    expect(cs.meta.social!.locale).toBe('cs_CZ');
    expect(cs.meta.social!.localeAlternates).toEqual(['de_DE']);
    // Issue 32: German at its own URL, and on the shared URL when the shopper chose German (cookie).
    for (const [path, cookie] of [
      ['/kategorien', ''],
      ['/kategorie', 'locale=de'],
    ] as const) {
      const de = await payload(SK, path, cookie);
      expect(de.meta.description, path).toMatch(/^Alle Kategorien bei Intimo/);
      expect(de.meta.social!.locale, path).toBe('de_DE');
      expect(de.meta.social!.localeAlternates, path).toEqual(['sk_SK']);
      expect(de.meta.social!.url, path).toBe(`${SK}/kategorien`);
    }
  });

  test('product and article previews use their own picture with its size and type', async () => {
    const product = await payload(SK, SAMPLES['product-slug']!);
    expect(product.meta.social!.type).toBe('product');
    expect(product.meta.social!.image.url).toContain('/image/');
    // Landscape for the large-image card (issue 32: the portrait 300×400 detail crop).
    expect([product.meta.social!.image.width, product.meta.social!.image.height]).toEqual([1200, 630]);
    const article = await payload(SK, SAMPLES['article-slug']!);
    expect(article.meta.social!.type).toBe('article');
    expect(article.meta.social!.image.url).toContain('/image/');
    expect([article.meta.social!.image.width, article.meta.social!.image.height]).toEqual([1200, 630]);
  });

  test('the document head carries Open Graph and the Twitter card; the share image is served', async () => {
    const res = await SELF.fetch(`${SK}/znacky`, { headers });
    const head = /<head>([\s\S]*?)<\/head>/.exec(await res.text())![1]!;
    for (const tag of [
      /<meta name="description" content="[^"]{40,}"\/>/,
      /<meta property="og:type" content="website"\/>/,
      /<meta property="og:url" content="https:\/\/www\.eshop-demo\.sk\/znacky"\/>/,
      /<meta property="og:site_name" content="Intimo"\/>/,
      /<meta property="og:locale" content="sk_SK"\/>/,
      /<meta property="og:locale:alternate" content="de_DE"\/>/,
      /<meta property="og:image" content="https:\/\/www\.eshop-demo\.sk\/brand\/og-image\.png"\/>/,
      /<meta property="og:image:width" content="1200"\/>/,
      /<meta property="og:image:height" content="630"\/>/,
      /<meta property="og:image:alt" content="Intimo"\/>/,
      /<meta name="twitter:card" content="summary_large_image"\/>/,
    ]) {
      expect(head).toMatch(tag);
    }
    const image = await SELF.fetch(`${SK}/brand/og-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
