// Security headers on every kind of answer (pages, page data, API, redirects, errors, assets,
// images), the CSP nonce on every inline script of real pages, and every cookie the worker sets
// with its exact attributes (SPEC 6 and 9 lifetimes; HttpOnly on credentials; SameSite everywhere;
// Secure over https and always in production, never over http in development: issue 27).
// Issue 6 "Resilience": headers.
import { beforeAll, describe, expect, test } from 'vitest';
import { ACCESS_TOKEN, GUEST_TOKEN, callApp, clearKv, fakeUpstream, sameOrigin } from './fake-upstream';
import { fetchThrough, recordingUpstream } from './recording-upstream';
import { productionEnv } from './production-env';
import type { Env } from '../../worker/env';

const SK = 'https://www.eshop-demo.sk';
const real = recordingUpstream();
const fake = fakeUpstream();

function expectSecurityHeaders(res: Response, label: string): void {
  const h = res.headers;
  const csp = h.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, `${label}: CSP nonce`).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
  for (const directive of [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp, `${label}: CSP ${directive}`).toContain(directive);
  }
  expect(csp, `${label}: no unsafe script sources`).not.toMatch(/script-src[^;]*'unsafe-(?:inline|eval)'/);
  expect(h.get('strict-transport-security'), `${label}: HSTS`).toBe('max-age=31536000; includeSubDomains');
  expect(h.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(h.get('referrer-policy'), `${label}: referrer policy`).toBe('strict-origin-when-cross-origin');
  expect(h.get('x-frame-options'), `${label}: X-Frame-Options`).toBe('DENY');
}

/** Every executable inline script carries the response's nonce; so does every inline style. */
function expectNonceOnInlineScripts(res: Response, html: string, label: string): void {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(scripts.length, `${label}: has scripts`).toBeGreaterThan(0);
  for (const tag of scripts) {
    // Data blocks (JSON, JSON-LD) do not execute; external scripts are allowed by 'strict-dynamic' from the nonce'd entry.
    if (/type="application\/(?:ld\+)?json"/.test(tag)) continue;
    expect(tag, `${label}: script without the nonce`).toContain(`nonce="${nonce}"`);
  }
  for (const tag of html.match(/<style\b[^>]*>/gi) ?? [])
    expect(tag, `${label}: style without the nonce`).toContain(`nonce="${nonce}"`);
}

let productPath = '/produkt/unknown';
beforeAll(async () => {
  await fetchThrough(real, `${SK}/api/v1/globals`); // migrate and seed the demo backend once
  const { body } = await fetchThrough(real, `${SK}/api/v1/products/1`);
  productPath = `/produkt/${(JSON.parse(body) as { data: { slug: string } }).data.slug}`;
}, 60_000);

