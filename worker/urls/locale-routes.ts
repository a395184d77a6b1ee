/**
 * Issue 32: fixed routes in another locale than the site's. The route table (shared/routes.ts)
 * names each fixed page by its Slovak path, which both sites use (spec 2: no locale prefix) and
 * which follows the shopper's chosen language. German has a path of its own for the fixed pages a
 * shopper or a search engine lands on: `/marken` is the brands page in German on either site,
 * whatever the cookie says, self-canonical and named as the `de` alternate.
 *
 * Server only: the browser links every fixed page by its route-table path (the shopper's cookie
 * decides its language there), so these paths cost the client bundle nothing. A German path is
 * reached from search engines, from shared links and from the language switcher's move
 * (worker/middleware/choose-locale.ts).
 */
import type { Locale } from '../../shared/i18n/locales';
import { LOCALES } from '../../shared/i18n/locales';
import { matchRoute, pathFor, ROUTES, type RouteDef, type RouteMatch, type RouteName } from '../../shared/routes';
import { BoundedMap } from '../cache/bounded-map';

/** Route name → the route's path in a locale, where it differs from the route table's. Fixed routes only. */
const LOCALE_ROUTE_PATHS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  de: {
    // The home page: the spec keeps URLs free of a locale prefix, so German home is a fixed path too.
    index: '/startseite',
    authors: '/autoren',
    glossary: '/erotik-lexikon',
    search: '/suche',
    categories: '/kategorien',
    contact: '/kontaktformular',
    checkout: '/warenkorb',
    faq: '/haeufige-fragen',
    articleList: '/ratgeber',
    branches: '/filialen',
    login: '/anmelden',
    register: '/registrieren',
    'forgotten-password': '/passwort-vergessen',
    brands: '/marken',
    withdrawal: '/vom-vertrag-zuruecktreten',
    accessibility: '/barrierefreiheit',
  },
};

// Checked once per isolate: a locale path is a fixed route's, and no route of the table matches it.
const byPath = new Map<string, { route: RouteDef; locale: Locale }>();
for (const [locale, paths] of Object.entries(LOCALE_ROUTE_PATHS) as [Locale, Record<string, string>][]) {
  for (const [name, path] of Object.entries(paths)) {
    const route = ROUTES.find((r) => r.name === name);
    if (!route || route.pattern.includes(':') || route.pattern.includes('*'))
      throw new Error(`locale path ${path}: ${name} is no fixed route`);
    if (matchRoute(path).route.name !== 'all' || byPath.has(path))
      throw new Error(`locale path ${path} is taken by another route`);
    byPath.set(path, { route, locale });
  }
}

type PageRouteMatch = RouteMatch & { locale?: Locale };

/**
 * Paths matched lately, with their match (read-only): a page request asks four times (its language,
 * its page, its loader, its log line), and a category path runs through every route's pattern
 * before the catch-all's (bench:cpu 11-27: 1-3 % of a view). First in, first out.
 */
const matched = new BoundedMap<string, Readonly<PageRouteMatch>>('urls.route-matches', 2_000);
const MEMO_PATH_MAX = 256;

/** A page URL's route: a fixed route's path in another locale first, then the route table. */
export function matchPageRoute(pathname: string): Readonly<PageRouteMatch> {
  let match = matched.get(pathname);
  if (match === undefined) {
    const own = byPath.get(pathname);
    const found: PageRouteMatch = own ? { route: own.route, params: {}, locale: own.locale } : matchRoute(pathname);
    Object.freeze(found.params);
    match = Object.freeze(found);
    // Only paths of a size real pages have: the memo stays small whatever is asked.
    if (pathname.length <= MEMO_PATH_MAX) matched.set(pathname, match);
  }
  return match;
}

/** A route's paths are the same for the isolate's life (the table and the locale paths are constants). */
const pathsByRoute = new Map<RouteDef, Readonly<Partial<Record<Locale, string>>>>();

/**
 * A fixed route's path in every locale (its table path where it has no other); undefined for a
 * route with parameters (its pages are entities, with their paths in the URL knowledge).
 */
export function fixedRoutePaths(route: RouteDef): Readonly<Partial<Record<Locale, string>>> | undefined {
  if (route.pattern.includes(':') || route.pattern.includes('*')) return undefined;
  let paths = pathsByRoute.get(route);
  if (paths === undefined) {
    const built: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) built[locale] = LOCALE_ROUTE_PATHS[locale]?.[route.name] ?? route.pattern;
    pathsByRoute.set(route, (paths = Object.freeze(built)));
  }
  return paths;
}

/**
 * A fixed route's path in the locale a page is shown in, for the links the worker builds (crumbs):
 * a German page links the German path (`/autoren`), so a crawler reaches every German page.
 */
export function routePathIn(name: RouteName, locale: Locale): string {
  return LOCALE_ROUTE_PATHS[locale]?.[name] ?? pathFor(name);
}
