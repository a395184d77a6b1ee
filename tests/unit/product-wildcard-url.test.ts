// SPEC 3 "Links": the product wildcard-URL mode. The one builder of a product's path
// (client/components/product/product-href.ts) and the edge's URL knowledge built with it
// (worker/urls/url-knowledge.ts buildRecords): off, every product is /produkt/{slug}; on, a product
// whose main category is in the main menu is /{main-menu category path}/{slug} and /produkt/{slug}
// 301s there.
import { describe, expect, it } from 'vitest';
import {
  mainMenuCategoryPaths,
  productHref,
  productPath,
  shellProductCategoryPaths,
} from '../../client/components/product/product-href';
import type { DomainConfig } from '../../worker/config/domain-config';
import { buildRecords } from '../../worker/urls/url-knowledge';
import type { UrlIndexEntry } from '../../shared/contracts/url-index';

const MENU = [
  {
    id: 20,
    path: '/masazne-oleje',
    children: [
      { id: 21, path: 'masazne-oleje/hrejive/', children: [] },
      { id: 22, path: '/Masazne-Oleje/Sviecky', children: [] },
    ],
  },
  { id: 9001, path: 'https://example.com/znacky', external: true },
  { id: 9002, path: '/', children: [] },
  { id: 'not-a-category', path: '/poradna' },
];

describe('product path builder', () => {
  it('mode off (no category paths): /produkt/{slug}, with the variant preselected', () => {
    expect(productHref({ slug: 'gel-1', categoryId: 21 }, null)).toBe('/produkt/gel-1');
    expect(productHref({ slug: 'gel-1', categoryId: 21 }, undefined, 7)).toBe('/produkt/gel-1?variant_id=7');
    expect(productPath('gel-1')).toBe('/produkt/gel-1');
  });

  it('mode on: the main-menu category path plus the slug, at any depth of the menu', () => {
    const paths = mainMenuCategoryPaths(MENU);
    expect(productHref({ slug: 'olej-1', categoryId: 21 }, paths)).toBe('/masazne-oleje/hrejive/olej-1');
    expect(productHref({ slug: 'olej-1', categoryId: 20 }, paths, 3)).toBe('/masazne-oleje/olej-1?variant_id=3');
    // Menu paths are normalised as the catch-all sees them (leading slash, no trailing one, lower case).
    expect(productHref({ slug: 'svieca', categoryId: 22 }, paths)).toBe('/masazne-oleje/sviecky/svieca');
  });

  it('a product whose main category is not a main-menu category keeps /produkt/{slug}', () => {
    const paths = mainMenuCategoryPaths(MENU);
    expect(productHref({ slug: 'x', categoryId: 99 }, paths)).toBe('/produkt/x');
    expect(productHref({ slug: 'x' }, paths)).toBe('/produkt/x');
    // External items, the home page and ids that are no store ids name no category.
    expect(paths.has(9001)).toBe(false);
    expect(paths.has(9002)).toBe(false);
    expect([...paths.keys()]).toEqual([20, 21, 22]);
  });

  it('odd slugs are one encoded segment; an empty slug never links the category itself', () => {
    const paths = mainMenuCategoryPaths(MENU);
    expect(productHref({ slug: 'a/b c?d#e', categoryId: 21 }, paths)).toBe('/masazne-oleje/hrejive/a%2Fb%20c%3Fd%23e');
    expect(productHref({ slug: 'čokoláda', categoryId: 21 }, paths)).toBe('/masazne-oleje/hrejive/%C4%8Dokol%C3%A1da');
    expect(productHref({ slug: '', categoryId: 21 }, paths)).toBe('/produkt');
  });

  it('the map is built once per menu object, and the browser takes it from the shell only with the mode on', () => {
    expect(mainMenuCategoryPaths(MENU)).toBe(mainMenuCategoryPaths(MENU));
    const shell = (on: boolean) => ({ settings: { productWildcardUrl: on }, menus: { main: MENU } });
    expect(shellProductCategoryPaths(shell(false))).toBeNull();
    expect(shellProductCategoryPaths(shell(true))).toBe(mainMenuCategoryPaths(MENU));
  });
});

describe('URL knowledge in the wildcard mode', () => {
  const domain = {
    code: 'sk',
    locales: ['sk', 'de'],
    defaultLocale: 'sk',
    canonicalHost: 'www.eshop-demo.sk',
    hostAliases: [],
  } as unknown as DomainConfig;
  const product = (id: string, category: number | undefined, sk: string, de: string): UrlIndexEntry => ({
    kind: 'product',
    id,
    paths: { sk: `/produkt/${sk}`, cs: `/produkt/${sk}-cz`, de: `/produkt/${de}` },
    aliases: [],
    lastmod: null,
    ...(category === undefined ? {} : { category }),
  });
  const entries = [
    { kind: 'category', id: '21', paths: { sk: '/masazne-oleje/hrejive' }, aliases: [], lastmod: null },
    product('1', 21, 'olej', 'oel'),
    product('2', 99, 'mimo', 'ausser'),
    product('3', undefined, 'bez', 'ohne'),
  ] satisfies UrlIndexEntry[];
  const redirects = [{ from: '/produkt/stary-olej', to: '/produkt/olej' }];
  const wildcard = {
    sk: new Map([[21, '/masazne-oleje/hrejive']]),
    de: new Map([[21, '/massageoele/waermend']]),
  };

  it('off: products are known at /produkt/{slug}; on: at the wildcard path per locale, /produkt/{slug} 301s there in the same locale', () => {
    const off = buildRecords(domain, entries, redirects).records;
    expect(off.get('/produkt/olej')).toMatchObject({ k: 'product', i: '1', l: 'sk' });
    expect(off.get('/masazne-oleje/hrejive/olej')).toBeUndefined();
    expect(off.get('/produkt/stary-olej')).toEqual({ r: '/produkt/olej' });

    const { records } = buildRecords(domain, entries, redirects, wildcard);
    expect(records.get('/masazne-oleje/hrejive/olej')).toMatchObject({
      k: 'product',
      i: '1',
      l: 'sk',
      a: { sk: '/masazne-oleje/hrejive/olej', de: '/massageoele/waermend/oel', cs: '/produkt/olej-cz' },
      // As listed, for the other sites' hreflang (their German page is not this site's).
      g: { sk: '/produkt/olej', de: '/produkt/oel', cs: '/produkt/olej-cz' },
    });
    expect(records.get('/massageoele/waermend/oel')).toMatchObject({ k: 'product', i: '1', l: 'de' });
    expect(records.get('/produkt/olej')).toEqual({ r: '/masazne-oleje/hrejive/olej' });
    expect(records.get('/produkt/oel')).toEqual({ r: '/massageoele/waermend/oel' });
    // Another site's locale goes to this site's default-locale page, in one hop.
    expect(records.get('/produkt/olej-cz')).toEqual({ r: '/masazne-oleje/hrejive/olej' });
    // A CMS redirect to a moved product path goes straight to its wildcard path.
    expect(records.get('/produkt/stary-olej')).toEqual({ r: '/masazne-oleje/hrejive/olej' });
    // A product without a main-menu category (or without a category at all) keeps /produkt/{slug}.
    expect(records.get('/produkt/mimo')).toMatchObject({ k: 'product', i: '2' });
    expect(records.get('/produkt/bez')).toMatchObject({ k: 'product', i: '3' });
  });
});
