/**
 * The one route table (SPEC 2), assembled from the page folders (pages/<page>/route.ts, listed by
 * pages/routes.generated.ts): the worker matches a URL against it to pick the page, its loader and
 * the route's policy. Paths carry no locale prefix; patterns use `:param`, `:param?` and a final `*`.
 * The browser does not load it: links are built from pages/route-facts.generated.ts
 * (shared/route-paths.ts).
 */

import { PAGE_ROUTES } from '../pages/routes.generated';
import type { ContentSource, PageKey, PageRouteEntry, RouteName, RoutePolicy } from './route-types';

export type { ContentSource, PageKey, RouteName, RoutePolicy, SkeletonKind } from './route-types';

type PageDefinition = (typeof PAGE_ROUTES)[keyof typeof PAGE_ROUTES];

/** A route with its page's policy and its own overrides applied. */
export interface RouteDef extends RoutePolicy {
  name: RouteName;
  pattern: string;
  page: PageKey;
  hidden?: boolean;
  content?: ContentSource;
  sharedCache?: 'default' | 'allowed';
}

function toRoute(page: PageKey, policy: RoutePolicy, own: PageRouteEntry): RouteDef {
  const { sharedCache, ...route } = { ...policy, ...own, page, name: own.name as RouteName };
  return sharedCache ? { ...route, sharedCache } : route;
}

/** Every route, the catch-all (`/*`) last: the first match wins. Built once per isolate. */
export const ROUTES: readonly RouteDef[] = (Object.values(PAGE_ROUTES) as readonly PageDefinition[])
  .flatMap((definition) =>
    definition.routes.map((own: PageRouteEntry) => toRoute(definition.page, definition.policy, own)),
  )
  .sort((a, b) => Number(a.pattern === '/*') - Number(b.pattern === '/*'));

/** The route of a name. */
export function routeNamed(name: RouteName): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Route names whose anonymous copies the page cache keeps unless a site lists its own. */
export const DEFAULT_PAGE_CACHE_ROUTES: readonly string[] = ROUTES.filter((r) => r.sharedCache === 'default').map(
  (r) => r.name,
);

/** Whether a site's config may name this route in `cache.pageCache.routes`. */
export function mayPageCache(routeName: string): boolean {
  return ROUTES.some((r) => r.name === routeName && r.sharedCache !== undefined);
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

export { pathFor } from './route-paths';
