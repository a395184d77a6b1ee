/**
 * The one route table (SPEC 2), used by the worker to pick a loader and by the client router to
 * pick a page chunk. Paths carry no locale prefix; patterns use `:param`, `:param?` and a final `*`.
 */

import type { Dictionary, MessageKey } from './i18n/dictionary';

export type PageKey =
  | 'home'
  | 'activate'
  | 'authors'
  | 'author'
  | 'promotions'
  | 'glossary'
  | 'glossary-term'
  | 'search'
  | 'categories'
  | 'contact'
  | 'cart'
  | 'checkout-shipping'
  | 'checkout-delivery'
  | 'checkout-finished'
  | 'checkout-import'
  | 'payment-callback'
  | 'order-status'
  | 'faq'
  | 'article-list'
  | 'article-list-detail'
  | 'article'
  | 'branches'
  | 'branch'
  | 'login'
  | 'register'
  | 'reset-password'
  | 'forgotten-password'
  | 'maintenance'
  | 'user'
  | 'user-orders'
  | 'user-order'
  | 'user-shopping-lists'
  | 'user-shopping-list'
  | 'user-favourites'
  | 'user-settings'
  | 'user-dashboard'
  | 'user-password'
  | 'brands'
  | 'brand'
  | 'infomail'
  | 'product'
  | 'catch-all'
  // The content page: the content routes (`content` below) and the catch-all's CMS pages.
  | 'content-page'
  // Pages the catch-all or the not-found flow resolves to (never a route's own page):
  | 'category'
  | 'error'
  | 'redirect';

/** Pages no route names (so with no loader of their own): the catch-all and the not-found flow answer them. */
export const RESOLVED_PAGES = ['category', 'error', 'redirect'] as const satisfies readonly PageKey[];

/**
 * Route pages without a component of their own: their loader answers another page (`page` in its
 * result) with that page's data. The catch-all's categories (its CMS pages come through the
 * not-found flow's url rewrite, as 'content-page'), and `/uzivatel`, which is the dashboard.
 */
export const RENDERED_AS = { 'catch-all': 'category', user: 'user-dashboard' } as const satisfies Partial<
  Record<PageKey, PageKey>
>;

/**
 * What a content route shows: one CMS entity, rendered by the content page's component and loader
 * (the same ones that render a CMS page found by its url rewrite on the catch-all).
 */
export interface ContentSource {
  /** The CMS entity: a page of rich text (`page`) or a page of content blocks (`content_page`), as url rewrites name them. */
  entity: 'page' | 'content_page';
  /** Its slug; `:slug` stands for the route's `slug` parameter (which must then be a plain slug, else 404). */
  slug: string;
  /** A breadcrumb level above the page: the message key of its title and the route it links to. */
  parent?: { titleKey: MessageKey; route: string };
  /** Its meta description when the CMS gives none: the template `seo.description.<describedAs>`. */
  describedAs: keyof Dictionary['seo']['description'];
}

