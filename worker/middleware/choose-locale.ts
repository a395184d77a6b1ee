import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import type { Locale } from '../../shared/i18n/locales';
import { COOKIE, COOKIE_MAX_AGE, setPreferenceCookie } from '../cookies';

function offered(value: string | undefined, locales: readonly Locale[]): Locale | undefined {
  const v = value?.trim().toLowerCase();
  return locales.find((l) => l === v);
}

/**
 * Locale: `?locale=` (the language switcher; stored) > cookie `locale` > the site's default.
 * Only the site's own locales count; anything else in the cookie is replaced, never an error.
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