describe('security headers on every kind of answer (real demo backend)', () => {
  const cases: [string, string, number, RequestInit?][] = [
    ['home page', '/', 200],
    ['category page', '/masazne-oleje', 200],
    ['product page', 'PRODUCT', 200],
    ['search page', '/hladat?q=olej', 200],
    ['CMS page', '/test-bezpecnosti', 200],
    ['page data', '/__data/kontakt', 200],
    ['API read through the proxy', '/api/v1/globals', 200],
    ['API answer made by the proxy (not allow-listed)', '/api/v1/admin', 404],
    ['API CSRF refusal', '/api/v1/cart/items', 403, { method: 'POST', body: '{}' }],
    ['canonical redirect', '/Kontakt/', 301],
    ['redirect from the content redirect lookup', '/stara-kategoria', 301],
    ['guest redirected to login', '/uzivatel/prehled', 302],
    ['404 page', '/toto-neexistuje-vobec', 404],
    ['image', '/image/product-w255-h270-crop-upscale/products/1.jpg', 200],
    ['asset file', '/robots.txt', 200],
    ['missing asset', '/assets/nie-je-tu.js', 404],
    ['health check', '/__health', 200],
  ];
  test.each(cases)('%s (%s)', async (label, path, status, init) => {
    const { res } = await fetchThrough(real, `${SK}${path === 'PRODUCT' ? productPath : path}`, {
      redirect: 'manual',
      ...init,
    });
    expect(res.status, label).toBe(status);
    expectSecurityHeaders(res, label);
  });

  test('the whole policy, word for word: the Slovak site without a tag manager, the Czech one with its hosts', async () => {
    const policy = (tags: string, nonce: string) =>
      [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        `style-src 'self' 'nonce-${nonce}'`,
        "style-src-attr 'unsafe-inline'",
        `img-src 'self' data:${tags}`,
        "font-src 'self'",
        `connect-src 'self'${tags}`,
        "worker-src 'self'",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ');
    const tagHosts = ' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
    const seen = new Set<string>();
    for (const [url, tags] of [
      [`${SK}/`, ''],
      [`${SK}/__health`, ''],
      ['https://www.eshop-demo.cz/', tagHosts],
      [`${SK}/`, ''],
    ] as const) {
      const { res } = await fetchThrough(real, url, { redirect: 'manual' });
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(csp, url).toBe(policy(tags, nonce));
      // Every answer has a nonce of its own.
      expect(seen.has(nonce), url).toBe(false);
      seen.add(nonce);
    }
  });

  test('hashed asset files too', async () => {
    const home = await fetchThrough(real, `${SK}/`);
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(home.body)?.[1];
    expect(asset).toBeDefined();
    const { res } = await fetchThrough(real, `${SK}${asset}`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, asset!);
  });

  test('the fallback page (upstream down, no shell data cached): headers, and its inline style has the nonce', async () => {
    const down = recordingUpstream();
    down.state.fault = { kind: 'status', status: 500 };
    await clearKv();
    const { res, body } = await fetchThrough(down, `${SK}/kontakt`);
    expect(res.status).toBe(500);
    expectSecurityHeaders(res, 'fallback page');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
    const styles = body.match(/<style\b[^>]*>/gi) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
    expect(body).not.toMatch(/<script\b/i);
  });
});

describe('the CSP nonce is on every inline script of real pages', () => {
  test.each([
    '/',
    '/masazne-oleje',
    'PRODUCT',
    '/hladat?q=olej',
    '/kosik',
    '/prihlasit',
    '/test-bezpecnosti',
    '/clanky/ako-vybrat-lubrikacny-gel',
    '/toto-neexistuje',
  ])('%s', async (path) => {
    const url = `${SK}${path === 'PRODUCT' ? productPath : path}`;
    const a = await fetchThrough(real, url);
    const b = await fetchThrough(real, url);
    expect(a.res.status).toBeLessThan(500);
    expectNonceOnInlineScripts(a.res, a.body, path);
    // Fresh per response: a nonce is never reused (not even from a cached page).
    const nonceA = /'nonce-([^']+)'/.exec(a.res.headers.get('content-security-policy')!)![1]!;
    expect(b.res.headers.get('content-security-policy')).not.toContain(nonceA);
    expect(b.body).not.toContain(nonceA);
  });
});

/** `name=value; A=b; Flag` → { name, value, attrs } with attribute names as written. */
function parseSetCookie(line: string): { name: string; value: string; attrs: Record<string, string | true> } {
  const [pair, ...rest] = line.split(/;\s*/);
  const eq = pair!.indexOf('=');
  const attrs: Record<string, string | true> = {};
  for (const part of rest) {
    const i = part.indexOf('=');
    if (i < 0) attrs[part] = true;
    else attrs[part.slice(0, i)] = part.slice(i + 1);
  }
  return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attrs };
}

function cookieOf(res: Response, name: string) {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  expect(line, `Set-Cookie ${name}`).toBeDefined();
  return parseSetCookie(line!);
}

const DAY = 24 * 3600;
const readable = (maxAge: number) => ({ 'Max-Age': String(maxAge), Path: '/', Secure: true, SameSite: 'Lax' });
const credential = (maxAge: number) => ({
  'Max-Age': String(maxAge),
  Path: '/',
  HttpOnly: true,
  Secure: true,
  SameSite: 'Lax',
});

