import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { LoginPageData } from './page';
import { safeRedirectPath } from '../../client/components/account/safe-redirect';
import { pathFor } from '../../shared/routes';
import { COOKIE, COOKIE_MAX_AGE, clearCookie, setCredentialCookie, setFlashCookie } from '../../worker/cookies';
import { LOGIN_REFUSALS } from '../../shared/flash-cookie';
import { takePageFlash } from '../../worker/http/form-refusal';
import { fetchUser, overLoginLimit } from '../../worker/proxy/auth-routes';
import { retryAfterSeconds } from '../../worker/middleware/rate-limit';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { loadShellData } from '../../worker/upstream/shell-data';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import type { LoaderContext, LoaderResult, PageLoader } from '../../worker/loaders/page-loader';

const LOGIN_TOKEN = /^[A-Za-z0-9._~+/=-]{8,4096}$/;
/** The clean URL of the login-as confirmation (no token in it). */
const LOGIN_AS_QUERY = 'loginAs';

/** Login-as state for the page (a token is there): who the link logs in as, or why it cannot. */
async function loginAsState(ctx: LoaderContext, token: string): Promise<LoginPageData['loginAs']> {
  const { c } = ctx;
  // Each look-up asks the store about a token: a login try, counted like one (issue 26.6).
  if (await overLoginLimit(c)) {
    const seconds = retryAfterSeconds('LOGIN_RATE_LIMIT');
    c.header('retry-after', String(seconds));
    return { state: 'limited', seconds };
  }
  const user = await fetchUser(c, token);
  if (user instanceof UpstreamError) {
    clearCookie(c, COOKIE.loginAs, true);
    return { state: 'invalid' };
  }
  return { state: 'confirm', email: user.email };
}

/**
 * SPEC 4 login-as-user without a token: a danger flash message, and the shopper goes home (no session
 * is touched). The message waits in the flash cookie for the home page (shared/flash-cookie.ts).
 */
function loginAsWithoutToken(c: LoaderContext['c']): LoaderResult<LoginPageData> {
  clearCookie(c, COOKIE.loginAs, true);
  setFlashCookie(c, 'login-as-missing', '/');
  c.header('cache-control', 'private, no-store');
  return { kind: 'redirect', location: '/', status: 302 };
}

/**
 * Why the login form posted by the browser itself was refused (worker/proxy/auth-routes.ts
 * loginByForm left it in the flash cookie of this page), and the e-mail it was posted with: the
 * message in the shopper's language for the form to show as the server renders it (so it shows
 * without a script), and the e-mail to fill in again. Taken here, once: the cookies are cleared in
 * the same answer, so neither a reload nor the page's script shows them again.
 */
function refusedLogin(c: LoaderContext['c'], pagePath: string): Pick<LoginPageData, 'refusal' | 'email'> {
  const taken = takePageFlash(c, pagePath, LOGIN_REFUSALS, COOKIE.loginEmail);
  if (!taken) return { refusal: null, email: null };
  const refusal = taken.id;
  const typed = TypedEmailSchema.safeParse(taken.echo);
  const seconds = retryAfterSeconds('LOGIN_RATE_LIMIT');
  const message = c.get('t')(LOGIN_REFUSALS[refusal], refusal === 'login-limited' ? { seconds } : undefined);
  return { refusal: message, email: typed.success ? typed.data : null };
}
/** What the worker put there: the trimmed e-mail as typed (it may be what was wrong with the try). */
const TypedEmailSchema = z.string().min(1).max(320);

/**
 * `/prihlasit`: e-mail and password (SPEC 5), `?redirect=` back to a same-site path only (resolved,
 * then checked: safeRedirectPath), `?restricted=1` after a restricted-group logout (opens the
 * redirect modal). Login-as-user (SPEC 4, issue 11.4): `?token=` is moved at once into an HttpOnly
 * cookie and the browser is sent to `?loginAs=1`, so the token never sits in the HTML, the page
 * data, the history or a Referer; that page asks "Log in as …?" and only its POST logs in.
 * A logged-in visitor goes on to where they wanted.
 */
export const loader: PageLoader<LoginPageData> = async (ctx) => {
  const { c, url, query } = ctx;
  if (query.has('token')) {
    const token = (query.get('token') ?? '').trim();
    c.set('referrerPolicy', 'no-referrer');
    if (!LOGIN_TOKEN.test(token)) return loginAsWithoutToken(c);
    setCredentialCookie(c, COOKIE.loginAs, token, COOKIE_MAX_AGE.loginAs);
    c.header('cache-control', 'private, no-store');
    return { kind: 'redirect', location: `${pathFor('login')}?${LOGIN_AS_QUERY}=1`, status: 302 };
  }
  const redirect = safeRedirectPath(query.get('redirect'));
  const refused = refusedLogin(c, url.pathname);
  const loginAsRequested = query.get(LOGIN_AS_QUERY) === '1';
  if (c.get('session').token && !loginAsRequested && query.get('restricted') !== '1') {
    return { kind: 'redirect', location: redirect ?? '/uzivatel/prehled', status: 302 };
  }
  let loginAsToken: string | null = null;
  if (loginAsRequested) {
    c.set('referrerPolicy', 'no-referrer');
    loginAsToken = getCookie(c, COOKIE.loginAs) ?? '';
    if (!LOGIN_TOKEN.test(loginAsToken)) return loginAsWithoutToken(c);
  }
  const [{ globals }, loginAs] = await Promise.all([
    loadShellData(c),
    loginAsToken !== null ? loginAsState(ctx, loginAsToken) : Promise.resolve(null),
  ]);
  const t = c.get('t');
  return {
    kind: 'ok',
    data: {
      redirect,
      restricted: query.get('restricted') === '1',
      ...refused,
      restrictedGroups: globals.restrictedGroups,
      loginAs,
    },
    meta: {
      title: `${t('account.login.title')} | ${t('shell.siteName')}`,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
  };
};
