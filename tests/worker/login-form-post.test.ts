// The login form posted by the browser itself (scripts blocked, or a tap before the page is live):
// POST /api/oauth/login with the form's fields is answered with pages (303s), through the same
// limit, validation, store call, cookies and CSRF check as the script's JSON login.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { sameOrigin, setCookies } from './fake-upstream';
import { inOneLimitWindow } from './rate-limit-window';
import { SK, expectSessionRedirect, formPostsTo } from './browser-form-post';

const PASSWORD = 'Demo1234!';

/** Each try from its own address: the per-address login limit of one test never touches another. */
let ip = 0;
const nextIp = () => `198.51.99.${++ip}`;
const { formHeaders, postForm, crossSiteHeaders } = formPostsTo('/api/oauth/login', '198.51.100');

const flashOf = (res: Response) => setCookies(res).get('flash');

/**
 * A fresh account of the test's own (logins are limited per account, 10 a minute): the demo accounts
 * other files log in with are not spent here.
 */
let accounts = 0;
async function ownAccount(): Promise<string> {
  const email = `form-login-${Date.now()}-${++accounts}@example.sk`;
  const registered = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/api/v1/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      firstName: 'Formulár',
      lastName: 'Bez skriptu',
      callbackUrl: `${SK}/aktivovat`,
    }),
  });
  expect(registered.ok, await registered.clone().text()).toBe(true);
  return email;
}

