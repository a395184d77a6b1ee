import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { LoginRequestSchema, LoginResponseSchema, UserSchema, storeEnvelope } from '../../shared/contracts/store';
import {
  COOKIE,
  COOKIE_MAX_AGE,
  clearCookie,
  setCredentialCookie,
  setFlashCookie,
  setPreferenceCookie,
} from '../cookies';
import { UpstreamError } from '../upstream/upstream-error';
import { upstreamFetch } from '../upstream/upstream-fetch';
import { buildUpstreamHeaders } from '../upstream/upstream-headers';
import { validateAnswer } from '../upstream/json-client';
import { apiError } from './api-errors';
import { readJsonBody } from './read-json-body';
import { signCookieValue } from '../middleware/signed-cookies';
import { stampSession } from '../middleware/session-stamp';
import { getCookie } from 'hono/cookie';
import { t } from '../../shared/i18n/dictionary';
import { pathFor } from '../../shared/route-paths';
import { isRestricted, safeRedirectPath } from '../../client/components/account/safe-redirect';
import { isBrowserFormPost, readFormFields, wantsPage } from '../http/browser-form';
import { backToForm, formPagePath } from '../http/form-refusal';
import type { LoginRefusal } from '../../shared/flash-cookie';
import { loadShellData } from '../upstream/shell-data';
import { ipKey, emailKey, overRateLimit, tooManyRequests } from '../middleware/rate-limit';

/** Spec 5: login takes e-mail and password, or a token alone (login-as-user). */
const LOGIN_TOKEN = /^[A-Za-z0-9._~+/=-]{8,4096}$/;
const LoginBodySchema = z.union([LoginRequestSchema, z.object({ token: z.string().regex(LOGIN_TOKEN) }).strict()]);

const VARIANT = /^[A-Za-z0-9_.:-]{1,128}$/;
const GROUP = /^[A-Za-z0-9_.:-]{1,64}$/;

export async function fetchUser(
  c: Context<AppEnv>,
  token: string,
): Promise<z.infer<typeof UserSchema> | UpstreamError> {
  const url = `${c.get('domain').upstreams.store}/user`;
  const headers = buildUpstreamHeaders(c, { anonymous: true });
  headers.set('authorization', `Bearer ${token}`);
  try {
    const res = await upstreamFetch(
      c.env,
      url,
      { method: 'GET', headers },
      { timeoutMs: c.get('domain').upstreams.timeoutMs },
    );
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) return new UpstreamError('http', res.status, url, `user answered ${res.status}`, body);
    return validateAnswer(storeEnvelope(UserSchema), body, url).data;
  } catch (e) {
    if (e instanceof UpstreamError) return e;
    throw e;
  }
}

function passError(c: Context<AppEnv>, e: UpstreamError, fallbackTitle: string): Response {
  c.header('cache-control', 'no-store');
  const status = (e.status >= 400 && e.status <= 599 ? e.status : 502) as 400;
  const body =
    e.body && typeof e.body === 'object' && 'errors' in e.body
      ? e.body
      : { errors: [{ title: fallbackTitle, status }] };
  return c.json(body as object, status);
}

/** Tells the store a token is done with (best effort: logged by upstreamFetch when it fails). */
export async function endUpstreamSession(c: Context<AppEnv>, token: string): Promise<void> {
  const headers = buildUpstreamHeaders(c, { anonymous: true });
  headers.set('authorization', `Bearer ${token}`);
  try {
    await upstreamFetch(
      c.env,
      `${c.get('domain').upstreams.oauth}/logout`,
      { method: 'POST', headers },
      { timeoutMs: c.get('domain').upstreams.timeoutMs },
    );
  } catch {
    // The shopper's cookies go regardless.
  }
}

/**
 * Every cookie that holds or vouches for a session, with whether it is HttpOnly: the auth token, the
 * price variant and groups signed for it, the store's last word on it, and a login-as token parked
 * between the link and its confirmation (another account's full token, issue 26.7).
 */
const SESSION_COOKIES: readonly [name: string, credential: boolean][] = [
  [COOKIE.authToken, true],
  [COOKIE.userVariant, false],
  [COOKIE.userGroups, false],
  [COOKIE.sessionChecked, true],
  [COOKIE.loginAs, true],
  // An order's token (the e-mail link's, parked by the order pages; the thank-you page's): it opens
  // a name, an address and a phone number, so a shared browser forgets it with the session.
  [COOKIE.orderToken, true],
  [COOKIE.placedOrder, true],
];

/** Forgets the session in this browser (SPEC 4: logout clears token, variant, groups): every session cookie. */
export function clearSessionCookies(c: Context<AppEnv>): void {
  for (const [name, credential] of SESSION_COOKIES) clearCookie(c, name, credential);
}

/**
 * SPEC 4 restricted groups, enforced here (issue 11.5): no session for them. 403 with
 * `field: "restricted"`, which tells the login page to open the redirect modal.
 */
