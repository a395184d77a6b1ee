import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { flashIn, type FlashId } from '../../shared/flash-cookie';
import type { RouteName } from '../../shared/route-types';
import { sameSitePath } from '../../shared/same-site-path';
import { COOKIE, clearPageCookie, setFlashCookie, setFormEchoCookie } from '../cookies';
import type { AppEnv } from '../env';
import { matchPageRoute, routePathIn } from '../urls/locale-routes';

/**
 * A form the browser posted itself (worker/http/browser-form.ts) and the worker refused goes back to
 * its page with why: a flash cookie naming the refusal, and an echo cookie holding what was typed
 * (never a password), both for that page's path only; the page's loader takes them and renders the
 * message and the fields as the server writes the page, so it shows without a script. The login
 * form (worker/proxy/auth-routes.ts) and the register form (worker/proxy/register-form.ts) both
 * answer this way; what was typed never goes into a URL.
 */

type EchoCookie = (typeof COOKIE)['loginEmail' | 'registerForm'];

/**
 * The page of `route` the form was posted from: that route in whichever language its path was
 * (`/anmelden` is German whatever the cookie), read from the Referer; else the route's path in the
 * shopper's language. The cookies are this path's, so the page the shopper returns to sees them.
 */
export function formPagePath(c: Context<AppEnv>, route: RouteName): string {
  const from = sameSitePath(c.req.header('referer'), [new URL(c.req.url).host])?.replace(/[?#].*$/, '');
  if (from && matchPageRoute(from).route.name === route) return from;
  return routePathIn(route, c.get('locale'));
}

/** 303 back to the form's `page` (at `location`, that page with its query) with why, and what was typed. */
export function backToForm(
  c: Context<AppEnv>,
  {
    page,
    refusal,
    echo,
    location = page,
  }: { page: string; refusal: FlashId; echo?: [EchoCookie, string]; location?: string },
): Response {
  setFlashCookie(c, refusal, page);
  if (echo) setFormEchoCookie(c, echo[0], echo[1], page);
  return c.redirect(location, 303);
}

/**
 * For a page's loader that shows a flash itself (a form's refusal, the dashboard's thank-you): the id
 * of its `table` the flash cookie names and the raw echo cookie, if the page has one (to be read with
 * the page's own zod schema), or null when the flash is none of the table's. Taken once: both cookies
 * are cleared in the same answer, so neither a reload nor the page's script shows them again, and the
 * answer is kept by no cache.
 */
export function takePageFlash<Id extends string>(
  c: Context<AppEnv>,
  pagePath: string,
  table: Readonly<Record<Id, string>>,
  echoCookie?: EchoCookie,
): { id: Id; echo: string | undefined } | null {
  const id = flashIn(table, getCookie(c, COOKIE.flash));
  const echo = echoCookie && getCookie(c, echoCookie);
  if (echoCookie && echo !== undefined) clearPageCookie(c, echoCookie, pagePath, true);
  if (!id) return null;
  clearPageCookie(c, COOKIE.flash, pagePath);
  c.header('cache-control', 'private, no-store');
  return { id, echo };
}
