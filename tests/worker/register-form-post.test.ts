// The register form posted by the browser itself (scripts blocked, or a tap before the page is live):
// POST /api/v1/register with the form's fields is answered with pages (303s), through the page's own
// rules, the register route's guard (limit, activation link), the same store call and CSRF check as
// the script's JSON registration, which stays as it was.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { sameOrigin, setCookies } from './fake-upstream';
import { inOneLimitWindow } from './rate-limit-window';
import { SK, expectSessionRedirect, formPostsTo } from './browser-form-post';

const PASSWORD = 'Demo1234!';

/** Each test from its own address: the per-address limits of one test never touch another. */
let ip = 0;
const nextIp = () => `198.51.102.${++ip}`;
const { formHeaders, postForm, crossSiteHeaders } = formPostsTo('/api/v1/register', '198.51.101');

let emails = 0;
const freshEmail = () => `form-register-${Date.now()}-${++emails}@example.sk`;

/** The register form as a browser posts it (pages/register/page.tsx: a ticked box is `on`). */
function registration(fields: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Jana',
    lastName: 'Bezskriptová',
    email: freshEmail(),
    phone: '',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    country: 'SVK',
    terms: 'on',
    ...fields,
  };
}

const flashOf = (res: Response) => setCookies(res).get('flash');
const cookieLine = (res: Response) => [...setCookies(res).values()].map((line) => line.split(';')[0]).join('; ');

/** The register page as the browser comes back to it with the refusal's cookies. */
function registerPageWith(res: Response, path = '/registrovat', extra = ''): Promise<Response> {
  return SELF.fetch(`${SK}${path}`, {
    headers: { cookie: `closed-modals=age-18; ${cookieLine(res)}${extra}` },
    redirect: 'manual',
  });
}

