import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import type { DomainConfig } from '../config/domain-config';
import { isDevelopment } from '../config/deployment';
import { COOKIE, COOKIE_MAX_AGE, clearCookie, setPreferenceCookie, setSessionCookie } from '../cookies';

const COUNTRY = /^[A-Z]{2}$/;

function offered(value: string | undefined, currencies: readonly string[]): string | undefined {
  const v = value?.trim().toUpperCase();
  return currencies.find((code) => code === v);
}

/** Spec 9: with currency-from-IP on, EUR outside CZ; CZK inside CZ (when the site offers them). */
export function currencyForCountry(domain: DomainConfig, country: string | undefined): string | undefined {
  if (!domain.currencyFromIp || !country) return undefined;
  return offered(country === 'CZ' ? 'CZK' : 'EUR', domain.currencies);
}

/**
 * The visitor's country: Cloudflare's geo-IP, or in development only (ALLOW_COUNTRY_OVERRIDE=true)
 * `?__country=SK` (remembered in a session cookie) so the geo rule can be tried locally; with
 * ASSUME_HOME_COUNTRY=true (local dev) the site's home country stands in for geo-IP.
 */
function visitorCountry(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  if (c.env.ALLOW_COUNTRY_OVERRIDE === 'true' && isDevelopment(c.env)) {
    const q = c.req.query('__country')?.trim().toUpperCase();
    if (q && COUNTRY.test(q)) {
      setSessionCookie(c, COOKIE.devCountry, q);
      return q;
    }
    const cookie = getCookie(c, COOKIE.devCountry);
    if (cookie && COUNTRY.test(cookie)) return cookie;
  }
  // Local workerd has no geo-IP (its fallback says US): in development assume a shopper at home.
  if (c.env.ASSUME_HOME_COUNTRY === 'true' && isDevelopment(c.env)) return c.get('domain').homeCountry;
  const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
  const country = typeof cf?.country === 'string' ? cf.country.toUpperCase() : undefined;
  return country && COUNTRY.test(country) ? country : undefined;
}

/**
 * Currency precedence (spec 9): `?currency=` (upper-cased, must be offered; stored) > cookie >
 * geo-IP > the site's default. A cookie naming a currency the site does not offer is removed.
 */
export const chooseCurrency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const domain = c.get('domain');
  const country = visitorCountry(c);
  if (country) c.set('country', country);

  const fromQuery = offered(c.req.query('currency'), domain.currencies);
  const cookie = getCookie(c, COOKIE.currency);
  const fromCookie = offered(cookie, domain.currencies);
  const currency = fromQuery ?? fromCookie ?? currencyForCountry(domain, country) ?? domain.defaultCurrency;
  c.set('currency', currency);

  if (fromQuery && fromQuery !== cookie) setPreferenceCookie(c, COOKIE.currency, fromQuery, COOKIE_MAX_AGE.currency);
  else if (!fromQuery && cookie !== undefined && !fromCookie) clearCookie(c, COOKIE.currency);
  await next();
};
