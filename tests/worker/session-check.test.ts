// Issue 11.5 (rest): the worker checks the session on any page view, page data or API call, not
// only where a loader makes an authenticated call: a token the store answers 401 to, or a user in
// a restricted group, ends the session; a signed "session checked" stamp spares the store the
// question for a few minutes; an outage never logs the shopper out. Through the whole storefront
// with the bundled demo backend behind a recorder (upstream calls counted, faults injected).
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COOKIE } from '../../worker/cookies';
import { SESSION_CHECK_TTL_S } from '../../worker/middleware/session-stamp';
import { sessionStampCookie, setCookies } from './fake-upstream';
import { fetchThrough, recordingUpstream } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
const PASSWORD = 'Demo1234!';
const EXPIRED = 'expired-token-1234567890';
/** Entry modals answered, as in every journey: the pages render without them. */
const QUIET = 'closed-modals=age-18,welcome-campaign,discount-code; cookie-consent=necessary';

/** A store token straight from the demo backend (what the auth cookie holds after a login). */
async function storeToken(email: string): Promise<string> {
  const res = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/api/oauth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

const isCleared = (line: string | undefined) => !!line && /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(line);
const cookieHeader = (...pairs: string[]) => [QUIET, ...pairs].join('; ');
/** A stamp as the worker signs it: `checkedAt` seconds, bound to `token`. */
const stampFor = sessionStampCookie;

const up = recordingUpstream();
const userChecks = () => up.calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/user').length;

let customer = '';
/** A fresh token of the restricted user per test: ending their session logs the token out at the store. */
let restricted = '';
beforeAll(async () => {
  // First use migrates and seeds D1; do it once, outside any test's time budget.
  await fetchThrough(up, `${SK}/api/v1/globals`);
  customer = await storeToken('zakaznik@demo.sk');
  expect(customer).not.toBe('');
}, 60_000);

beforeEach(async () => {
  restricted = await storeToken('blokovany@demo.sk');
  expect(restricted).not.toBe('');
  up.reset();
  up.state.fault = null;
  up.state.faultPrefix = '/';
});

/** The shell the page was rendered with says logged in or not. */
const loggedIn = (html: string) => /"loggedIn":(true|false)/.exec(html)?.[1];

describe('a token the store answers 401 to ends the session on any view', () => {
  test.each(['/kosik', '/'])('page %s: the auth cookies go and the page renders as anonymous', async (path) => {
    const { res, body } = await fetchThrough(up, `${SK}${path}`, {
      headers: { cookie: cookieHeader(`apollo-token=${EXPIRED}`) },
    });
    expect(res.status).toBe(200);
    expect(isCleared(setCookies(res).get('apollo-token'))).toBe(true);
    expect(setCookies(res).get(COOKIE.sessionChecked) ?? 'Max-Age=0').toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(loggedIn(body)).toBe('false');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('page data: cleared, and not JSON, so the client router loads the page in full', async () => {
    const { res } = await fetchThrough(up, `${SK}/__data/kosik`, {
      headers: { cookie: cookieHeader(`apollo-token=${EXPIRED}`) },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type') ?? '').not.toContain('json');
    expect(isCleared(setCookies(res).get('apollo-token'))).toBe(true);
  });

  test.each(['/api/v1/cart', '/api/v1/user/orders?page=1&perPage=1'])('API %s: 401, cleared', async (path) => {
    const { res, body } = await fetchThrough(up, `${SK}${path}`, {
      headers: { cookie: cookieHeader(`apollo-token=${EXPIRED}`) },
    });
    expect(res.status).toBe(401);
    expect(JSON.parse(body)).toMatchObject({ errors: [{ status: 401 }] });
    expect(isCleared(setCookies(res).get('apollo-token'))).toBe(true);
  });
});

describe('a user in a restricted group loses the session on any view (SPEC 4)', () => {
  test.each(['/kosik', '/'])(
    'page %s: cleared, and the login page opens the redirect modal (store told to log out)',
    async (path) => {
      const { res } = await fetchThrough(up, `${SK}${path}`, {
        headers: { cookie: cookieHeader(`apollo-token=${restricted}`, await stampFor(restricted, 1)) },
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/prihlasit?restricted=1');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const jar = setCookies(res);
      expect(isCleared(jar.get('apollo-token'))).toBe(true);
      expect(isCleared(jar.get('user-groups'))).toBe(true);
      expect(isCleared(jar.get(COOKIE.sessionChecked))).toBe(true);
      expect(up.calls.some((call) => call.method === 'POST' && call.path === '/api/oauth/logout')).toBe(true);
    },
  );

  test('the modal page itself renders as anonymous with the modal open', async () => {
    const { res, body } = await fetchThrough(up, `${SK}/prihlasit?restricted=1`, { headers: { cookie: QUIET } });
    expect(res.status).toBe(200);
    expect(loggedIn(body)).toBe('false');
    expect(body).toContain('"restricted":true');
  });

  test('page data: cleared, not JSON (full load), and the full load then opens the modal', async () => {
    const { res } = await fetchThrough(up, `${SK}/__data/kosik`, {
      headers: { cookie: cookieHeader(`apollo-token=${restricted}`) },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type') ?? '').not.toContain('json');
    const jar = setCookies(res);
    expect(isCleared(jar.get('apollo-token'))).toBe(true);
    const marker = jar.get(COOKIE.sessionEnded) ?? '';
    expect(marker).toMatch(/HttpOnly/i);
    // The router's full load of /kosik, with what the browser now holds: the modal, once.
    const next = await fetchThrough(up, `${SK}/kosik`, {
      headers: { cookie: cookieHeader(marker.split(';')[0]!) },
      redirect: 'manual',
    });
    expect(next.res.status).toBe(302);
    expect(next.res.headers.get('location')).toBe('/prihlasit?restricted=1');
    expect(isCleared(setCookies(next.res).get(COOKIE.sessionEnded))).toBe(true);
  });

  test.each(['/api/v1/cart', '/api/v1/user/orders?page=1&perPage=1', '/api/v1/user'])(
    'API %s: 401 "restricted", cleared, never the store data',
    async (path) => {
      const { res, body } = await fetchThrough(up, `${SK}${path}`, {
        headers: { cookie: cookieHeader(`apollo-token=${restricted}`) },
      });
      expect(res.status).toBe(401);
      expect(JSON.parse(body)).toMatchObject({ errors: [{ status: 401, field: 'restricted' }] });
      expect(isCleared(setCookies(res).get('apollo-token'))).toBe(true);
      expect(setCookies(res).get(COOKIE.sessionEnded)).toMatch(/session-ended=restricted/);
      expect(up.calls.some((call) => call.path === '/api/v1/cart' || call.path === '/api/v1/user/orders')).toBe(false);
    },
  );
});

describe('a valid session is confirmed once per few minutes', () => {
  test('no stamp: one GET /user, then a signed HttpOnly stamp; with it the next views ask nothing', async () => {
    const first = await fetchThrough(up, `${SK}/kosik`, {
      headers: { cookie: cookieHeader(`apollo-token=${customer}`) },
    });
    expect(first.res.status).toBe(200);
    expect(loggedIn(first.body)).toBe('true');
    expect(userChecks()).toBe(1);
    const stamp = setCookies(first.res).get(COOKIE.sessionChecked) ?? '';
    expect(stamp).toMatch(/HttpOnly/i);
    expect(stamp).toMatch(/Secure/i);
    expect(stamp).toMatch(/SameSite=Lax/i);
    expect(stamp).toContain(`Max-Age=${SESSION_CHECK_TTL_S}`);
    expect(isCleared(setCookies(first.res).get('apollo-token') ?? 'kept')).toBe(false);

    const cookie = cookieHeader(`apollo-token=${customer}`, stamp.split(';')[0]!);
    for (const path of ['/kosik', '/', '/__data/kosik', '/api/v1/cart']) {
      up.reset();
      const { res } = await fetchThrough(up, `${SK}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      expect(userChecks(), path).toBe(0);
      expect(setCookies(res).has(COOKIE.sessionChecked), path).toBe(false);
    }
  });

  test('a tampered, transplanted or old stamp is ignored: the store is asked again', async () => {
    const good = await stampFor(customer);
    const [name, value] = good.split('=') as [string, string];
    const [time, signature] = value.split('~') as [string, string];
    const tampered = `${name}=${Number(time) + 100}~${signature}`;
    const otherToken = await stampFor(await storeToken('firma@demo.sk'));
    const old = await stampFor(customer, Math.floor(Date.now() / 1000) - SESSION_CHECK_TTL_S - 1);
    const future = await stampFor(customer, Math.floor(Date.now() / 1000) + 3600);
    for (const stamp of [tampered, otherToken, old, future, `${name}=${time}`]) {
      up.reset();
      const { res } = await fetchThrough(up, `${SK}/kosik`, {
        headers: { cookie: cookieHeader(`apollo-token=${customer}`, stamp) },
      });
      expect(res.status, stamp).toBe(200);
      expect(userChecks(), stamp).toBe(1);
      expect(setCookies(res).get(COOKIE.sessionChecked), stamp).toMatch(/session-checked=\d+~/);
    }
  });

  test('login stamps the session: the first page after it asks nothing', async () => {
    const login = await fetchThrough(up, `${SK}/api/oauth/login`, {
      method: 'POST',
      headers: { origin: SK, 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.77' },
      body: JSON.stringify({ email: 'zakaznik@demo.sk', password: PASSWORD }),
    });
    expect(login.res.status).toBe(200);
    const cookie = [...setCookies(login.res).values()].map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toContain(`${COOKIE.sessionChecked}=`);
    up.reset();
    const { res } = await fetchThrough(up, `${SK}/kosik`, { headers: { cookie: `${QUIET}; ${cookie}` } });
    expect(res.status).toBe(200);
    expect(userChecks()).toBe(0);
  });
});

describe('an outage is not a 401: the session stays', () => {
  test('the store answers 5xx to the check: page and API answer as logged in, no stamp', async () => {
    up.state.fault = { kind: 'status', status: 503 };
    up.state.faultPrefix = '/api/v1/user';
    const { res, body } = await fetchThrough(up, `${SK}/kosik`, {
      headers: { cookie: cookieHeader(`apollo-token=${customer}`) },
    });
    expect(res.status).toBe(200);
    expect(loggedIn(body)).toBe('true');
    expect(setCookies(res).has('apollo-token')).toBe(false);
    expect(setCookies(res).has(COOKIE.sessionChecked)).toBe(false);
    const api = await fetchThrough(up, `${SK}/api/v1/cart`, {
      headers: { cookie: cookieHeader(`apollo-token=${customer}`) },
    });
    expect(api.res.status).toBe(200);
    expect(setCookies(api.res).has('apollo-token')).toBe(false);
    expect(userChecks()).toBe(2);
  });

  test('the check times out: the call is answered, the session stays, no stamp', async () => {
    up.state.fault = { kind: 'hang' };
    up.state.faultPrefix = '/api/v1/user';
    const domains = JSON.stringify({ domains: { sk: { upstreams: { timeoutMs: 100 } } } });
    const { res } = await fetchThrough(
      up,
      `${SK}/api/v1/cart`,
      { headers: { cookie: cookieHeader(`apollo-token=${customer}`) } },
      { DOMAINS_JSON: domains },
    );
    expect(res.status).not.toBe(401);
    expect(setCookies(res).has('apollo-token')).toBe(false);
    expect(setCookies(res).has(COOKIE.sessionChecked)).toBe(false);
  });
});