/**
 * Every Set-Cookie line of a shopper journey on `origin`: preferences and tracking, a login (auth
 * token, signed variant and groups, session stamp), a guest cart, a bad cookie removed, a logout.
 */
async function journeyCookies(origin: string, envOverrides: Partial<Env> = {}): Promise<string[]> {
  const lines: string[] = [];
  const sameSite = sameOrigin(origin);
  for (const [url, init] of [
    [`${origin}/?locale=de&currency=CZK&utm_source=a&cjevent=b&IDP=c`, {}],
    [
      `${origin}/api/oauth/login`,
      {
        method: 'POST',
        headers: sameSite,
        body: JSON.stringify({ email: 'j@example.sk', password: 'correct-horse' }),
      },
    ],
    [`${origin}/api/v1/cart/items`, { method: 'POST', headers: sameSite, body: '{"id":1,"amount":1}' }],
    [`${origin}/api/v1/products/1`, { headers: { cookie: 'guest-cart-token=%zz; currency=USD' } }],
    [
      `${origin}/api/oauth/logout`,
      { method: 'POST', headers: { ...sameSite, cookie: `apollo-token=${ACCESS_TOKEN}` } },
    ],
  ] as const) {
    const res = await callApp(fake, url, init as RequestInit, envOverrides);
    lines.push(...res.headers.getSetCookie());
    // The language switcher on the home page moves to the German home (issue 32): the browser's
    // next request, which keeps the rest of the query (currency, campaign tags).
    if (url.includes('?locale=de')) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/startseite?currency=CZK&utm_source=a&cjevent=b&IDP=c');
      const next = `${origin}${res.headers.get('location')}`;
      lines.push(...(await callApp(fake, next, {}, envOverrides)).headers.getSetCookie());
    }
  }
  return lines;
}

