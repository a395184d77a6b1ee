import { env } from 'cloudflare:test';
import { signCookieValue } from '../../worker/middleware/signed-cookies';
import { describe, expect, test } from 'vitest';
import { Hono } from 'hono';
import { callApp, fakeUpstream, sessionStampCookie, setCookies } from './fake-upstream';

// The middleware's result is visible on the wire as cookies and as the spec 7 headers the proxy
// sends upstream; both are asserted here.
const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

async function upstreamHeadersFor(url: string, init: RequestInit & { cf?: Record<string, unknown> } = {}) {
  up.reset();
  const res = await callApp(up, url, init);
  expect(res.status).toBe(200);
  const call = up.callsTo('/api/v1/products/1')[0];
  expect(call).toBeDefined();
  return { res, headers: call!.headers };
}

describe('locale', () => {
  test('default locale per site, no cookie written', async () => {
    const sk = await upstreamHeadersFor(`${SK}/api/v1/products/1`);
    expect(sk.headers['x-inspishop-locale']).toBe('sk');
    expect(sk.res.headers.getSetCookie()).toEqual([]);
    const cz = await upstreamHeadersFor(`${CZ}/api/v1/products/1`);
    expect(cz.headers['x-inspishop-locale']).toBe('cs');
    expect(cz.headers['x-inspishop-default-locale']).toBe('cs');
    expect(cz.headers['x-inspishop-domain']).toBe('cz');
  });

  test('?locale= stores a 365-day cookie', async () => {
    const { res, headers } = await upstreamHeadersFor(`${SK}/api/v1/products/1?locale=de`);
    expect(headers['x-inspishop-locale']).toBe('de');
    const cookie = setCookies(res).get('locale');
    expect(cookie).toContain('locale=de');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  test('cookie is used; an unknown value is replaced, never an error', async () => {
    expect(
      (await upstreamHeadersFor(`${SK}/api/v1/products/1`, { headers: { cookie: 'locale=de' } })).headers[
        'x-inspishop-locale'
      ],
    ).toBe('de');
    const bad = await upstreamHeadersFor(`${SK}/api/v1/products/1`, { headers: { cookie: 'locale=%E0%A4%A' } });
    expect(bad.headers['x-inspishop-locale']).toBe('sk');
    expect(setCookies(bad.res).get('locale')).toContain('locale=sk');
    // cs is not offered on the Slovak site
    expect(
      (await upstreamHeadersFor(`${SK}/api/v1/products/1`, { headers: { cookie: 'locale=cs' } })).headers[
        'x-inspishop-locale'
      ],
    ).toBe('sk');
  });
});

describe('currency precedence: query > cookie > geo-IP > default', () => {
  const currency = async (url: string, init: RequestInit & { cf?: Record<string, unknown> } = {}) =>
    (await upstreamHeadersFor(url, init)).headers['x-inspishop-currency'];

  test('default per site without a country', async () => {
    expect(await currency(`${SK}/api/v1/products/1`)).toBe('EUR');
    expect(await currency(`${CZ}/api/v1/products/1`)).toBe('CZK');
  });

  test('geo-IP: EUR outside CZ, CZK in CZ (currency-from-IP on)', async () => {
    expect(await currency(`${CZ}/api/v1/products/1`, { cf: { country: 'SK' } })).toBe('EUR');
    expect(await currency(`${CZ}/api/v1/products/1`, { cf: { country: 'AT' } })).toBe('EUR');
    expect(await currency(`${CZ}/api/v1/products/1`, { cf: { country: 'CZ' } })).toBe('CZK');
    expect(await currency(`${SK}/api/v1/products/1`, { cf: { country: 'CZ' } })).toBe('CZK');
    expect(await currency(`${SK}/api/v1/products/1`, { cf: { country: 'SK' } })).toBe('EUR');
  });

  test('cookie beats geo-IP', async () => {
    expect(
      await currency(`${CZ}/api/v1/products/1`, { cf: { country: 'SK' }, headers: { cookie: 'currency=CZK' } }),
    ).toBe('CZK');
  });

  test('query beats cookie, is upper-cased and stored', async () => {
    const { res, headers } = await upstreamHeadersFor(`${CZ}/api/v1/products/1?currency=eur`, {
      cf: { country: 'CZ' },
      headers: { cookie: 'currency=CZK' },
    });
    expect(headers['x-inspishop-currency']).toBe('EUR');
    const cookie = setCookies(res).get('currency');
    expect(cookie).toContain('currency=EUR');
    expect(cookie).toContain('Max-Age=31536000');
  });

  test('a currency the site does not offer is ignored (query) and removed (cookie)', async () => {
    expect(await currency(`${SK}/api/v1/products/1?currency=USD`)).toBe('EUR');
    const { res, headers } = await upstreamHeadersFor(`${SK}/api/v1/products/1`, {
      headers: { cookie: 'currency=XXX' },
      cf: { country: 'CZ' },
    });
    expect(headers['x-inspishop-currency']).toBe('CZK');
    expect(setCookies(res).get('currency')).toContain('Max-Age=0');
  });

  test('dev-only country override (ALLOW_COUNTRY_OVERRIDE=true)', async () => {
    expect(await currency(`${CZ}/api/v1/products/1?__country=sk`, { cf: { country: 'CZ' } })).toBe('EUR');
    expect(
      await currency(`${CZ}/api/v1/products/1`, { cf: { country: 'CZ' }, headers: { cookie: 'dev-country=SK' } }),
    ).toBe('EUR');
    up.reset();
    await callApp(
      up,
      `${CZ}/api/v1/products/1?__country=SK`,
      { cf: { country: 'CZ' } },
      { ALLOW_COUNTRY_OVERRIDE: 'false' },
    );
    expect(up.callsTo('/api/v1/products/1')[0]!.headers['x-inspishop-currency']).toBe('CZK');
  });
});

describe('tracking cookies', () => {
  test('UTM parameters: one cookie, 30 days', async () => {
    const res = await callApp(up, `${SK}/api/v1/products/1?utm_source=news&utm_medium=email&utm_campaign=jar`);
    const cookie = setCookies(res).get('utm')!;
    expect(cookie).toContain('Max-Age=2592000');
    expect(decodeURIComponent(cookie.split(';')[0]!.slice(4))).toBe(
      JSON.stringify({ campaign: 'jar', medium: 'email', source: 'news' }),
    );
  });

  test('cjevent: 30 days, path /, Secure; only when present and different', async () => {
    const first = setCookies(await callApp(up, `${SK}/api/v1/products/1?cjevent=abc123`)).get('cjevent')!;
    expect(first).toContain('cjevent=abc123');
    expect(first).toContain('Max-Age=2592000');
    expect(first).toContain('Path=/');
    expect(first).toContain('Secure');
    const same = await callApp(up, `${SK}/api/v1/products/1?cjevent=abc123`, { headers: { cookie: 'cjevent=abc123' } });
    expect(setCookies(same).has('cjevent')).toBe(false);
    const none = await callApp(up, `${SK}/api/v1/products/1`, { headers: { cookie: 'cjevent=abc123' } });
    expect(setCookies(none).has('cjevent')).toBe(false);
    const changed = await callApp(up, `${SK}/api/v1/products/1?cjevent=def456`, {
      headers: { cookie: 'cjevent=abc123' },
    });
    expect(setCookies(changed).get('cjevent')).toContain('cjevent=def456');
  });

  test('IDP campaign code cookie', async () => {
    const cookie = setCookies(await callApp(up, `${SK}/api/v1/products/1?IDP=JAR2026`)).get('idp')!;
    expect(cookie).toContain('idp=JAR2026');
    expect(cookie).toContain('Max-Age=2592000');
  });

  test('malformed tracking cookies are dropped, not an error', async () => {
    const res = await callApp(up, `${SK}/api/v1/products/1`, {
      headers: { cookie: 'utm={not json; cjevent=%zz%; idp=' },
    });
    expect(res.status).toBe(200);
    expect(setCookies(res).get('utm')).toContain('Max-Age=0');
  });
});

describe('session cookies → upstream headers', () => {
  test('token, guest token, variant and groups', async () => {
    const { headers } = await upstreamHeadersFor(`${SK}/api/v1/products/1`, {
      headers: {
        cookie: `apollo-token=tok-12345678; ${await sessionStampCookie('tok-12345678')}; guest-cart-token=guest-12345678; user-variant=${await signCookieValue(env, 'user-variant', 'v-b2b', 'tok-12345678')}; user-groups=${await signCookieValue(env, 'user-groups', 'b2b,vip', 'tok-12345678')}`,
      },
    });
    expect(headers.authorization).toBe('Bearer tok-12345678');
    expect(headers['x-guest-token']).toBe('guest-12345678');
    expect(headers['x-inspishop-user-variant']).toBe('v-b2b');
    expect(headers['x-inspishop-user-groups']).toBe('b2b,vip');
    expect(headers['x-inspishop-translation-variant']).toBe('default');
  });

  test('malformed session cookies are not sent and are removed', async () => {
    const { res, headers } = await upstreamHeadersFor(`${SK}/api/v1/products/1`, {
      headers: { cookie: 'apollo-token=bad token!; user-groups=a,,b; user-variant=' },
    });
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-inspishop-user-groups']).toBeUndefined();
    const cookies = setCookies(res);
    expect(cookies.get('apollo-token')).toContain('Max-Age=0');
    expect(cookies.get('user-groups')).toContain('Max-Age=0');
  });
});

test('context variables are available to later handlers', async () => {
  // A tiny app using the same middleware chain proves the Variables contract the renderer reads.
  const { resolveDomain } = await import('../../worker/middleware/resolve-domain');
  const { chooseLocale } = await import('../../worker/middleware/choose-locale');
  const { chooseCurrency } = await import('../../worker/middleware/choose-currency');
  const { securityHeaders } = await import('../../worker/middleware/security-headers');
  const { readSession } = await import('../../worker/middleware/read-session');
  const { readTracking } = await import('../../worker/middleware/read-tracking');
  const { env } = await import('cloudflare:test');
  const probe = new Hono<import('../../worker/env').AppEnv>();
  probe.use(resolveDomain, securityHeaders, chooseLocale, chooseCurrency, readSession, readTracking);
  probe.get('*', (c) =>
    c.json({
      domain: c.var.domain.code,
      locale: c.var.locale,
      currency: c.var.currency,
      country: c.var.country,
      nonce: c.var.nonce,
      session: c.var.session,
      tracking: c.var.tracking,
    }),
  );
  const res = await probe.fetch(
    new Request(`${CZ}/x?utm_source=a&IDP=X1`, {
      headers: {
        cookie: `apollo-token=tok-12345678; user-groups=${await signCookieValue(env, 'user-groups', 'g1', 'tok-12345678')}`,
      },
      cf: { country: 'AT' },
    } as RequestInit),
    env,
  );
  const body = await res.json<Record<string, unknown>>();
  expect(body).toMatchObject({
    domain: 'cz',
    locale: 'cs',
    currency: 'EUR',
    country: 'AT',
    session: { groups: ['g1'] },
    tracking: { utm: { source: 'a' }, idp: 'X1' },
  });
  expect(body.nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
});
