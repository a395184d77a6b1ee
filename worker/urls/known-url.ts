import type { Context } from 'hono';
import type { RouteMatch } from '../../shared/routes';
import type { AppEnv } from '../env';
import type { Locale } from '../../shared/i18n/locales';
import { lookUpUrl, type UrlEntityRecord, type UrlKnowledge } from './url-knowledge';

/**
 * Routes whose every page is an entity of the URL knowledge (route policy `edgeIndexed`,
 * pages/<page>/route.ts): a path of theirs the (fresh) knowledge lacks is a 404 at the edge, and a
 * CMS redirect from it is followed at the edge. Fixed routes, the user area and routes with ids
 * (orders, shopping lists) are not.
 */
export function isIndexedRoute(match: RouteMatch): boolean {
  const { route, params } = match;
  if (route.hidden) return false;
  // /infomail is the list (a fixed page); /infomail/<slug> one mail.
  if (route.edgeIndexed === 'with-param') return Object.keys(params).length > 0;
  return route.edgeIndexed === true;
}

/**
 * Fixed routes (no parameter in the pattern: `/kontakt`, `/kategorie`) always exist; their loaders
 * answer a page for every query they accept.
 */
export function isFixedPageUrl(match: RouteMatch): boolean {
  const { route } = match;
  return !route.hidden && !route.pattern.includes(':') && !route.pattern.includes('*');
}

const perRequest = new WeakMap<object, Map<string, Promise<UrlKnowledge>>>();

/** The URL knowledge about `path` for an indexed route, looked up once per request. */
export function knowledgeFor(c: Context<AppEnv>, match: RouteMatch, path: string): Promise<UrlKnowledge> {
  if (!isIndexedRoute(match)) return Promise.resolve({ state: 'unknown' });
  return knowledgeOfPath(c, path);
}

/**
 * The URL knowledge about any page path, looked up once per request (waits for a first build like
 * an indexed route's). A fixed content route (`/poradna`) reads its CMS page's paths per locale by
 * it; only an indexed route may take a path the knowledge lacks for a 404.
 */
export function knowledgeOfPath(c: Context<AppEnv>, path: string): Promise<UrlKnowledge> {
  let memo = perRequest.get(c);
  if (!memo) perRequest.set(c, (memo = new Map()));
  let answer = memo.get(path);
  if (!answer) {
    answer = lookUpUrl(c, path).catch((e: unknown): UrlKnowledge => {
      console.error(`[urls] lookup failed: ${String(e)}`);
      return { state: 'unknown' };
    });
    memo.set(path, answer);
  }
  return answer;
}

/**
 * Whether the edge already knows that a (normalised) page URL exists, so the renderer may send
 * 200 after the short status wait and stream the page: a fixed route, or a path the URL knowledge
 * knows as an entity. Anything else is decided by the loader before the first byte. `?page=N`
 * past the last page is a redirect or a 404, so a page number is never known in advance.
 */
export async function isKnownPageUrl(c: Context<AppEnv>, match: RouteMatch, url: URL): Promise<boolean> {
  if (url.searchParams.has('page')) return false;
  if (isFixedPageUrl(match)) return true;
  return (await knowledgeFor(c, match, url.pathname)).state === 'found';
}

/**
 * The slug a known CMS page (`page`, `content_page`) is loaded by in `locale`: the storefront links
 * such a page as `/<slug>`, so its path in that locale names it. Null for other kinds, or when the
 * page has no one-segment path in that locale (then the url-rewrite lookup finds it).
 */
export function cmsPageSlug(record: UrlEntityRecord, locale: Locale): string | null {
  if (record.k !== 'page' && record.k !== 'content_page') return null;
  const segment = /^\/([^/]+)$/.exec(record.a[locale] ?? '')?.[1];
  return segment ? decodeURIComponent(segment) : null;
}
