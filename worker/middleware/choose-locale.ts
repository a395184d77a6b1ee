import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import type { Locale } from '../../shared/i18n/locales';
import { PAGE_DATA_PREFIX, type PageRedirect } from '../../shared/page-payload';
import { COOKIE, COOKIE_MAX_AGE, setPreferenceCookie } from '../cookies';
import { fixedRoutePaths, matchPageRoute } from '../urls/locale-routes';
import { isIndexedRoute, knowledgeOfPath } from '../urls/known-url';
import { ownPathIn, promotionsPaths } from '../urls/page-alternates';
import { peekUrlRecord } from '../urls/url-knowledge';

function offered(value: string | undefined, locales: readonly Locale[]): Locale | undefined {
  const v = value?.trim().toLowerCase();
  return locales.find((l) => l === v);
}

/** Paths that are not pages (as worker/middleware/redirect-to-canonical-url.ts), page data aside. */
const NOT_PAGES = /^\/(?:api|image|assets|__[a-z]+)(?:\/|$)/i;

interface UrlLanguage {
  /** The page path (a page data request's path without its prefix). */
  path: string;
  data: boolean;
  /** The page's path per locale, where known (an entity's, a fixed route's). */
  paths?: Partial<Record<Locale, string>>;
  /** The path is the page of this one locale only (a German slug or path): its language. */
  locale?: Locale;
  /** The URL knowledge could not say (none yet, failing): the path's language is not known. */
  unknown?: boolean;
}

/**
 * Issue 32: what a page URL says about its language. A path that is a page in one locale only
 * and not the site language's (a German slug such as `/dessous`, a German fixed path such as
 * `/marken`) is that locale's page. Every other page URL (the site language's, or the same slug in
 * several locales) leaves the language to the shopper. Read from the URL knowledge, which the page
 * reads anyway (one lookup per request, worker/urls/known-url.ts).
 */
async function readUrlLanguage(c: Context<AppEnv>): Promise<UrlLanguage | undefined> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
  const requested = c.req.path;
  const data = requested === PAGE_DATA_PREFIX || requested.startsWith(`${PAGE_DATA_PREFIX}/`);
  if (!data && NOT_PAGES.test(requested)) return undefined;
  const path = data ? requested.slice(PAGE_DATA_PREFIX.length) || '/' : requested;
  const domain = c.get('domain');
  const match = matchPageRoute(path);
  if (match.locale) return { path, data, locale: match.locale, paths: fixedRoutePaths(match.route) };
  let record;
  let paths;
  if (match.route.name === 'promotions' && match.params.product) {
    // A top category's promotions page is in the language of the category slug it is named by.
    record = await peekUrlRecord(c, `/${match.params.product}`).catch(() => undefined);
    paths = record && promotionsPaths(record.a);
  } else if (isIndexedRoute(match) || match.route.content) {
    // An entity's path, or a content route's CMS page (`/poradna`, whose German page is `/beratung`).
    const knowledge = await knowledgeOfPath(c, path);
    if (knowledge.state === 'unknown') return { path, data, unknown: true };
    record = knowledge.state === 'found' ? knowledge.record : undefined;
    paths = record?.a;
  } else paths = fixedRoutePaths(match.route);
  const own = record?.l && record.l !== domain.defaultLocale && paths && ownPathIn(domain, paths, record.l) === path;
  return { path, data, ...(paths ? { paths } : {}), ...(own ? { locale: record!.l } : {}) };
}

/**
 * Locale: `?locale=` (the language switcher; stored) > cookie `locale` > the site's default.
 * Only the site's own locales count; anything else in the cookie is replaced, never an error.
 * A page URL of one language overrides this (`followUrlLanguage`, after the session is read).
 */
export const chooseLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { locales, defaultLocale } = c.get('domain');
  const fromQuery = offered(c.req.query('locale'), locales);
  const cookie = getCookie(c, COOKIE.locale);
  const fromCookie = offered(cookie, locales);
  const locale = fromQuery ?? fromCookie ?? defaultLocale;
  c.set('locale', locale);
  // Write when chosen now, or when the stored value is unusable (replace it, spec: never an error).
  if (fromQuery ? fromQuery !== cookie : cookie !== undefined && !fromCookie) {
    setPreferenceCookie(c, COOKIE.locale, locale, COOKIE_MAX_AGE.locale);
  }
  await next();
};

/**
 * Issue 32: a page URL that is one language's page is shown in that language, whatever the cookie
 * (a German slug serves German to everyone, search engines included); every other URL keeps the
 * shopper's choice (`chooseLocale`). Runs after the session is read: the URL knowledge may have to
 * be built, which calls the content API.
 *
 * The language switcher (`?locale=`) moves to the page's own URL in the chosen language where it
 * has one (`/spodna-bielizen?locale=de` → `/dessous`, and back), with a 302: the move depends on
 * the shopper's choice, so no cache keeps it. A German URL also stores German as the shopper's
 * language when another one was stored: the shared pages that follow (cart, a Slovak-path link)
 * stay in the language the shopper is reading.
 */
export const followUrlLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  const domain = c.get('domain');
  const url = await readUrlLanguage(c);
  if (!url) return next();
  const fromQuery = offered(c.req.query('locale'), domain.locales);
  if (fromQuery && url.paths) {
    const target = ownPathIn(domain, url.paths, fromQuery);
    if (target && target !== url.path) {
      // `chooseLocale` stored the choice already.
      const query = new URL(c.req.url).searchParams;
      query.delete('locale');
      const location = `${target}${query.size > 0 ? `?${query}` : ''}`;
      c.header('cache-control', 'private, no-store');
      c.header('vary', 'cookie');
      if (url.data) return c.json({ redirect: location, status: 302 } satisfies PageRedirect, 200);
      return c.redirect(location, 302);
    }
  }
  if (url.unknown) c.set('localeUnsettled', true);
  if (url.locale) {
    c.set('locale', url.locale);
    const stored = offered(getCookie(c, COOKIE.locale), domain.locales) ?? domain.defaultLocale;
    if (!fromQuery && url.locale !== stored) setPreferenceCookie(c, COOKIE.locale, url.locale, COOKIE_MAX_AGE.locale);
  }
  await next();
};
