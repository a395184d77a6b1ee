import { env } from 'cloudflare:test';
import { signCookieValue } from '../../worker/middleware/signed-cookies';
import { productionEnv } from './production-env';
import { describe, expect, test } from 'vitest';
import {
  ACCESS_TOKEN,
  GUEST_TOKEN,
  callApp,
  fakeUpstream,
  sameOrigin,
  sessionStampCookie,
  setCookies,
  userFixture,
} from './fake-upstream';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';

describe('allow-list', () => {
  test.each([
    ['GET', '/api/v1/admin/users'],
    ['DELETE', '/api/v1/user'],
    ['GET', '/api/v1/products'],
    ['PUT', '/api/v1/cart/items/1'],
    ['GET', '/api/v1/products/1/../../admin'],
    ['GET', '/api/v1/products/%2e%2e'],
    ['GET', '/api/v1/user/orders/1/items/export/extra'],
    ['POST', '/api/content/search'],
    ['GET', '/api/content/admin'],
    ['GET', '/api/elsewhere'],
  ])('%s %s → 404 JSON without an upstream call', async (method, path) => {
    up.reset();
    const res = await callApp(up, `${SK}${path}`, {
      method,
      headers: sameOrigin(),
      body: method === 'GET' ? null : '{}',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ errors: [{ status: 404 }] });
    expect(up.calls).toHaveLength(0);
  });

  test('allow-listed calls go through with method, path and query', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/v1/products/42?include=variants&x=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: 42 } });
    expect(up.calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/products/42', search: '?include=variants&x=1' });
    up.reset();
    await callApp(up, `${SK}/api/content/menu-object/mainMenu`);
    expect(up.calls[0]).toMatchObject({ method: 'GET', path: '/content/menu-object/mainMenu' });
  });
});

describe('upstream headers (spec 7)', () => {
  test('built from context and cookies', async () => {
    up.reset();
    const variant = await signCookieValue(env, 'user-variant', 'v1', 'tok-abcdefgh');
    const groups = await signCookieValue(env, 'user-groups', 'a,b,c', 'tok-abcdefgh');
    await callApp(up, 'https://www.eshop-demo.cz/api/v1/products/1?currency=EUR', {
      headers: {
        cookie: `locale=de; apollo-token=tok-abcdefgh; ${await sessionStampCookie('tok-abcdefgh')}; guest-cart-token=guest-abcdefgh; user-variant=${variant}; user-groups=${groups}`,
      },
    });
    const h = up.calls[0]!.headers;
    expect(h).toMatchObject({
      'x-inspishop-locale': 'de',
      'x-inspishop-default-locale': 'cs',
      'x-inspishop-domain': 'cz',
      'x-inspishop-translation-variant': 'default',
      'x-inspishop-currency': 'EUR',
      'x-inspishop-user-variant': 'v1',
      'x-inspishop-user-groups': 'a,b,c',
      authorization: 'Bearer tok-abcdefgh',
      'x-guest-token': 'guest-abcdefgh',
    });
    // Browser headers do not leak upstream.
    expect(h.cookie).toBeUndefined();
  });

  test('a guest has no Authorization header', async () => {
    up.reset();
    await callApp(up, `${SK}/api/v1/products/1`);
    expect(up.calls[0]!.headers.authorization).toBeUndefined();
  });
});

