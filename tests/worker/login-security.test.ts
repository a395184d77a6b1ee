// Issue 11.3 (open redirect after login), 11.4 (login CSRF through login-as) and 11.5 (restricted
// groups enforced by the worker), through the whole storefront and the bundled demo backend.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { sameOrigin, setCookies } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';
const PASSWORD = 'Demo1234!';

/** Each login from its own address: the login rate limit of one test never touches another. */
let ip = 0;
const nextIp = () => `192.0.2.${++ip}`;

async function loginCookie(email: string): Promise<string> {
  const res = await SELF.fetch(`${SK}/api/oauth/login`, {
    method: 'POST',
    headers: { ...sameOrigin(SK), 'cf-connecting-ip': nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return [...setCookies(res).values()].map((c) => c.split(';')[0]).join('; ');
}

/** A store token straight from the demo backend (what a login-as link carries). */
async function storeToken(email: string): Promise<string> {
  const res = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/api/oauth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

const isCleared = (line: string | undefined) => !!line && /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(line);

/** One session of the demo customer for the whole file (logins per account are rate limited). */
let customerCookie = '';
beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`);
  customerCookie = await loginCookie('zakaznik@demo.sk');
}, 60_000);

const RESOLVES_OFF_SITE = [
  '/.//evil.com',
  '/%2e//evil.com',
  '/x/..//evil.com',
  '/x/%2e%2e//evil.com',
  '/./%5cevil.com',
];

describe('open redirect after login (issue 11.3)', () => {
  test.each(RESOLVES_OFF_SITE)('logged in, ?redirect=%s stays on the site', async (target) => {
    const cookie = customerCookie;
    const res = await SELF.fetch(`${SK}/prihlasit?redirect=${encodeURIComponent(target)}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, SK).origin).toBe(SK);
  });

  test.each(RESOLVES_OFF_SITE)('anonymous, ?redirect=%s is not in the page or its data', async (target) => {
    const html = await (await SELF.fetch(`${SK}/prihlasit?redirect=${encodeURIComponent(target)}`)).text();
    expect(html).not.toMatch(/"redirect":"\/\//);
    const data = (await (await SELF.fetch(`${SK}/__data/prihlasit?redirect=${encodeURIComponent(target)}`)).json()) as {
      data: { redirect: string | null };
    };
    expect(data.data.redirect).toBeNull();
  });
});

