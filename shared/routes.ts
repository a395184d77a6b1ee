/**
 * The one route table (SPEC 2), used by the worker to pick a loader and by the client router to
 * pick a page chunk. Paths carry no locale prefix; patterns use `:param`, `:param?` and a final `*`.
 */

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
  | 'shopping-guide'
  | 'curated-guide'
  | 'login'
  | 'register'
  | 'complaint'
  | 'reset-password'
  | 'forgotten-password'
  | 'size-table'
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
  | 'return-of-goods'
  | 'all-about-purchase'
  | 'all-about-purchase-detail'
  | 'brands'
  | 'brand'
  | 'infomail'
  | 'product'
  | 'catch-all'
  // Pages the catch-all or the not-found flow resolves to (never a route's own page):
  | 'category'
  | 'content-page'
  | 'error'
  | 'redirect';

export interface RouteDef {
  /** Route name (SPEC 2 "named routes" where one exists). */
  name: string;
  pattern: string;
  page: PageKey;
  /** Not shown to shoppers (SPEC 2: /blocksettings, /sitemapconfig): answered 404. */
  hidden?: boolean;
  /** Needs a logged-in user; the loader redirects guests to /prihlasit. */
  auth?: boolean;
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', pattern: '/', page: 'home' },
  { name: 'user-activate', pattern: '/aktivovat', page: 'activate' },
  { name: 'authors', pattern: '/autori', page: 'authors' },
  { name: 'author-slug', pattern: '/autori/:slug', page: 'author' },
  { name: 'blocksettings', pattern: '/blocksettings', page: 'catch-all', hidden: true },
  { name: 'sitemapconfig', pattern: '/sitemapconfig', page: 'catch-all', hidden: true },
  { name: 'promotions', pattern: '/eroticke-pomocky-v-akcii-na-:product-sk', page: 'promotions' },
  { name: 'glossary', pattern: '/eroticky-vykladovy-slovnik', page: 'glossary' },
  { name: 'glossary-slug', pattern: '/eroticky-vykladovy-slovnik/:slug', page: 'glossary-term' },
  { name: 'search', pattern: '/hladat', page: 'search' },
  { name: 'categories', pattern: '/kategorie', page: 'categories' },
  { name: 'contact', pattern: '/kontakt', page: 'contact' },
  { name: 'checkout', pattern: '/kosik', page: 'cart' },
  { name: 'checkout-methods', pattern: '/kosik/doprava-a-platba', page: 'checkout-shipping' },
  { name: 'checkout-info', pattern: '/kosik/dodacie-udaje', page: 'checkout-delivery' },
  { name: 'checkout-finished', pattern: '/kosik/dokoncenie', page: 'checkout-finished' },
  { name: 'checkout-import', pattern: '/kosik/import-objednavky', page: 'checkout-import' },
  { name: 'payment-callback', pattern: '/checkout/payment/callback', page: 'payment-callback' },
  { name: 'order-status', pattern: '/stav-objednavky', page: 'order-status' },
  { name: 'faq', pattern: '/najcastejsie-dotazy', page: 'faq' },
  { name: 'articleList', pattern: '/nakupny-radca', page: 'article-list' },
  { name: 'articleList-slug', pattern: '/nakupny-radca/:slug', page: 'article-list-detail' },
  { name: 'articleList-slug-child', pattern: '/nakupny-radca/:slug/:child', page: 'article-list-detail' },
  { name: 'articleTag-slug', pattern: '/clanky/tag/:slug', page: 'article-list-detail' },
  { name: 'article-slug', pattern: '/clanky/:slug', page: 'article' },
  { name: 'branches', pattern: '/pobocky', page: 'branches' },
  { name: 'branch-slug', pattern: '/pobocky/:slug', page: 'branch' },
  { name: 'shopping-guide', pattern: '/poradna', page: 'shopping-guide' },
  { name: 'curatedGuidePage-slug', pattern: '/sprievodca/:slug', page: 'curated-guide' },
  { name: 'login', pattern: '/prihlasit', page: 'login' },
  { name: 'register', pattern: '/registrovat', page: 'register' },
  { name: 'complaint', pattern: '/reklamacia', page: 'complaint' },
  { name: 'reset-password', pattern: '/resetovat-heslo', page: 'reset-password' },
  { name: 'forgotten-password', pattern: '/zabudnute-heslo', page: 'forgotten-password' },
  { name: 'size-table', pattern: '/tabulka-velkosti', page: 'size-table' },
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
  { name: 'return-of-goods', pattern: '/vratenie-tovaru', page: 'return-of-goods' },
  { name: 'all-about-purchase', pattern: '/vsetko-o-nakupe', page: 'all-about-purchase' },
  { name: 'all-about-purchase-slug', pattern: '/vsetko-o-nakupe/:slug', page: 'all-about-purchase-detail' },
  { name: 'brands', pattern: '/znacky', page: 'brands' },
  { name: 'brand-slug', pattern: '/znacky/:slug', page: 'brand' },
  { name: 'infomail', pattern: '/infomail/:slug?', page: 'infomail' },
  { name: 'product-slug', pattern: '/produkt/:slug', page: 'product' },
  { name: 'all', pattern: '/*', page: 'catch-all' },
];

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