export function restrictedAnswer(c: Context<AppEnv>): Response {
  c.header('cache-control', 'no-store');
  return c.json(
    { errors: [{ title: t(c.get('locale'), 'errors.restrictedGroup'), status: 403, field: 'restricted' }] },
    403,
  );
}

/** True when these groups may not hold a session on this site (globals.restrictedGroups). */
export async function isRestrictedUser(c: Context<AppEnv>, groups: readonly string[]): Promise<boolean> {
  if (groups.length === 0) return false;
  const { globals } = await loadShellData(c);
  return isRestricted(groups, globals.restrictedGroups);
}

/**
 * Reads the user behind `token` and, unless the user is in a restricted group, keeps the token in
 * the HttpOnly cookie `apollo-token` (7 days) and sets the price variant and groups cookies.
 */
async function startSession(c: Context<AppEnv>, token: string): Promise<Response> {
  const user = await fetchUser(c, token);
  if (user instanceof UpstreamError) return passError(c, user, 'Login failed');
  if (await isRestrictedUser(c, user.groups)) {
    await endUpstreamSession(c, token);
    clearSessionCookies(c);
    return restrictedAnswer(c);
  }
  setCredentialCookie(c, COOKIE.authToken, token, COOKIE_MAX_AGE.auth);
  // Signed for this token (issue 11.7): only values the worker set here personalise answers.
  const variant = VARIANT.test(user.variantHash)
    ? await signCookieValue(c.env, COOKIE.userVariant, user.variantHash, token)
    : null;
  if (variant) setPreferenceCookie(c, COOKIE.userVariant, variant, COOKIE_MAX_AGE.auth);
  else clearCookie(c, COOKIE.userVariant);
  const groups = user.groups.filter((g) => GROUP.test(g));
  const signedGroups =
    groups.length > 0 ? await signCookieValue(c.env, COOKIE.userGroups, groups.join(','), token) : null;
  if (signedGroups) setPreferenceCookie(c, COOKIE.userGroups, signedGroups, COOKIE_MAX_AGE.auth);
  else clearCookie(c, COOKIE.userGroups);
  // Just confirmed by the store: the next views need not ask again (worker/middleware/check-session.ts).
  await stampSession(c, token);
  if (getCookie(c, COOKIE.sessionEnded) !== undefined) clearCookie(c, COOKIE.sessionEnded, true);
  c.header('cache-control', 'no-store');
  return c.json({ data: { user } });
}

/**
 * Counts one login try (a password, or a login-as token the store is asked about) against the login
 * limit: per client address, and per account when the try names an e-mail. True when over it. Every
 * way a credential reaches the store goes through here (issue 26.6: the login-as confirmation page too).
 */
export function overLoginLimit(c: Context<AppEnv>, json?: unknown): Promise<boolean> {
  return overRateLimit(c.env, 'LOGIN_RATE_LIMIT', [ipKey(c), emailKey(json)]);
}

/**
 * POST /api/oauth/login: forwards the credentials, keeps `data.access_token` in the HttpOnly
 * cookie and never returns it (startSession). Answers `{ data: { user } }`. Rate limited per
 * client IP and per account (issue 11.6). The login page's script sends JSON; the same form posted
 * by the browser itself (no script, or not yet) is answered with pages (loginByForm).
 */
export async function login(c: Context<AppEnv>): Promise<Response> {
  if (isBrowserFormPost(c)) return loginByForm(c);
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  return logIn(c, body.json);
}

/**
 * One login try, from a script's JSON or a form's fields (the login form's, and the register form's
 * right after the account was made, as the register page's script logs in): limit, validation, the
 * store, the session.
 */
export async function logIn(c: Context<AppEnv>, input: unknown): Promise<Response> {
  if (await overLoginLimit(c, input)) return tooManyRequests(c, 'LOGIN_RATE_LIMIT');
  const parsed = LoginBodySchema.safeParse(input);
  if (!parsed.success) return apiError(c, 400, 'E-mail and password are required', 'email');

  let token: string;
  if ('token' in parsed.data) {
    token = parsed.data.token;
  } else {
    const url = `${c.get('domain').upstreams.oauth}/login`;
    const headers = buildUpstreamHeaders(c);
    headers.delete('authorization');
    headers.set('content-type', 'application/json');
    let res: Response;
    try {
      res = await upstreamFetch(
        c.env,
        url,
        { method: 'POST', headers, body: JSON.stringify(parsed.data) },
        {
          timeoutMs: c.get('domain').upstreams.timeoutMs,
        },
      );
    } catch (e) {
      if (e instanceof UpstreamError) return passError(c, e, 'The shop cannot be reached');
      throw e;
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok)
      return passError(c, new UpstreamError('http', res.status, url, 'login refused', answer), 'Login failed');
    try {
      token = validateAnswer(LoginResponseSchema, answer, url).data.access_token;
    } catch (e) {
      if (e instanceof UpstreamError) return passError(c, e, 'Login failed');
      throw e;
    }
  }
  return startSession(c, token);
}