describe('login-as asks first (issue 11.4)', () => {
  test('the link moves the token into an HttpOnly cookie and redirects to a clean URL, logging nobody in', async () => {
    const token = await storeToken('firma@demo.sk');
    const current = customerCookie;
    const res = await SELF.fetch(`${SK}/prihlasit?token=${encodeURIComponent(token)}`, {
      headers: { cookie: current },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/prihlasit?loginAs=1');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const jar = setCookies(res);
    expect(jar.get('login-as-token')).toMatch(/HttpOnly/i);
    // The current session is untouched until the shopper confirms.
    expect(jar.has('apollo-token')).toBe(false);
    expect(await res.text()).not.toContain(token);
  });

  test('the confirmation page names the account, never holds the token, sends no Referer', async () => {
    const token = await storeToken('firma@demo.sk');
    const cookie = `login-as-token=${token}`;
    const res = await SELF.fetch(`${SK}/prihlasit?loginAs=1`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain('firma@demo.sk');
    expect(html).toContain('data-testid="login-as-form"');
    expect(html).toContain('method="post"');
    expect(html).not.toContain(token);
    const data = await (await SELF.fetch(`${SK}/__data/prihlasit?loginAs=1`, { headers: { cookie } })).text();
    expect(data).not.toContain(token);
    expect(data).toContain('"state":"confirm"');
  });

  test('only the confirming POST (same origin) logs in; a cross-site one is refused', async () => {
    const token = await storeToken('firma@demo.sk');
    const cookie = `login-as-token=${token}`;
    const crossSite = await SELF.fetch(`${SK}/api/oauth/login-as`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(crossSite.status).toBe(403);
    const res = await SELF.fetch(`${SK}/api/oauth/login-as`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), cookie, 'cf-connecting-ip': nextIp() },
    });
    expect(res.status).toBe(200);
    const jar = setCookies(res);
    expect(jar.get('apollo-token')).toContain(`apollo-token=${token}`);
    expect(isCleared(jar.get('login-as-token'))).toBe(true);
    expect(await res.text()).not.toContain(token);
  });

  test('a login-as link without a token sends the shopper home with a danger flash message (SPEC 4)', async () => {
    for (const path of ['/prihlasit?token=', '/prihlasit?token=%20%20']) {
      const res = await SELF.fetch(`${SK}${path}`, { headers: { cookie: customerCookie }, redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(res.headers.get('cache-control')).toContain('no-store');
      const jar = setCookies(res);
      expect(jar.get('flash')).toMatch(/^flash=login-as-missing;.*Path=\/(;|$)/);
      expect(jar.get('flash')).not.toMatch(/HttpOnly/i);
      expect(isCleared(jar.get('login-as-token'))).toBe(true);
      // The current session is untouched.
      expect(jar.has('apollo-token')).toBe(false);
    }
  });

  test('the confirmation page without a parked token also goes home with the flash message', async () => {
    const res = await SELF.fetch(`${SK}/prihlasit?loginAs=1`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(setCookies(res).get('flash')).toMatch(/^flash=login-as-missing;/);
  });

  test('without the cookie the POST is a clear 400', async () => {
    const res = await SELF.fetch(`${SK}/api/oauth/login-as`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), 'cf-connecting-ip': nextIp() },
    });
    expect(res.status).toBe(400);
  });
});

describe('restricted groups and dead tokens end the session at the worker (issue 11.5)', () => {
  test('password login of a restricted user: 403 "restricted", no cookie', async () => {
    const res = await SELF.fetch(`${SK}/api/oauth/login`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ email: 'blokovany@demo.sk', password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'restricted', status: 403 }] });
    expect(setCookies(res).get('apollo-token') ?? '').not.toMatch(/apollo-token=[^;]/);
  });

  test('login-as a restricted user: 403, no session', async () => {
    const token = await storeToken('blokovany@demo.sk');
    const res = await SELF.fetch(`${SK}/api/oauth/login-as`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), cookie: `login-as-token=${token}`, 'cf-connecting-ip': nextIp() },
    });
    expect(res.status).toBe(403);
    expect(setCookies(res).get('apollo-token') ?? '').not.toContain(token);
  });

  test('a restricted token already in the cookie: /api/v1/user answers 401 "restricted" and clears the session', async () => {
    const token = await storeToken('blokovany@demo.sk');
    const res = await SELF.fetch(`${SK}/api/v1/user`, { headers: { cookie: `apollo-token=${token}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'restricted', status: 401 }] });
    expect(isCleared(setCookies(res).get('apollo-token'))).toBe(true);
  });

  test('a token the store answers 401 to is cleared on any API call, not only under /uzivatel', async () => {
    const res = await SELF.fetch(`${SK}/api/v1/user/orders?page=1&perPage=1`, {
      headers: { cookie: 'apollo-token=expired-token-1234567890' },
    });
    expect(res.status).toBe(401);
    expect(isCleared(setCookies(res).get('apollo-token'))).toBe(true);
  });
});

describe('logout forgets every session cookie (issue 26.7)', () => {
  test('a parked login-as token (another account’s full token) goes with the session', async () => {
    const cookie = `${await loginCookie('zakaznik@demo.sk')}; login-as-token=someone-elses-token-1234567890`;
    const res = await SELF.fetch(`${SK}/api/oauth/logout`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), cookie },
    });
    expect(res.status).toBe(200);
    const cleared = setCookies(res);
    for (const name of ['apollo-token', 'user-variant', 'user-groups', 'session-checked', 'login-as-token']) {
      expect(cleared.get(name), name).toMatch(/Max-Age=0/i);
    }
  });
});