/** Whether the store has this account with this password (a JSON login, as the page's script does it). */
async function canLogIn(email: string): Promise<boolean> {
  const res = await SELF.fetch(`${SK}/api/oauth/login`, {
    method: 'POST',
    headers: { ...sameOrigin(SK), 'cf-connecting-ip': nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return res.status === 200;
}

/** An input of the page's HTML by name, with its value (a boolean check, so a failure does not print the page). */
const inputWithValue = (html: string, name: string, value: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="${value.replace(/[.+]/g, '\\$&')}"`).test(html);

describe('the register form posted without a script', () => {
  test('good data: the account is made and logged in, 303 to the dashboard with the session cookie', async () => {
    const fields = registration();
    const res = await postForm(fields);
    expectSessionRedirect(res, '/uzivatel/prehled');
    // The dashboard says thank you (and that the activation link is on its way) as it renders itself.
    expect(flashOf(res)).toMatch(/^flash=registered;.*Path=\/uzivatel\/prehled/);
    expect(res.headers.getSetCookie().join('\n')).not.toContain(PASSWORD);
    // The session opens the account.
    const dashboard = await SELF.fetch(`${SK}/uzivatel/prehled`, {
      headers: { cookie: `closed-modals=age-18; ${cookieLine(res)}` },
      redirect: 'manual',
    });
    expect(dashboard.status).toBe(200);
    const thanks = 'Ďakujeme za registráciu. Na váš e-mail sme poslali odkaz na aktiváciu účtu.';
    expect((await dashboard.text()).includes(thanks), 'the thank-you on the dashboard').toBe(true);
    expect(setCookies(dashboard).get('flash')).toMatch(/^flash=;.*Path=\/uzivatel\/prehled/);
    // Once: the next view has no thank-you.
    const again = await SELF.fetch(`${SK}/uzivatel/prehled`, {
      headers: { cookie: `closed-modals=age-18; ${cookieLine(res).replace(/flash=registered/, 'flash=')}` },
    });
    expect((await again.text()).includes(thanks), 'no thank-you on the next view').toBe(false);
    expect(await canLogIn(fields.email!)).toBe(true);
  });

  test('made but not logged in (here: the login limit is spent): the login page thanks and keeps the e-mail', async () => {
    await inOneLimitWindow('LOGIN_RATE_LIMIT', async () => {
      const headers = formHeaders();
      // This address has spent its logins for the minute.
      for (let i = 0; i < 11; i++)
        await SELF.fetch(`${SK}/api/oauth/login`, {
          method: 'POST',
          headers: { ...sameOrigin(SK), 'cf-connecting-ip': headers['cf-connecting-ip']! },
          body: JSON.stringify({ email: `nikto-${i}@example.sk`, password: 'zle-heslo' }),
        });
      const fields = registration();
      const res = await postForm(fields, headers);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/prihlasit');
      expect(setCookies(res).get('apollo-token')).toBeUndefined();
      expect(flashOf(res)).toMatch(/^flash=login-activate;.*Path=\/prihlasit/);
      const login = await SELF.fetch(`${SK}/prihlasit`, {
        headers: { cookie: `closed-modals=age-18; ${cookieLine(res)}` },
      });
      const html = await login.text();
      expect(html.includes('Ďakujeme za registráciu.'), 'the thank-you on the login page').toBe(true);
      expect(inputWithValue(html, 'email', fields.email!), 'the e-mail filled in').toBe(true);
    });
  });

  test('a company registers with the same call the script makes: its name, IČO and address reach the store', async () => {
    const fields = registration({
      isBusiness: 'on',
      businessName: 'Bez skriptu s.r.o.',
      tin: '270 82 440',
      vatin: '',
      icDph: '',
      street: 'Vinohradská 12',
      city: 'Praha 2',
      postcode: '120 00',
      country: 'CZE',
      newsletter: 'on',
    });
    const res = await postForm(fields);
    expect(res.headers.get('location')).toBe('/uzivatel/prehled');
    const user = await SELF.fetch(`${SK}/api/v1/user`, {
      headers: { cookie: cookieLine(res), accept: 'application/json' },
    });
    expect(await user.json()).toMatchObject({
      data: {
        email: fields.email,
        businessName: 'Bez skriptu s.r.o.',
        tin: '27082440',
        newsletter: true,
        address: { street: 'Vinohradská 12', city: 'Praha 2', postcode: '120 00' },
      },
    });
  });

  test('mismatched passwords: 303 back to the register page, no account, what was typed kept (never the passwords)', async () => {
    const fields = registration({ passwordConfirmation: 'Iné-heslo-99', phone: '+421 900 123 456' });
    const res = await postForm(fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toBe('/registrovat');
    expect(flashOf(res)).toMatch(/^flash=register-invalid;.*Path=\/registrovat(;|$)/);
    expect(setCookies(res).get('apollo-token')).toBeUndefined();
    const echo = setCookies(res).get('register-form') ?? '';
    expect(echo).toMatch(/HttpOnly/i);
    expect(echo).toMatch(/Path=\/registrovat(;|$)/);
    expect(decodeURIComponent(echo)).toContain(fields.email);
    // Neither password in any cookie or in the URL.
    const written = decodeURIComponent(res.headers.getSetCookie().join('\n'));
    expect(written).not.toContain(PASSWORD);
    expect(written).not.toContain('Iné-heslo-99');
    expect(location).not.toContain(fields.email!.split('@')[0]);
    expect(await canLogIn(fields.email!)).toBe(false);

    // The register page shows why beside the confirmation, with the fields filled in again, once.
    const page = await registerPageWith(res);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html.includes('Heslá sa nezhodujú.'), 'the mismatch beside its field').toBe(true);
    expect(html.includes('Registrácia sa nepodarila.'), 'the refusal above the button').toBe(true);
    expect(inputWithValue(html, 'email', fields.email!), 'the e-mail filled in').toBe(true);
    expect(inputWithValue(html, 'firstName', 'Jana'), 'the first name filled in').toBe(true);
    expect(inputWithValue(html, 'phone', '+421 900 123 456'), 'the phone filled in').toBe(true);
    expect(/<input[^>]*name="password"[^>]*value="[^"]/.test(html), 'no password filled in').toBe(false);
    expect(/<form[^>]*action="\/api\/v1\/register"/.test(html), 'the form posts to the register route').toBe(true);
    expect(setCookies(page).get('flash')).toMatch(/^flash=;.*Path=\/registrovat/);
    expect(setCookies(page).get('register-form')).toMatch(/^register-form=;.*Path=\/registrovat/);
  });

  test('an invalid e-mail and unticked terms: each problem beside its field, in the shopper’s language', async () => {
    const res = await postForm(registration({ email: 'nie-je-email', terms: '' }));
    expect(res.headers.get('location')).toBe('/registrovat');
    const html = await (await registerPageWith(res)).text();
    expect(html.includes('Zadajte platnú e-mailovú adresu'), 'the e-mail rule').toBe(true);
    expect(html.includes('Bez súhlasu s podmienkami sa nemôžete zaregistrovať.'), 'the terms rule').toBe(true);
    expect(inputWithValue(html, 'email', 'nie-je-email'), 'what was typed, kept').toBe(true);
    const german = await (await registerPageWith(res, '/registrovat', '; locale=de')).text();
    expect(german.includes('Ohne Zustimmung zu den AGB ist keine Registrierung möglich.'), 'German').toBe(true);
    expect(german.includes('Die Registrierung ist fehlgeschlagen.'), 'German refusal').toBe(true);
    const czech = await SELF.fetch('https://www.eshop-demo.cz/registrovat', {
      headers: { cookie: `closed-modals=age-18; ${cookieLine(res)}` },
    });
    expect((await czech.text()).includes('Registrace se nepodařila.'), 'Czech refusal').toBe(true);
  });

  test('refused on the German register page (/registrieren): back to that page', async () => {
    const res = await postForm(
      registration({ passwordConfirmation: 'x' }),
      formHeaders({ referer: `${SK}/registrieren` }),
    );
    expect(res.headers.get('location')).toBe('/registrieren');
    expect(flashOf(res)).toMatch(/Path=\/registrieren(;|$)/);
    // A Referer that is not a register page (or not this site) names no page to go back to.
    for (const referer of ['https://evil.example/registrieren', `${SK}/prihlasit`]) {
      const other = await postForm(registration({ terms: '' }), formHeaders({ referer }));
      expect(other.headers.get('location')).toBe('/registrovat');
    }
  });

  test('an e-mail that has an account: the store’s refusal beside the e-mail, no session', async () => {
    const fields = registration();
    expect((await postForm(fields)).status).toBe(303);
    const again = await postForm({ ...fields, firstName: 'Druhá' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/registrovat');
    expect(flashOf(again)).toMatch(/^flash=register-invalid;/);
    expect(setCookies(again).get('apollo-token')).toBeUndefined();
    const html = await (await registerPageWith(again)).text();
    expect(html.includes('Tento e-mail je už zaregistrovaný.'), 'e-mail taken').toBe(true);
    expect(inputWithValue(html, 'firstName', 'Druhá'), 'typed kept').toBe(true);
  });

  test('unreadable or oversized input: 303 back with a message, never a 500', async () => {
    const huge = await postForm(registration({ firstName: 'x'.repeat(5000), city: 'y'.repeat(3000) }));
    expect(huge.status).toBe(303);
    expect(huge.headers.get('location')).toBe('/registrovat');
    expect(flashOf(huge)).toMatch(/^flash=register-invalid;/);
    // The echo stays a cookie a browser keeps.
    expect((setCookies(huge).get('register-form') ?? '').length).toBeLessThan(4000);
    expect((await (await registerPageWith(huge)).text()).includes('najviac'), 'too long').toBe(true);
    const empty = await postForm({});
    expect(empty.status).toBe(303);
    expect(flashOf(empty)).toMatch(/^flash=register-invalid;/);
    const broken = await SELF.fetch(`${SK}/api/v1/register`, {
      method: 'POST',
      headers: formHeaders({ 'content-type': 'multipart/form-data; boundary=nope' }),
      body: 'not multipart at all',
      redirect: 'manual',
    });
    expect(broken.status).toBe(303);
  });

  test('a forged echo cookie shows no text of its own and breaks nothing', async () => {
    for (const echo of [
      '{"v":{"email":"a@b.sk"},"e":{"email":{"k":"Zavolajte na 0900 123 456"}}}',
      '{"v":{"password":"leak"},"e":{}}',
      'not json',
      '{"g":{"k":"shell.siteName.__proto__"}}',
    ]) {
      const page = await SELF.fetch(`${SK}/registrovat`, {
        headers: { cookie: `closed-modals=age-18; flash=register-invalid; register-form=${encodeURIComponent(echo)}` },
      });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html.includes('Zavolajte na'), 'no forged text').toBe(false);
      expect(html.includes('leak'), 'no password field from a cookie').toBe(false);
      expect(html.includes('Registrácia sa nepodarila.'), 'the refusal itself').toBe(true);
    }
  });

  test('too many tries: the register limit’s flash, and the page says how long to wait', async () => {
    await inOneLimitWindow('ACCOUNT_RATE_LIMIT', async () => {
      const fields = registration();
      const headers = formHeaders();
      let last: Response | undefined;
      for (let i = 0; i < 12; i++) last = await postForm(fields, headers);
      expect(last?.headers.get('location')).toBe('/registrovat');
      expect(flashOf(last!)).toMatch(/^flash=register-limited;/);
      const html = await (await registerPageWith(last!)).text();
      expect(html.includes('Skúste to prosím znova o 60 s.'), 'how long to wait').toBe(true);
    });
  });

  test('a cross-site form post is refused before anything is registered', async () => {
    for (const headers of crossSiteHeaders()) {
      const fields = registration();
      const res = await postForm(fields, headers);
      expect(res.status).toBe(403);
      expect(setCookies(res).get('apollo-token')).toBeUndefined();
      expect(await canLogIn(fields.email!)).toBe(false);
    }
  });

  test('the JSON registration of the page’s script is unchanged: 201 with the user, no redirect, no session', async () => {
    const email = freshEmail();
    const res = await SELF.fetch(`${SK}/api/v1/register`, {
      method: 'POST',
      headers: { ...sameOrigin(SK), accept: 'application/json', 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        firstName: 'Jana',
        lastName: 'Skriptová',
        terms: true,
        callbackUrl: `${SK}/aktivovat`,
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ data: { email } });
    expect(setCookies(res).get('apollo-token')).toBeUndefined();
    expect(setCookies(res).get('flash')).toBeUndefined();
  });
});