/**
 * The login form's fields as the browser posts them (pages/login/page.tsx): e-mail and password (a
 * token login is a script's or a link's, never this form's), and where the shopper was going.
 */
const LoginFormSchema = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1000).optional(),
  redirect: z.string().max(2000).optional(),
});

/**
 * The login form posted by the browser itself (scripts blocked, or tapped before the page was live):
 * the same try as the script's (logIn: limit, validation, store, cookies; CSRF is the proxy's
 * same-origin check, before this), answered with pages. Success: 303 to where the shopper was going
 * (the form's `redirect`, checked like the page's `?redirect=`, else the account dashboard), with the
 * session cookies and the "logged in" message. Refused: 303 back to the login page (and its
 * `?redirect=`) with why, as a flash the login page shows in its form; what was typed never goes into
 * a URL. A restricted-group account: the login page's redirect modal (`?restricted=1`), as the
 * script does it.
 */
async function loginByForm(c: Context<AppEnv>): Promise<Response> {
  c.header('cache-control', 'no-store');
  const fields = LoginFormSchema.safeParse((await readFormFields(c)) ?? {});
  const form = fields.success ? fields.data : {};
  const target = safeRedirectPath(form.redirect);
  const loginPage = formPagePath(c, 'login');
  const back = target ? `${loginPage}?redirect=${encodeURIComponent(target)}` : loginPage;
  if (!fields.success) return backToForm(c, { page: loginPage, refusal: 'login-failed', location: back });
  const answer = await logIn(c, { email: form.email?.trim(), password: form.password });
  if (answer.ok) {
    const next = target ?? pathFor('user-dashboard');
    setFlashCookie(c, 'logged-in', next.replace(/[?#].*$/, ''));
    return c.redirect(next, 303);
  }
  if (answer.status === 403 && (await refusedAsRestricted(answer))) {
    return c.redirect(`${loginPage}?restricted=1`, 303);
  }
  const refusal: LoginRefusal =
    answer.status === 429 ? 'login-limited' : answer.status >= 500 ? 'login-unavailable' : 'login-failed';
  // What was typed stays typed (never the password): the login page fills the e-mail in again.
  const typed = form.email?.trim();
  return backToForm(c, {
    page: loginPage,
    refusal,
    echo: typed ? [COOKIE.loginEmail, typed] : undefined,
    location: back,
  });
}

/** Whether a 403 of logIn is the restricted-group refusal (restrictedAnswer), not the store's own. */
async function refusedAsRestricted(answer: Response): Promise<boolean> {
  const body: unknown = await answer.json().catch(() => null);
  const parsed = RefusalSchema.safeParse(body);
  return parsed.success && parsed.data.errors.some((e) => e.field === 'restricted');
}
const RefusalSchema = z.object({ errors: z.array(z.object({ field: z.string().optional() }).loose()) });

/**
 * POST /api/oauth/login-as (issue 11.4): the shopper confirmed "Log in as …?" on the login page.
 * The token never travels in a URL the page keeps: the login loader moved it from the link into
 * the HttpOnly `login-as-token` cookie and redirected to a clean URL. The current session ends
 * first. A plain form post (no script) is answered with a redirect, a fetch with JSON.
 */
export async function loginAs(c: Context<AppEnv>): Promise<Response> {
  const fromForm = wantsPage(c);
  if (await overLoginLimit(c)) return tooManyRequests(c, 'LOGIN_RATE_LIMIT');
  const token = getCookie(c, COOKIE.loginAs);
  clearCookie(c, COOKIE.loginAs, true);
  if (!token || !LOGIN_TOKEN.test(token)) {
    if (fromForm) return c.redirect(pathFor('login'), 303);
    return apiError(c, 400, 'The login-as link has expired; open it again', 'token');
  }
  const current = c.get('session').token;
  if (current) await endUpstreamSession(c, current);
  clearSessionCookies(c);
  const answer = await startSession(c, token);
  if (!fromForm) return answer;
  c.header('cache-control', 'no-store');
  return c.redirect(answer.ok ? '/' : pathFor('login'), 303);
}

/**
 * POST /api/oauth/logout: tells the store (best effort) and clears every session cookie
 * (clearSessionCookies). The account menu's logout is a form, so a tap before hydration works too:
 * a plain form post (the browser asks for HTML) is answered with the login page (303), a fetch with JSON.
 */
export async function logout(c: Context<AppEnv>): Promise<Response> {
  const fromForm = wantsPage(c);
  const token = c.get('session').token;
  if (token) await endUpstreamSession(c, token);
  clearSessionCookies(c);
  c.header('cache-control', 'no-store');
  if (fromForm) {
    // The page that posted could not leave its "logged out" message: the login page shows this one.
    setFlashCookie(c, 'logged-out', pathFor('login'));
    return c.redirect(pathFor('login'), 303);
  }
  return c.json({ data: { loggedOut: true } });
}