describe('the login form posted without a script', () => {
  test('good credentials: 303 to the account dashboard with the HttpOnly session cookie', async () => {
    const res = await postForm({ email: ` ${await ownAccount()} `, password: PASSWORD });
    const session = expectSessionRedirect(res, '/uzivatel/prehled');
    // The dashboard says it worked, once its script runs.
    expect(flashOf(res)).toMatch(/^flash=logged-in;.*Path=\/uzivatel\/prehled/);
    // The token itself is never in the answer's body.
    expect(await res.text()).not.toContain(session.slice('apollo-token='.length).split(';')[0]);
  });

  test('the session it sets opens the account: the dashboard answers 200, not a redirect to login', async () => {
    const res = await postForm({ email: await ownAccount(), password: PASSWORD });
    const cookie = [...setCookies(res).values()].map((line) => line.split(';')[0]).join('; ');
    const dashboard = await SELF.fetch(`${SK}/uzivatel/prehled`, {
      headers: { cookie: `closed-modals=age-18; ${cookie}` },
      redirect: 'manual',
    });
    expect(dashboard.status).toBe(200);
  });

  test('multipart (enctype="multipart/form-data") is read too', async () => {
    const body = new FormData();
    body.set('email', await ownAccount());
    body.set('password', PASSWORD);
    const headers = formHeaders();
    delete headers['content-type']; // fetch writes the boundary
    const res = await SELF.fetch(`${SK}/api/oauth/login`, { method: 'POST', headers, body, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/uzivatel/prehled');
    expect(setCookies(res).get('apollo-token')).toMatch(/^apollo-token=[^;]+/);
  });

  test('the redirect target the login page carried is followed when it is a same-site path', async () => {
    const res = await postForm({ email: await ownAccount(), password: PASSWORD, redirect: '/kosik?krok=1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/kosik?krok=1');
    expect(flashOf(res)).toMatch(/Path=\/kosik(;|$)/);
  });

  test.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.com',
    '/%2e//evil.com',
    'javascript:alert(1)',
    '/prihlasit',
    '/api/oauth/logout',
    '/x;Domain=evil.example',
  ])('an off-site or unsafe target (%s) is not followed: the dashboard instead', async (target) => {
    const res = await postForm({ email: await ownAccount(), password: PASSWORD, redirect: target });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(new URL(location, SK).origin).toBe(SK);
    expect(location.startsWith('//')).toBe(false);
    if (target === '/x;Domain=evil.example') {
      // On the site, but no cookie attribute rides in on the path.
      expect(flashOf(res) ?? '').not.toMatch(/Domain=/i);
      return;
    }
    expect(location).toBe('/uzivatel/prehled');
  });

  test('wrong password: 303 back to the login page with the flash for it, no session, no password in the URL', async () => {
    const email = await ownAccount();
    const res = await postForm({ email, password: 'zle-heslo-123', redirect: '/kosik' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toBe('/prihlasit?redirect=%2Fkosik');
    expect(location).not.toContain('zle-heslo');
    expect(location).not.toContain(email.split('@')[0]);
    expect(flashOf(res)).toMatch(/^flash=login-failed;.*Path=\/prihlasit/);
    expect(setCookies(res).get('apollo-token') ?? '').not.toMatch(/apollo-token=[^;]/);
    // The e-mail waits for the login page only, out of scripts' reach; the password nowhere.
    const typed = setCookies(res).get('login-email') ?? '';
    expect(decodeURIComponent(typed)).toContain(`login-email=${email};`);
    expect(typed).toMatch(/HttpOnly/i);
    expect(typed).toMatch(/Path=\/prihlasit(;|$)/);
    expect(res.headers.getSetCookie().join('\n')).not.toContain('zle-heslo');
  });

  test('the login page fills the refused e-mail in again, once', async () => {
    const cookie = `closed-modals=age-18; flash=login-failed; login-email=${encodeURIComponent('jana+test@example.sk')}`;
    const page = await SELF.fetch(`${SK}/prihlasit`, { headers: { cookie } });
    const html = await page.text();
    expect(/<input[^>]*name="email"[^>]*value="jana\+test@example\.sk"/.test(html), 'the e-mail field filled in').toBe(
      true,
    );
    expect(setCookies(page).get('login-email')).toMatch(/^login-email=;.*Path=\/prihlasit/);
  });

  test('the login page shows that flash in its form, in the shopper’s language, once', async () => {
    for (const [host, text] of [
      [SK, 'Prihlásenie sa nepodarilo. Skontrolujte e-mail a heslo.'],
      ['https://www.eshop-demo.cz', 'Přihlášení se nepodařilo. Zkontrolujte e-mail a heslo.'],
    ] as const) {
      const page = await SELF.fetch(`${host}/prihlasit`, {
        headers: { cookie: 'closed-modals=age-18; flash=login-failed' },
        redirect: 'manual',
      });
      expect(page.status).toBe(200);
      const html = await page.text();
      // (Booleans, so a failure does not print the whole page.)
      expect(html.includes(text), `the refusal "${text}" in the page`).toBe(true);
      expect(/<form[^>]*action="\/api\/oauth\/login"/.test(html), 'the form posts to the login route').toBe(true);
      // Taken: the cookie goes in the same answer, so neither a reload nor the script shows it again.
      expect(setCookies(page).get('flash')).toMatch(/^flash=;.*Path=\/prihlasit/);
      expect(page.headers.get('cache-control')).toContain('no-store');
    }
    const de = await SELF.fetch(`${SK}/prihlasit`, {
      headers: { cookie: 'closed-modals=age-18; flash=login-failed; locale=de' },
    });
    const german = 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail und Passwort.';
    expect((await de.text()).includes(german), 'the German refusal').toBe(true);
  });

  test('refused on the German login page (/anmelden): back to that page, which shows it in German', async () => {
    const res = await postForm(
      { email: await ownAccount(), password: 'falsches-passwort' },
      formHeaders({ referer: `${SK}/anmelden` }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/anmelden');
    expect(flashOf(res)).toMatch(/^flash=login-failed;.*Path=\/anmelden/);
    const page = await SELF.fetch(`${SK}/anmelden`, {
      headers: { cookie: 'closed-modals=age-18; flash=login-failed' },
    });
    const german = 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail und Passwort.';
    expect((await page.text()).includes(german), 'the German refusal on /anmelden').toBe(true);
    expect(setCookies(page).get('flash')).toMatch(/^flash=;.*Path=\/anmelden/);
    // A Referer that is not a login page (or not this site) names no page to go back to.
    for (const referer of ['https://evil.example/anmelden', `${SK}/kosik`]) {
      const other = await postForm({ email: 'x@example.sk', password: 'y' }, formHeaders({ referer }));
      expect(other.headers.get('location')).toBe('/prihlasit');
    }
  });

  test('invalid input (no e-mail, a bad e-mail, no password): the same flash, never a 500', async () => {
    const inputs: Record<string, string>[] = [
      { password: PASSWORD },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.sk' },
      {},
    ];
    for (const fields of inputs) {
      const res = await postForm(fields);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/prihlasit');
      expect(flashOf(res)).toMatch(/^flash=login-failed;/);
    }
    const huge = await postForm({ email: `${'a'.repeat(400)}@demo.sk`, password: 'x'.repeat(1500) });
    expect(huge.status).toBe(303);
    expect(flashOf(huge)).toMatch(/^flash=login-failed;/);
  });

  test('a restricted-group account gets no session and the login page’s redirect modal', async () => {
    const res = await postForm({ email: 'blokovany@demo.sk', password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/prihlasit?restricted=1');
    expect(setCookies(res).get('apollo-token') ?? '').not.toMatch(/apollo-token=[^;]/);
  });

  test('too many tries for one account: the rate limit’s flash, and the page says how long to wait', async () => {
    await inOneLimitWindow('LOGIN_RATE_LIMIT', async () => {
      const email = `nikto-formular-${Date.now()}@example.sk`;
      let last: Response | undefined;
      for (let i = 0; i < 12; i++) last = await postForm({ email, password: `zle-${i}` });
      expect(last?.status).toBe(303);
      expect(last?.headers.get('location')).toBe('/prihlasit');
      expect(flashOf(last!)).toMatch(/^flash=login-limited;/);
    });
    const page = await SELF.fetch(`${SK}/prihlasit`, {
      headers: { cookie: 'closed-modals=age-18; flash=login-limited' },
    });
    expect((await page.text()).includes('Skúste to prosím znova o 60 s.'), 'how long to wait').toBe(true);
  });

  test('a cross-site form post is refused before any login is tried', async () => {
    for (const headers of crossSiteHeaders()) {
      const res = await postForm({ email: 'zakaznik@demo.sk', password: PASSWORD }, headers);
      // Refused by the proxy's same-origin check: nothing was tried (no login counted, no cookie).
      expect(res.status).toBe(403);
      expect(setCookies(res).get('apollo-token')).toBeUndefined();
    }
  });

  test('the JSON login of the page’s script is unchanged: 200 with the user, no redirect', async () => {
    const email = await ownAccount();
    const res = await SELF.fetch(`${SK}/api/oauth/login`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), accept: 'application/json', 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { user: { email } } });
    expect(setCookies(res).get('apollo-token')).toMatch(/^apollo-token=[^;]+/);
    expect(setCookies(res).get('flash')).toBeUndefined();
    const wrong = await SELF.fetch(`${SK}/api/oauth/login`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ email, password: 'zle-heslo-123' }),
    });
    expect(wrong.status).toBe(401);
  });
});
