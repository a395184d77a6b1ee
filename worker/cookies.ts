import type { Context } from 'hono';
import { FLASH_COOKIE, FLASH_COOKIE_MAX_AGE_S, type FlashId } from '../shared/flash-cookie';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { isDevelopment } from './config/deployment';
import type { AppEnv } from './env';

// Every cookie the storefront writes, with its lifetime (spec 6 and 9) in one place, so a
// reader can audit names and attributes without walking the middleware.

const DAY = 24 * 3600;

export const COOKIE = {
  locale: 'locale',
  currency: 'currency',
  /** Dev only (ALLOW_COUNTRY_OVERRIDE=true): simulated geo-IP country. */
  devCountry: 'dev-country',
  utm: 'utm',
  cjevent: 'cjevent',
  idp: 'idp',
  authToken: 'apollo-token',
  guestToken: 'guest-cart-token',
  userVariant: 'user-variant',
  userGroups: 'user-groups',
  /** Login-as token between the cleaned-up link and the shopper's confirmation (HttpOnly, 10 min). */
  loginAs: 'login-as-token',
  /** An order token moved out of an order page's URL (HttpOnly, 1 hour; worker/loaders/order-lookup-query.ts). */
  orderToken: 'order-token',
  /** When the store last confirmed the auth token (signed for it, HttpOnly; worker/middleware/session-stamp.ts). */
  sessionChecked: 'session-checked',
  /** A restricted user's session ended: the next page view opens the redirect modal (HttpOnly, 10 min). */
  sessionEnded: 'session-ended',
  /** Entry modals and banners the shopper closed (ids; written by the client and the preference form). */
  closedModals: 'closed-modals',
  /** The cookie-banner answer: the purposes granted (shared/consent.ts CONSENT_VALUES). */
  cookieConsent: 'cookie-consent',
  /** The token of the order this browser just placed: the thank-you page reads it (HttpOnly, 1 day). */
  placedOrder: 'placed-order',
  /** A message for the next page after a redirect (shared/flash-cookie.ts; readable, 60 s). */
  flash: FLASH_COOKIE,
  /**
   * The e-mail of a login form the browser posted and the worker refused: the login page fills it in
   * again, so it never goes into a URL (HttpOnly, the login page's path only, 60 s).
   */
  loginEmail: 'login-email',
  /**
   * What a register form the browser posted and the worker refused held (never the passwords) and
   * each field's problem: the register page fills it in again and marks the fields (HttpOnly, the
   * register page's path only, 60 s; pages/register/loader.ts).
   */
  registerForm: 'register-form',
} as const;

export const COOKIE_MAX_AGE = {
  locale: 365 * DAY,
  currency: 365 * DAY,
  utm: 30 * DAY,
  cjevent: 30 * DAY,
  idp: 30 * DAY,
  auth: 7 * DAY,
  guestCart: 1 * DAY,
  loginAs: 600,
  orderToken: 3600,
  sessionEnded: 600,
} as const;

/**
 * `Secure` whenever the page was asked for over https, and always in production (which only
 * answers over https). A development or preview answer over plain http leaves it off: WebKit
 * refuses to store a `Secure` cookie sent over http, even for `*.localhost`, so Safari could
 * keep no cart, login or preference there (issue 27). A request's URL carries the scheme the
 * browser used; nothing else decides it, so every cookie below (and its deletion, which must match
 * the attributes it was set with) goes through here.
 */
function secureFor(c: Context<AppEnv>): boolean {
  return c.req.url.startsWith('https:') || !isDevelopment(c.env);
}

/** Preference and tracking cookies: readable by page scripts (the client shows and sends them). */
function readable(c: Context<AppEnv>): CookieOptions {
  return { path: '/', secure: secureFor(c), sameSite: 'Lax' };
}
/** Credentials: never visible to page scripts. */
function credential(c: Context<AppEnv>): CookieOptions {
  return { ...readable(c), httpOnly: true };
}

/**
 * Requests with a Set-Cookie line written into Hono's pending headers: only those need the lines
 * carried over to an answer a handler built itself (middleware/keep-pending-cookies.ts). Knowing it
 * here spares every other request the look at `c.res`, which makes Hono build an empty stand-in
 * Response and then copy its headers into the real one (issue 28).
 */
const wroteCookies = new WeakSet<Request>();

/** Whether this request's handling has written (or cleared) a cookie so far. */
export function cookiesWritten(c: Context): boolean {
  return wroteCookies.has(c.req.raw);
}

export function setPreferenceCookie(c: Context<AppEnv>, name: string, value: string, maxAge: number): void {
  wroteCookies.add(c.req.raw);
  setCookie(c, name, value, { ...readable(c), maxAge });
}

export function setCredentialCookie(c: Context<AppEnv>, name: string, value: string, maxAge: number): void {
  wroteCookies.add(c.req.raw);
  setCookie(c, name, value, { ...credential(c), maxAge });
}

/**
 * A message for the page the answer redirects to (shared/flash-cookie.ts): readable by that path's
 * page only, so the page still open while the redirect is followed (it may finish hydrating then)
 * cannot take it first.
 */
export function setFlashCookie(c: Context<AppEnv>, id: FlashId, forPath: string): void {
  // A path from a request (where a login goes on to) must not bring its own cookie attributes (`;`).
  if (!FLASH_PATH.test(forPath)) return;
  wroteCookies.add(c.req.raw);
  setCookie(c, COOKIE.flash, id, { ...readable(c), path: forPath, maxAge: FLASH_COOKIE_MAX_AGE_S });
}
const FLASH_PATH = /^\/[A-Za-z0-9._~%/-]*$/;

/**
 * What a refused form held, for its page at `forPath` to fill in again (the login's e-mail, the
 * register form's fields): HttpOnly, that page's path only, as short-lived as the flash beside it.
 */
export function setFormEchoCookie(
  c: Context<AppEnv>,
  name: (typeof COOKIE)['loginEmail' | 'registerForm'],
  value: string,
  forPath: string,
): void {
  if (!FLASH_PATH.test(forPath)) return;
  wroteCookies.add(c.req.raw);
  setCookie(c, name, value, { ...credential(c), path: forPath, maxAge: FLASH_COOKIE_MAX_AGE_S });
}

/** Takes a cookie scoped to the page at `forPath` (a flash message, a refused form's echo) that it showed itself. */
export function clearPageCookie(c: Context<AppEnv>, name: string, forPath: string, httpOnly = false): void {
  wroteCookies.add(c.req.raw);
  deleteCookie(c, name, { ...(httpOnly ? credential(c) : readable(c)), path: forPath });
}

/** A cookie for this browser session only (no Max-Age), readable like the preferences. */
export function setSessionCookie(c: Context<AppEnv>, name: string, value: string): void {
  wroteCookies.add(c.req.raw);
  setCookie(c, name, value, readable(c));
}

export function clearCookie(c: Context<AppEnv>, name: string, httpOnly = false): void {
  wroteCookies.add(c.req.raw);
  deleteCookie(c, name, httpOnly ? credential(c) : readable(c));
}

/** Takes a cookie a third party's script wrote, maybe on a parent domain (`domain`; null: host-only). */
export function clearThirdPartyCookie(c: Context<AppEnv>, name: string, domain: string | null): void {
  wroteCookies.add(c.req.raw);
  deleteCookie(c, name, { path: '/', ...(domain ? { domain } : {}) });
}