export interface RouteDef {
  /** Route name (SPEC 2 "named routes" where one exists). */
  name: string;
  pattern: string;
  page: PageKey;
  /** Not shown to shoppers (SPEC 2: /blocksettings, /sitemapconfig): answered 404. */
  hidden?: boolean;
  /** Needs sign-in: a logged-in user; the loader redirects guests to /prihlasit. */
  auth?: boolean;
  /**
   * The status is critical: the renderer waits for the loader before the first byte (bounded by the
   * upstream time-out), so a guard's redirect or a refusal is a real HTTP status (sign-in flows,
   * checkout steps). Routes with `auth` are always critical.
   */
  criticalStatus?: boolean;
  /**
   * Anonymous copies may be kept in the whole-page cache: 'default' routes are cached unless a site's
   * config lists others (`cache.pageCache.routes`), 'allowed' ones only when a site lists them.
   * Absent: never (personal, per-visit or write pages). Catalogue and content pages are 'default'
   * (issue 28): a catalogue change reaches their copies through the store's webhook
   * (worker/cache/catalog-changes.ts), not by waiting out the TTL. The after-sales pages
   * (complaint, return of goods) are only 'allowed': they are opened with an order in the query.
   */
  pageCache?: 'default' | 'allowed';
  /** A content route (page 'content-page'): the CMS entity it shows. */
  content?: ContentSource;
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', pattern: '/', page: 'home', pageCache: 'default' },
  { name: 'user-activate', pattern: '/aktivovat', page: 'activate', criticalStatus: true },
  { name: 'authors', pattern: '/autori', page: 'authors', pageCache: 'default' },
  { name: 'author-slug', pattern: '/autori/:slug', page: 'author', pageCache: 'default' },
  { name: 'blocksettings', pattern: '/blocksettings', page: 'catch-all', hidden: true },
  { name: 'sitemapconfig', pattern: '/sitemapconfig', page: 'catch-all', hidden: true },
  { name: 'promotions', pattern: '/eroticke-pomocky-v-akcii-na-:product-sk', page: 'promotions', pageCache: 'default' },
  { name: 'glossary', pattern: '/eroticky-vykladovy-slovnik', page: 'glossary', pageCache: 'default' },
  { name: 'glossary-slug', pattern: '/eroticky-vykladovy-slovnik/:slug', page: 'glossary-term', pageCache: 'default' },
  { name: 'search', pattern: '/hladat', page: 'search', pageCache: 'default' },
  { name: 'categories', pattern: '/kategorie', page: 'categories', pageCache: 'default' },
  { name: 'contact', pattern: '/kontakt', page: 'contact', pageCache: 'default' },
  { name: 'checkout', pattern: '/kosik', page: 'cart', criticalStatus: true },
  { name: 'checkout-methods', pattern: '/kosik/doprava-a-platba', page: 'checkout-shipping', criticalStatus: true },
  { name: 'checkout-info', pattern: '/kosik/dodacie-udaje', page: 'checkout-delivery', criticalStatus: true },
  { name: 'checkout-finished', pattern: '/kosik/dokoncenie', page: 'checkout-finished', criticalStatus: true },
  { name: 'checkout-import', pattern: '/kosik/import-objednavky', page: 'checkout-import', criticalStatus: true },
  { name: 'payment-callback', pattern: '/checkout/payment/callback', page: 'payment-callback', criticalStatus: true },
  // criticalStatus: the e-mail link's token leaves the URL by an HTTP redirect, and the first HTML
  // holds the order (issue 30) however long the look-up takes; never a skeleton first.
  { name: 'order-status', pattern: '/stav-objednavky', page: 'order-status', criticalStatus: true },
  { name: 'faq', pattern: '/najcastejsie-dotazy', page: 'faq', pageCache: 'default' },
  { name: 'articleList', pattern: '/nakupny-radca', page: 'article-list', pageCache: 'default' },
  { name: 'articleList-slug', pattern: '/nakupny-radca/:slug', page: 'article-list-detail', pageCache: 'default' },
  {
    name: 'articleList-slug-child',
    pattern: '/nakupny-radca/:slug/:child',
    page: 'article-list-detail',
    pageCache: 'default',
  },
  { name: 'articleTag-slug', pattern: '/clanky/tag/:slug', page: 'article-list-detail', pageCache: 'default' },
  { name: 'article-slug', pattern: '/clanky/:slug', page: 'article', pageCache: 'default' },
  { name: 'branches', pattern: '/pobocky', page: 'branches', pageCache: 'default' },
  { name: 'branch-slug', pattern: '/pobocky/:slug', page: 'branch', pageCache: 'default' },
  {
    name: 'shopping-guide',
    pattern: '/poradna',
    page: 'content-page',
    pageCache: 'default',
    content: { entity: 'content_page', slug: 'poradna', describedAs: 'shopping-guide' },
  },
  {
    name: 'curatedGuidePage-slug',
    pattern: '/sprievodca/:slug',
    page: 'content-page',
    pageCache: 'default',
    content: {
      entity: 'content_page',
      slug: ':slug',
      parent: { titleKey: 'content.guide.title', route: 'shopping-guide' },
      describedAs: 'curated-guide',
    },
  },
  { name: 'login', pattern: '/prihlasit', page: 'login', criticalStatus: true },
  { name: 'register', pattern: '/registrovat', page: 'register', criticalStatus: true },
  {
    name: 'complaint',
    pattern: '/reklamacia',
    page: 'content-page',
    pageCache: 'allowed',
    content: { entity: 'page', slug: 'reklamacia', describedAs: 'complaint' },
  },
  { name: 'reset-password', pattern: '/resetovat-heslo', page: 'reset-password', criticalStatus: true },
  { name: 'forgotten-password', pattern: '/zabudnute-heslo', page: 'forgotten-password', criticalStatus: true },
  {
    name: 'size-table',
    pattern: '/tabulka-velkosti',
    page: 'content-page',
    pageCache: 'default',
    content: { entity: 'page', slug: 'tabulka-velkosti', describedAs: 'size-table' },
  },
  { name: 'maintenance', pattern: '/udrzba', page: 'maintenance' },
  { name: 'user', pattern: '/uzivatel', page: 'user', auth: true },
  { name: 'user-shopping-lists', pattern: '/uzivatel/nakupne-zoznamy', page: 'user-shopping-lists', auth: true },
  { name: 'user-shopping-list', pattern: '/uzivatel/nakupne-zoznamy/:id', page: 'user-shopping-list', auth: true },
  { name: 'user-orders', pattern: '/uzivatel/objednavky', page: 'user-orders', auth: true },
  { name: 'user-order', pattern: '/uzivatel/objednavky/:id', page: 'user-order', auth: true },
  { name: 'user-favourites', pattern: '/uzivatel/oblubene', page: 'user-favourites', auth: true },
  { name: 'user-settings', pattern: '/uzivatel/osobni-udaje', page: 'user-settings', auth: true },
  { name: 'user-dashboard', pattern: '/uzivatel/prehled', page: 'user-dashboard', auth: true },
  { name: 'user-password', pattern: '/uzivatel/zmena-hesla', page: 'user-password', auth: true },
  {
    name: 'return-of-goods',
    pattern: '/vratenie-tovaru',
    page: 'content-page',
    pageCache: 'allowed',
    content: { entity: 'page', slug: 'vratenie-tovaru', describedAs: 'return-of-goods' },
  },
  {
    name: 'all-about-purchase',
    pattern: '/vsetko-o-nakupe',
    page: 'content-page',
    pageCache: 'default',
    content: { entity: 'page', slug: 'vsetko-o-nakupe', describedAs: 'all-about-purchase' },
  },
  {
    name: 'all-about-purchase-slug',
    pattern: '/vsetko-o-nakupe/:slug',
    page: 'content-page',
    pageCache: 'default',
    content: {
      entity: 'page',
      slug: 'vsetko-o-nakupe/:slug',
      parent: { titleKey: 'content.purchase.title', route: 'all-about-purchase' },
      describedAs: 'all-about-purchase-detail',
    },
  },
  { name: 'brands', pattern: '/znacky', page: 'brands', pageCache: 'default' },
  { name: 'brand-slug', pattern: '/znacky/:slug', page: 'brand', pageCache: 'default' },
  { name: 'infomail', pattern: '/infomail/:slug?', page: 'infomail' },
  { name: 'product-slug', pattern: '/produkt/:slug', page: 'product', pageCache: 'default' },
  { name: 'all', pattern: '/*', page: 'catch-all', pageCache: 'default' },
];

