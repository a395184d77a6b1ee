import type { Context } from 'hono';
import type { RouteMatch } from '../../shared/routes';
import type { AppEnv } from '../env';
import { lookUpUrl, type UrlKnowledge } from './url-knowledge';

/**
 * Routes whose every page is an entity of the URL knowledge: a path of theirs the (fresh)
 * knowledge lacks is a 404 at the edge, and a CMS redirect from it is followed at the edge.
 * Fixed routes, the user area and routes with ids (orders, shopping lists) are not listed.
 */
const INDEXED_ROUTES: readonly string[] = [
  'all',
  'product-slug',
  'article-slug',
  'articleList-slug',
  'articleTag-slug',
  'author-slug',
  'branch-slug',
  'glossary-slug',
  'brand-slug',
  'curatedGuidePage-slug',
];

export function isIndexedRoute(match: RouteMatch): boolean {
  if (match.route.hidden) return false;
  // /infomail is the list (a fixed page); /infomail/<slug> one mail.
  if (match.route.name === 'infomail') return match.params.slug !== undefined;
  return INDEXED_ROUTES.includes(match.route.name);
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
