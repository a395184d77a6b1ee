import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { COOKIE, COOKIE_MAX_AGE, clearCookie, setCredentialCookie } from '../cookies';
import { PAGE_DATA_PREFIX } from '../../shared/page-payload';
import { PREFERENCE_FORM_PATH } from '../../shared/preference-form';
import { UpstreamError } from '../upstream/upstream-error';
import { runInBackground } from '../run-in-background';
import { clearSessionCookies, endUpstreamSession, fetchUser, isRestrictedUser } from '../proxy/auth-routes';
import { apiError } from '../proxy/api-errors';
import { t } from '../../shared/i18n/dictionary';
import { hasFreshStamp, stampSession } from './session-stamp';

/**
 * Issue 11.5: the store's word on a session, asked at most once per SESSION_CHECK_TTL_S per browser.
 *
 * Without it a token the store no longer knows (401), or a user moved into a restricted group
 * (SPEC 4: they cannot stay logged in), kept a "logged in" shell and working cart and order calls
 * on every page whose loader makes no authenticated call. So before pages, page data and the API
 * proxy, a request with a token and no fresh stamp asks the store `GET /user`:
 *
 * - valid → a fresh stamp (`session-checked`: the check time, HMAC-signed for this token with
 *   USER_COOKIE_SECRET, HttpOnly); a valid stamp means no upstream call at all;
 * - 401 → the session cookies go and the request goes on as anonymous;
 * - a restricted group → the same, the store is told (logout), and the `session-ended` marker
 *   makes the next page view open the SPEC 4 redirect modal (`/prihlasit?restricted=1`);
 * - anything else (5xx, time-out, a malformed answer) → an outage is not a 401: the session stays,
 *   no stamp is set, so the next request asks again.
 *
 * How each kind of request answers an ended session:
 * - page → restricted: 302 to the login page's redirect modal; expired: the page, as anonymous;
 * - page data (`/__data`, client navigation) → a non-JSON 401, on which the client router loads the
 *   page in full (its fallback), so the whole shell (header, prices) follows the ended session;
 * - API → 401 in the store's error envelope (`field: "restricted"` for a restricted group).
 */

const RESTRICTED_MARKER = 'restricted';
/** The login page with the SPEC 4 redirect modal open (where a restricted user's session ends). */
export const RESTRICTED_MODAL_PATH = '/prihlasit?restricted=1';

type CheckedKind = 'api' | 'page-data' | 'page';

/** Paths that never personalise by the session: no check (images above all: many per page). */
const UNCHECKED_PREFIXES = ['/image/', '/__ops', '/__demo', PREFERENCE_FORM_PATH, '/sitemaps/'];
const UNCHECKED_PATHS = new Set(['/robots.txt', '/sitemap.xml']);

function checkedKind(c: Context<AppEnv>): CheckedKind | null {
  const path = c.req.path;
  // Login, login-as and logout replace or end the session themselves.
  if (path.startsWith('/api/')) return path.startsWith('/api/oauth/') ? null : 'api';
  if (path === PAGE_DATA_PREFIX || path.startsWith(`${PAGE_DATA_PREFIX}/`)) return 'page-data';
  if (UNCHECKED_PATHS.has(path) || UNCHECKED_PREFIXES.some((p) => path.startsWith(p))) return null;
  return c.req.method === 'GET' || c.req.method === 'HEAD' ? 'page' : null;
}

type Verdict = 'valid' | 'expired' | 'restricted' | 'unknown';

/** The store's word on the token: one `GET /user` (restricted groups: the rule login uses). */
async function askStore(c: Context<AppEnv>, token: string): Promise<Verdict> {
  const user = await fetchUser(c, token);
  if (user instanceof UpstreamError) return user.kind === 'http' && user.status === 401 ? 'expired' : 'unknown';
  try {
    return (await isRestrictedUser(c, user.groups)) ? 'restricted' : 'valid';
  } catch (error) {
    // No globals to read the restricted groups from: unknown, like any other outage.
    if (error instanceof UpstreamError) return 'unknown';
    throw error;
  }
}

/**
 * Ends the session in this browser: the session cookies go and the rest of this request is
 * anonymous (the guest cart stays: it is not the account's). A restricted user's token is also
 * ended at the store (in the background: the answer does not wait for it).
 */
export function endSession(c: Context<AppEnv>, reason: 'expired' | 'restricted'): void {
  const session = c.get('session');
  if (reason === 'restricted' && session.token) runInBackground(c, endUpstreamSession(c, session.token));
  clearSessionCookies(c);
  c.set('session', {
    groups: [],
    ...(session.guestToken ? { guestToken: session.guestToken } : {}),
    personalisingCookieSent: true,
  });
}

/** Asks the next page view to open the redirect modal (the session ended on an API call or page data). */
function rememberRestricted(c: Context<AppEnv>): void {
  setCredentialCookie(c, COOKIE.sessionEnded, RESTRICTED_MARKER, COOKIE_MAX_AGE.sessionEnded);
}

/** A full page view after a restricted user's session ended: the login page with the redirect modal. */
function toRestrictedModal(c: Context<AppEnv>): Response {
  c.header('cache-control', 'private, no-store');
  return c.redirect(RESTRICTED_MODAL_PATH, 302);
}

/** The API's answer to a request whose session just ended (the store's error envelope). */
export function sessionEndedAnswer(c: Context<AppEnv>, reason: 'expired' | 'restricted'): Response {
  const locale = c.get('locale');
  return reason === 'restricted'
    ? apiError(c, 401, t(locale, 'errors.restrictedGroup'), 'restricted')
    : apiError(c, 401, t(locale, 'errors.sessionExpired'));
}

/** An API call of a user found in a restricted group: the session ends and the call answers 401. */
export function refuseRestrictedSession(c: Context<AppEnv>): Response {
  endSession(c, 'restricted');
  rememberRestricted(c);
  return sessionEndedAnswer(c, 'restricted');
}

/** Page data of an ended session: not JSON, so the client router loads the page in full. */
function reloadAnswer(c: Context<AppEnv>): Response {
  c.header('cache-control', 'private, no-store');
  return c.text('The session has ended; load the page again.', 401);
}

/** Checks the session (see above); registered before pages, page data and the API proxy. */
export const checkSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const kind = checkedKind(c);
  if (!kind) return next();
  // A restricted user's session ended on an earlier request: this page view opens the modal.
  if (kind !== 'api' && getCookie(c, COOKIE.sessionEnded) !== undefined) {
    if (kind === 'page-data') return reloadAnswer(c);
    clearCookie(c, COOKIE.sessionEnded, true);
    const here = new URL(c.req.url);
    if (`${here.pathname}${here.search}` !== RESTRICTED_MODAL_PATH) return toRestrictedModal(c);
  }
  const token = c.get('session').token;
  if (!token || (await hasFreshStamp(c, token))) return next();
  const verdict = await askStore(c, token);
  if (verdict === 'valid') await stampSession(c, token);
  if (verdict === 'valid' || verdict === 'unknown') return next();
  if (kind === 'api' && verdict === 'restricted') return refuseRestrictedSession(c);
  endSession(c, verdict);
  if (kind === 'api') return sessionEndedAnswer(c, verdict);
  if (kind === 'page') return verdict === 'restricted' ? toRestrictedModal(c) : next();
  if (verdict === 'restricted') rememberRestricted(c);
  return reloadAnswer(c);
};