/** Route names whose anonymous copies the page cache keeps unless a site lists its own. */
export const DEFAULT_PAGE_CACHE_ROUTES: readonly string[] = ROUTES.filter((r) => r.pageCache === 'default').map(
  (r) => r.name,
);

/** Whether a site's config may name this route in `cache.pageCache.routes`. */
export function mayPageCache(routeName: string): boolean {
  return ROUTES.some((r) => r.name === routeName && r.pageCache !== undefined);
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  regex: RegExp;
  keys: string[];
}

function compile(route: RouteDef): CompiledRoute {
  const keys: string[] = [];
  if (route.pattern === '/*') return { route, regex: /^\/(.*)$/, keys: ['path'] };
  let source = '';
  for (const segment of route.pattern.split('/').slice(1)) {
    const optional = /^:([a-z]+)\?$/i.exec(segment);
    if (optional) {
      keys.push(optional[1]!);
      source += '(?:/([^/]+))?';
      continue;
    }
    // A segment may mix text and one parameter (the promotions route: "...-na-:product-sk").
    source +=
      '/' +
      segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-z]+)/gi, (_m, key: string) => {
        keys.push(key);
        return '([^/]+?)';
      });
  }
  return { route, regex: new RegExp(`^${source || '/'}$`), keys };
}

// Compiled on first use: the browser mostly needs pathFor, and its bundle can then drop compile().
let compiled: CompiledRoute[] | undefined;

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** First route whose pattern matches the (already normalised) pathname; the catch-all always matches. */
export function matchRoute(pathname: string): RouteMatch {
  compiled ??= ROUTES.map(compile);
  for (const { route, regex, keys } of compiled) {
    const m = regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      const value = m[i + 1];
      if (value !== undefined && value !== '') params[key] = decodeParam(value);
    });
    return { route, params };
  }
  // Unreachable: the catch-all matches every path that starts with '/'.
  return { route: ROUTES[ROUTES.length - 1]!, params: { path: pathname.slice(1) } };
}

/** Builds a path from a route name and params (for links that must not hard-code paths). */
export function pathFor(name: string, params: Record<string, string> = {}): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  if (route.pattern === '/*') return `/${params.path ?? ''}`;
  return (
    route.pattern
      .replace(/:([a-z]+)\??/gi, (_m, key: string) => (params[key] ? encodeURIComponent(params[key]) : ''))
      .replace(/\/+$/, '') || '/'
  );
}