describe('every cookie the worker sets, with its exact attributes', () => {
  test('locale: 365 days, readable by the page', async () => {
    const res = await callApp(fake, `${SK}/api/v1/products/1?locale=de`);
    expect(cookieOf(res, 'locale')).toEqual({ name: 'locale', value: 'de', attrs: readable(365 * DAY) });
  });

  test('currency: 365 days, readable', async () => {
    const res = await callApp(fake, `${SK}/api/v1/products/1?currency=czk`);
    expect(cookieOf(res, 'currency')).toEqual({ name: 'currency', value: 'CZK', attrs: readable(365 * DAY) });
  });

  test('utm, cjevent, idp: 30 days, readable', async () => {
    const res = await callApp(fake, `${SK}/api/v1/products/1?utm_source=news&utm_medium=mail&cjevent=abc123&IDP=camp1`);
    expect(cookieOf(res, 'utm')).toEqual({
      name: 'utm',
      value: encodeURIComponent(JSON.stringify({ medium: 'mail', source: 'news' })),
      attrs: readable(30 * DAY),
    });
    expect(cookieOf(res, 'cjevent')).toEqual({ name: 'cjevent', value: 'abc123', attrs: readable(30 * DAY) });
    expect(cookieOf(res, 'idp')).toEqual({ name: 'idp', value: 'camp1', attrs: readable(30 * DAY) });
  });

  test('apollo-token (auth): 7 days, HttpOnly, Secure, SameSite; user-variant and user-groups 7 days', async () => {
    const res = await callApp(fake, `${SK}/api/oauth/login`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ email: 'jana@example.sk', password: 'correct-horse' }),
    });
    expect(res.status).toBe(200);
    expect(cookieOf(res, 'apollo-token')).toEqual({
      name: 'apollo-token',
      value: ACCESS_TOKEN,
      attrs: credential(7 * DAY),
    });
    // Signed by the worker (issue 11.7): `<value>~<HMAC>`.
    expect(cookieOf(res, 'user-variant')).toMatchObject({ name: 'user-variant', attrs: readable(7 * DAY) });
    expect(cookieOf(res, 'user-variant').value).toMatch(/^variant-b2b~[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(res, 'user-groups')).toMatchObject({ name: 'user-groups', attrs: readable(7 * DAY) });
    expect(decodeURIComponent(cookieOf(res, 'user-groups').value)).toMatch(/^b2b,vip~[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('guest-cart-token: 1 day, HttpOnly, Secure, SameSite', async () => {
    const res = await callApp(fake, `${SK}/api/v1/cart/items`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ id: 1, amount: 1 }),
    });
    expect(cookieOf(res, 'guest-cart-token')).toEqual({
      name: 'guest-cart-token',
      value: GUEST_TOKEN,
      attrs: credential(1 * DAY),
    });
  });

  test('dev-country (development only): a session cookie, Secure and SameSite like the rest', async () => {
    const res = await callApp(fake, `${SK}/api/v1/products/1?__country=CZ`, {}, { ALLOW_COUNTRY_OVERRIDE: 'true' });
    expect(cookieOf(res, 'dev-country')).toEqual({
      name: 'dev-country',
      value: 'CZ',
      attrs: { Path: '/', Secure: true, SameSite: 'Lax' },
    });
    const prod = await callApp(fake, `${SK}/api/v1/products/1?__country=CZ`, {}, { ALLOW_COUNTRY_OVERRIDE: 'false' });
    expect(prod.headers.getSetCookie().some((l) => l.startsWith('dev-country='))).toBe(false);
  });

  test('logout clears the credentials with the attributes they were set with', async () => {
    const res = await callApp(fake, `${SK}/api/oauth/logout`, {
      method: 'POST',
      headers: { ...sameOrigin(), cookie: `apollo-token=${ACCESS_TOKEN}` },
    });
    const auth = cookieOf(res, 'apollo-token');
    expect(auth.value).toBe('');
    expect(auth.attrs).toMatchObject({ 'Max-Age': '0', Path: '/', HttpOnly: true, Secure: true, SameSite: 'Lax' });
    for (const name of ['user-variant', 'user-groups']) {
      expect(cookieOf(res, name).attrs).toMatchObject({ 'Max-Age': '0', Path: '/', Secure: true, SameSite: 'Lax' });
    }
  });

  test('malformed credentials are removed HttpOnly; malformed preferences are replaced', async () => {
    const res = await callApp(fake, `${SK}/api/v1/products/1`, {
      headers: { cookie: 'apollo-token=<x>; guest-cart-token=%zz; locale=xx; currency=USD; utm=nope' },
    });
    for (const name of ['apollo-token', 'guest-cart-token'])
      expect(cookieOf(res, name).attrs).toMatchObject({
        'Max-Age': '0',
        HttpOnly: true,
        Secure: true,
        SameSite: 'Lax',
        Path: '/',
      });
    expect(cookieOf(res, 'locale')).toEqual({ name: 'locale', value: 'sk', attrs: readable(365 * DAY) });
    for (const name of ['currency', 'utm'])
      expect(cookieOf(res, name).attrs).toMatchObject({ 'Max-Age': '0', Secure: true, SameSite: 'Lax', Path: '/' });
  });

  // Issue 32: `?locale=de` on a page with a German URL of its own is the language switcher's move, a 302
  // there that keeps the rest of the query; the landing is stored across the move, every cookie once.
  test('a landing on a page (not only an API call) stores currency, locale and tracking, across the move to the German URL', async () => {
    const query = 'currency=CZK&utm_source=news&cjevent=abc123&IDP=camp1';
    const { res: move } = await fetchThrough(
      real,
      `${SK}/kontakt?currency=CZK&locale=de&utm_source=news&cjevent=abc123&IDP=camp1`,
      {
        redirect: 'manual',
      },
    );
    expect(move.status).toBe(302);
    expect(move.headers.get('location')).toBe(`/kontaktformular?${query}`);
    const stored = move.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    const { res } = await fetchThrough(real, `${SK}/kontaktformular?${query}`, {
      redirect: 'manual',
      headers: { cookie: stored },
    });
    expect(res.status).toBe(200);
    const set = [...move.headers.getSetCookie(), ...res.headers.getSetCookie()];
    const both = new Response(null, { headers: set.map((line): [string, string] => ['set-cookie', line]) });
    expect(cookieOf(both, 'currency')).toEqual({ name: 'currency', value: 'CZK', attrs: readable(365 * DAY) });
    expect(cookieOf(both, 'locale')).toEqual({ name: 'locale', value: 'de', attrs: readable(365 * DAY) });
    expect(cookieOf(both, 'utm').attrs).toEqual(readable(30 * DAY));
    expect(cookieOf(both, 'cjevent').attrs).toEqual(readable(30 * DAY));
    expect(cookieOf(both, 'idp').attrs).toEqual(readable(30 * DAY));
    // Each once: nothing doubled by the page renderer, nothing stored again after the move.
    expect(both.headers.getSetCookie()).toHaveLength(5);
  });

  test('a bad auth cookie on a page is removed there too', async () => {
    const { res } = await fetchThrough(real, `${SK}/kontakt`, { headers: { cookie: 'apollo-token=<bad>' } });
    expect(cookieOf(res, 'apollo-token').attrs).toMatchObject({
      'Max-Age': '0',
      HttpOnly: true,
      Secure: true,
      SameSite: 'Lax',
      Path: '/',
    });
  });

  test('a plain page view sets no cookie at all (cacheable, nothing personal)', async () => {
    const { res } = await fetchThrough(real, `${SK}/kontakt`);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  test('no cookie set by the worker lacks Secure or SameSite, across a shopper journey', async () => {
    const lines = await journeyCookies(SK);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const line of lines) {
      const { attrs } = parseSetCookie(line);
      expect(attrs, line).toMatchObject({ Secure: true, SameSite: 'Lax', Path: '/' });
      expect(attrs.Domain, line).toBeUndefined();
    }
  });
});