describe('bodies', () => {
  test('bad JSON → 400, no upstream call', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/v1/cart/items`, {
      method: 'POST',
      headers: sameOrigin(),
      body: '{"id": 1,',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ title: 'The request body is not valid JSON', status: 400 }] });
    expect(up.calls).toHaveLength(0);
  });

  test('too large → 413, no upstream call', async () => {
    up.reset();
    const body = JSON.stringify({ comment: 'x'.repeat(70 * 1024) });
    const res = await callApp(up, `${SK}/api/v1/cart/items`, { method: 'POST', headers: sameOrigin(), body });
    expect(res.status).toBe(413);
    expect(up.calls).toHaveLength(0);
  });

  test('valid JSON is forwarded as JSON', async () => {
    up.reset();
    await callApp(up, `${SK}/api/v1/products/5/watchers`, {
      method: 'POST',
      headers: sameOrigin(),
      body: '{"email":"a@b.sk"}',
    });
    // The watcher route reads the store's settings first (watchers on: worker/proxy/settings-guards.ts).
    const forwarded = up.calls.find((call) => call.path.endsWith('/products/5/watchers'));
    expect(forwarded).toMatchObject({ method: 'POST', body: '{"email":"a@b.sk"}' });
    expect(forwarded!.headers['content-type']).toBe('application/json');
  });
});

describe('upstream errors pass through', () => {
  test('status and JSON body kept', async () => {
    const res = await callApp(up, `${SK}/api/v1/cart/coupon`, {
      method: 'POST',
      headers: sameOrigin(),
      body: '{"couponCode":"X"}',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: [{ title: 'Coupon is not valid', field: 'couponCode', status: 422 }] });
  });

  test('upstream down → its 503 with a JSON body', async () => {
    up.state.down = true;
    try {
      const res = await callApp(up, `${SK}/api/v1/products/1`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ errors: [{ title: 'Service unavailable' }] });
    } finally {
      up.state.down = false;
    }
  });

  test('no answer within the time-out → 504 JSON', async () => {
    up.state.hang = true;
    try {
      const domains = JSON.stringify({ domains: { sk: { upstreams: { timeoutMs: 100 } } } });
      const res = await callApp(up, `${SK}/api/v1/products/1`, {}, { DOMAINS_JSON: domains });
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({ errors: [{ title: 'The shop did not answer in time', status: 504 }] });
    } finally {
      up.state.hang = false;
    }
  });
});

describe('guest cart token', () => {
  test('taken out of meta.custom into an HttpOnly 1-day cookie', async () => {
    const res = await callApp(up, `${SK}/api/v1/cart/items`, {
      method: 'POST',
      headers: sameOrigin(),
      body: '{"id":1,"type":"product","amount":1}',
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(GUEST_TOKEN);
    expect(JSON.parse(text)).toEqual({ data: { id: 'cart-1' }, meta: { custom: { guestToken: null } } });
    const cookie = setCookies(res).get('guest-cart-token')!;
    expect(cookie).toContain(`guest-cart-token=${GUEST_TOKEN}`);
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });
});

describe('login and logout', () => {
  const login = (body: unknown) =>
    callApp(up, `${SK}/api/oauth/login`, { method: 'POST', headers: sameOrigin(), body: JSON.stringify(body) });

  test('token only in an HttpOnly Secure SameSite=Lax cookie; variant and groups cookies', async () => {
    up.reset();
    const res = await login({ email: 'jana@example.sk', password: 'correct-horse' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(ACCESS_TOKEN);
    expect(JSON.parse(text)).toEqual({ data: { user: userFixture } });
    const cookies = setCookies(res);
    const auth = cookies.get('apollo-token')!;
    expect(auth).toContain(`apollo-token=${ACCESS_TOKEN}`);
    for (const attr of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', 'Max-Age=604800']) expect(auth).toContain(attr);
    expect(cookies.get('user-variant')).toContain('user-variant=variant-b2b');
    expect(cookies.get('user-variant')).toContain('Max-Age=604800');
    expect(decodeURIComponent(cookies.get('user-groups')!)).toContain('user-groups=b2b,vip');
    expect(cookies.get('user-groups')).toContain('Max-Age=604800');
    // the user was read with the new token
    expect(up.callsTo('/api/v1/user')[0]!.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  test('wrong password: the upstream error passes through, no cookie', async () => {
    const res = await login({ email: 'jana@example.sk', password: 'nope' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: [{ title: 'Invalid credentials', status: 401 }] });
    expect(setCookies(res).has('apollo-token')).toBe(false);
  });

  test('malformed login body → 400', async () => {
    expect((await login({ email: 'not-an-email' })).status).toBe(400);
    const res = await callApp(up, `${SK}/api/oauth/login`, { method: 'POST', headers: sameOrigin(), body: 'x' });
    expect(res.status).toBe(400);
  });

  test('login needs same origin', async () => {
    const res = await callApp(up, `${SK}/api/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  test('logout clears token, variant and groups', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/oauth/logout`, {
      method: 'POST',
      headers: { ...sameOrigin(), cookie: `apollo-token=${ACCESS_TOKEN}; user-variant=v; user-groups=a` },
    });
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    for (const name of ['apollo-token', 'user-variant', 'user-groups'])
      expect(cookies.get(name)).toContain('Max-Age=0');
    expect(cookies.get('apollo-token')).toContain('HttpOnly');
    expect(up.callsTo('/api/oauth/logout')[0]!.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  test('the account menu’s logout form, posted before hydration: the same logout, then the login page', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/oauth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...sameOrigin(),
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `apollo-token=${ACCESS_TOKEN}; user-variant=v; user-groups=a`,
      },
      body: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/prihlasit');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = setCookies(res);
    // The login page shows "logged out" from a short-lived cookie its script reads (shared/flash-cookie.ts).
    expect(cookies.get('flash')).toMatch(/^flash=logged-out;.*Max-Age=60/);
    // Only the login page sees it: the page that posted, if it finishes hydrating meanwhile, cannot take it.
    expect(cookies.get('flash')).toContain('Path=/prihlasit');
    expect(cookies.get('flash')).not.toContain('HttpOnly');
    for (const name of ['apollo-token', 'user-variant', 'user-groups'])
      expect(cookies.get(name)).toContain('Max-Age=0');
    expect(up.callsTo('/api/oauth/logout')).toHaveLength(1);
  });

  test('a logout form posted from another site is refused and logs no one out', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/oauth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `apollo-token=${ACCESS_TOKEN}`,
      },
      body: '',
    });
    expect(res.status).toBe(403);
    expect(setCookies(res).get('apollo-token')).toBeUndefined();
    expect(up.callsTo('/api/oauth/logout')).toHaveLength(0);
  });
});

describe('graphql', () => {
  test('unknown operation → 404 without an upstream call', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/graphql`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ operationName: 'IntrospectionQuery', query: '{ __schema { types { name } } }' }),
    });
    expect(res.status).toBe(404);
    expect(up.calls).toHaveLength(0);
  });

  test("an allow-listed operation goes upstream with the storefront's own document", async () => {
    const { tagsQuery } = await import('../../shared/contracts/content-queries');
    up.reset();
    const res = await callApp(up, `${SK}/api/graphql`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ operationName: 'Tags', variables: { locale: 'sk' } }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { tags: [] } });
    const sent = JSON.parse(up.callsTo('/content/graphql')[0]!.body);
    expect(sent).toEqual({ query: tagsQuery.document, variables: { locale: 'sk' }, operationName: 'Tags' });
  });

  test('an allow-listed name with a different query text → 400, no upstream call', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/graphql`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ operationName: 'Tags', query: 'query Tags { __schema { types { name } } }' }),
    });
    expect(res.status).toBe(400);
    expect(up.calls).toHaveLength(0);
  });

  test('missing operationName → 400', async () => {
    const res = await callApp(up, `${SK}/api/graphql`, {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ query: '{ a }' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('images and demo passthrough', () => {
  test('image is served with long caching and from the cache the second time', async () => {
    up.reset();
    const url = `${SK}/image/product-w255-h270-crop-upscale/test-image-${Date.now()}.png`;
    const first = await callApp(up, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d{6,}, immutable/);
    const second = await callApp(up, url);
    expect(second.status).toBe(200);
    expect(up.calls.filter((c) => c.path.startsWith('/image/'))).toHaveLength(1);
  });

  test('image path with traversal → 404', async () => {
    up.reset();
    expect((await callApp(up, `${SK}/image/a%2f..%2fb.png`)).status).toBe(404);
    expect(up.calls).toHaveLength(0);
  });

  test('/__demo/* only in development', async () => {
    up.reset();
    await callApp(up, `${SK}/__demo/requests`);
    expect(up.calls[0]?.path).toBe('/__demo/requests');
    up.reset();
    const res = await callApp(up, `${SK}/__demo/requests`, {}, productionEnv({ DEMO_BACKEND: up.fetcher }));
    expect(res.status).toBe(404);
    expect(up.calls).toHaveLength(0);
  });
});