describe('Secure only over https (WebKit stores no Secure cookie sent over http, issue 27)', () => {
  const HTTP = 'http://sk.localhost:8787';

  test('over http in development (local dev, previews): every cookie and every deletion without Secure', async () => {
    const lines = await journeyCookies(HTTP);
    const names = new Set(lines.map((line) => parseSetCookie(line).name));
    for (const name of ['locale', 'currency', 'utm', 'apollo-token', 'user-variant', 'user-groups', 'guest-cart-token'])
      expect([...names], name).toContain(name);
    expect(
      lines.some((line) => parseSetCookie(line).attrs['Max-Age'] === '0'),
      'a deletion among them',
    ).toBe(true);
    for (const line of lines) {
      const { attrs } = parseSetCookie(line);
      expect(attrs.Secure, line).toBeUndefined();
      expect(attrs, line).toMatchObject({ SameSite: 'Lax', Path: '/' });
    }
  });

  test('the dev-country cookie follows the same rule', async () => {
    const overrides = { ALLOW_COUNTRY_OVERRIDE: 'true' };
    const overHttp = await callApp(fake, `${HTTP}/api/v1/products/1?__country=CZ`, {}, overrides);
    expect(cookieOf(overHttp, 'dev-country').attrs).toEqual({ Path: '/', SameSite: 'Lax' });
    const overHttps = await callApp(fake, `${SK}/api/v1/products/1?__country=CZ`, {}, overrides);
    expect(cookieOf(overHttps, 'dev-country').attrs).toEqual({ Path: '/', Secure: true, SameSite: 'Lax' });
  });

  test('production marks cookies Secure even on a request that arrived as http', async () => {
    const res = await callApp(fake, 'http://www.eshop-demo.sk/kontakt?locale=de', {}, productionEnv());
    const locale = cookieOf(res, 'locale');
    expect(locale.value).toBe('de');
    expect(locale.attrs).toMatchObject({ Secure: true, SameSite: 'Lax', Path: '/' });
  });
});
