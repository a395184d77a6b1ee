// A scriptable stand-in for the demo backend, bound as DEMO_BACKEND when a test calls the app
// directly: it records every upstream request (method, path, headers, body) and answers with
// contract-valid fixtures, so header mapping, allow-list and cache behaviour can be asserted
// exactly, independent of the real demo backend's progress.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../worker/env';
import { forgetKvCopies } from '../../worker/cache/kv-swr';
import { resolveDomain } from '../../worker/middleware/resolve-domain';
import { securityHeaders } from '../../worker/middleware/security-headers';
import { chooseLocale } from '../../worker/middleware/choose-locale';
import { chooseCurrency } from '../../worker/middleware/choose-currency';
import { readSession } from '../../worker/middleware/read-session';
import { readTracking } from '../../worker/middleware/read-tracking';
import { GlobalsSchema, STORE_HEADERS, UserSchema, type Globals, type User } from '../../shared/contracts/store';
import { MenuObjectSchema, type MenuObject } from '../../shared/contracts/content';
import { app } from '../../worker/app';
import { COOKIE } from '../../worker/cookies';
import { signCookieValue } from '../../worker/middleware/signed-cookies';
import type { Env } from '../../worker/env';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

export const globalsFixture = (code: 'sk' | 'cz' = 'sk', title = 'Eshop demo'): Globals =>
  GlobalsSchema.parse({
    domain: {
      code,
      name: 'Eshop',
      url: `https://www.eshop-demo.${code}`,
      defaultLocale: code === 'sk' ? 'sk' : 'cs',
      currencyCode: code === 'sk' ? 'EUR' : 'CZK',
      countryCode: code === 'sk' ? 'SVK' : 'CZE',
    },
    contact: {
      companyName: 'Demo s.r.o.',
      email: 'info@example.sk',
      phone: '+421 900 000 000',
      ico: '12345678',
      dic: 'SK123',
      address: { street: 'Hlavná 1', city: 'Bratislava', postcode: '81101', countryCode: 'SVK' },
    },
    currencyCode: 'EUR',
    freeShippingAt: 50,
    orderGiftAt: 80,
    orderMinimumValue: 0,
    languages: [{ code: 'sk', name: 'Slovenčina', default: true }],
    meta: { title, description: 'd', keywords: 'k' },
    menus: {},
    settings: {
      functions: {
        loyalty_credits: false,
        shopping_lists: false,
        users_addresses: true,
        guest_carts: true,
        watchers: true,
      },
      integrations: {
        welcome_campaign: '1',
        welcome_campaign_coupon_value: '10',
        welcome_campaign_limit: '30',
        heureka_public_key: '',
      },
      cartConfiguration: { shopping_disabled: false, shopping_disabled_text: '' },
      configuration_products: { show_free_delivery_tag_by_price: true },
      fastestShipper: null,
      shippers: [],
    },
    restrictedGroups: [],
    variantHash: 'default',
  });

export const menuFixture = (code: string, locale = 'sk'): MenuObject =>
  MenuObjectSchema.parse({
    code,
    title: code,
    locale,
    items: [{ id: 1, title: 'Novinky', main: true, parent: null, path: '/novinky', children: [] }],
  });

export const userFixture: User = UserSchema.parse({
  id: 7,
  email: 'jana@example.sk',
  firstName: 'Jana',
  lastName: 'Nová',
  phone: null,
  groups: ['b2b', 'vip'],
  variantHash: 'variant-b2b',
  isBusiness: true,
  businessName: null,
  tin: null,
  vatin: null,
  newsletter: false,
  address: null,
  attributes: { custom: { formalTitle: null, dateOfBirth: null, ICDPH: null }, targito: [] },
  createdAt: '2026-01-01T00:00:00Z',
});

export const ACCESS_TOKEN = 'secret-access-token-123456';
export const GUEST_TOKEN = 'guest-token-abcdef123456';

export function fakeUpstream() {
  const calls: RecordedCall[] = [];
  const state: {
    down: boolean;
    globalsTitle: string;
    hang: boolean;
    failPrefix: string;
    brokenGlobals: boolean;
    /** Above 0, product answers carry it: an edit of the product the upstream then answers with. */
    productEdition: number;
    /** While set, every call is recorded and then held until this settles (or the caller aborts). */
    gate: Promise<void> | null;
  } = {
    down: false,
    globalsTitle: 'Eshop demo',
    hang: false,
    failPrefix: '',
    brokenGlobals: false,
    productEdition: 0,
    gate: null,
  };
  const backend = new Hono();
  backend.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    calls.push({
      method: c.req.method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: await c.req.raw.clone().text(),
    });
    if (state.gate) {
      // An upstream slow to answer: held until the test opens the gate; the caller's abort still ends it.
      const signal = c.req.raw.signal;
      await Promise.race([
        state.gate,
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
    }
    if (state.hang) {
      // Like a real upstream that never answers: only the caller's abort (time-out) ends it.
      const signal = c.req.raw.signal;
      await new Promise((_, reject) => {
        const timer = setTimeout(() => reject(new Error('fake upstream hung for 3 s')), 3_000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
    }
    if (state.down || (state.failPrefix !== '' && url.pathname.startsWith(state.failPrefix))) {
      return c.json({ errors: [{ title: 'Service unavailable', status: 503 }] }, 503);
    }
    await next();
  });
  backend.get('/api/v1/globals', (c) =>
    c.json(
      state.brokenGlobals ? { data: { domain: 'not an object' } } : { data: globalsFixture('sk', state.globalsTitle) },
    ),
  );
  backend.get('/api/v1/currencies', (c) =>
    c.json({
      data: [
        {
          code: 'EUR',
          name: 'Euro',
          symbol: '€',
          symbolPlacement: 'right',
          decimalPlaces: 2,
          decimalPoint: ',',
          millesimalPoint: ' ',
        },
      ],
    }),
  );
  backend.get('/api/v1/countries', (c) =>
    c.json({
      data: [{ id: 1, code: 'SVK', isoCode2: 'SK', name: 'Slovensko', vatRate: 20 }],
      meta: { pagination: { total: 1, perPage: 100, currentPage: 1, lastPage: 1 } },
    }),
  );
  backend.get('/content/menu-object/:code', (c) => c.json(menuFixture(c.req.param('code'))));
  backend.get('/api/v1/cart', (c) => c.json({ data: { echo: true } }));
  backend.post('/api/v1/cart/items', (c) =>
    c.json({
      data: { id: 'cart-1' },
      meta: { custom: { guestToken: c.req.header('x-guest-token') ? null : GUEST_TOKEN } },
    }),
  );
  backend.post('/api/v1/cart/coupon', (c) =>
    c.json({ errors: [{ title: 'Coupon is not valid', field: 'couponCode', status: 422 }] }, 422),
  );
  backend.get('/api/v1/products/:id', (c) =>
    c.json({
      data: { id: Number(c.req.param('id')), ...(state.productEdition > 0 ? { edition: state.productEdition } : {}) },
    }),
  );
  // A product as one shopper sees it: names the credentials and groups the call carried.
  backend.get('/api/v1/products/:id/as-seen', (c) =>
    c.json({
      data: {
        id: Number(c.req.param('id')),
        viewer: c.req.header('authorization') ?? null,
        groups: c.req.header(STORE_HEADERS.userGroups) ?? null,
      },
    }),
  );
  backend.post('/api/oauth/login', async (c) => {
    const body = await c.req.json<{ email: string; password: string }>();
    if (body.password !== 'correct-horse')
      return c.json({ errors: [{ title: 'Invalid credentials', status: 401 }] }, 401);
    return c.json({ data: { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 604800 } });
  });
  backend.post('/api/oauth/logout', (c) => c.json({ data: { ok: true } }));
  backend.get('/api/v1/user', (c) =>
    c.req.header('authorization') === `Bearer ${ACCESS_TOKEN}`
      ? c.json({ data: userFixture })
      : c.json({ errors: [{ title: 'Unauthenticated', status: 401 }] }, 401),
  );
  backend.get('/content/url-rewrite', (c) => {
    const path = c.req.query('path');
    if (path === '/o-nas-stare')
      return c.json({
        _id: 'p1',
        type: 'page',
        title: 'O nás',
        page_meta: { slug: { sk: 'o-nas', cs: 'o-nas', de: 'uber-uns' } },
      });
    if (path === '/clanok-stary')
      return c.json({
        _id: 'a1',
        type: 'article',
        title: 'Článok',
        page_meta: { slug: { sk: 'clanok', cs: 'clanek', de: 'artikel' } },
      });
    return c.json({ errors: [{ title: 'Not found', status: 404 }] }, 404);
  });
  backend.get('/content/redirect', (c) => {
    const path = c.req.query('path');
    const targets: Record<string, string> = {
      '/stara-kategoria': '/sk/Nova-Kategoria/',
      '/clanok-stary': '/clanky/clanok',
      '/do-seba': '/do-seba',
      '/von': 'https://evil.example.com/x',
      '/protokol-relativne': '//evil.example.com/x',
      '/absolutne-doma': 'https://www.eshop-demo.sk/kontakt',
    };
    const target = path ? targets[path] : undefined;
    return target ? c.json({ redirectPath: target }) : c.json({ errors: [{ title: 'Not found', status: 404 }] }, 404);
  });
  backend.post('/content/graphql', (c) => c.json({ data: { tags: [] } }));
  backend.get('/image/*', (c) => c.body(new Uint8Array([137, 80, 78, 71]), 200, { 'content-type': 'image/png' }));
  backend.all('*', (c) => c.json({ errors: [{ title: 'fake: no such endpoint', status: 404 }] }, 404));

  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      // A service binding rejects when its caller's signal aborts; so does the fake.
      const { signal } = request;
      if (signal.aborted) throw signal.reason;
      const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      return Promise.race([backend.fetch(request), aborted]);
    },
  } as unknown as Fetcher;
  return {
    calls,
    state,
    fetcher,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    reset: () => void calls.splice(0),
  };
}

export type FakeUpstream = ReturnType<typeof fakeUpstream>;

/** Calls the storefront app in-process with the fake upstream as DEMO_BACKEND; waits for waitUntil work. */
export async function callApp(
  upstream: FakeUpstream,
  url: string,
  init: RequestInit & { cf?: Record<string, unknown> } = {},
  envOverrides: Partial<Env> = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(url, init as RequestInit),
    { ...env, DEMO_BACKEND: upstream.fetcher, ...envOverrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/**
 * Runs `fn` with a real request context (site, locale, currency, session from `url` and `init`)
 * and the fake upstream bound, waiting for its background work: for code the renderer calls
 * (loadShellData, resolveNotFound, createUpstreams, kvSwr).
 */
export async function withContext<T>(
  upstream: { fetcher: Fetcher },
  url: string,
  fn: (c: Context<AppEnv>) => Promise<T>,
  init: RequestInit & { cf?: Record<string, unknown> } = {},
): Promise<T> {
  const probe = new Hono<AppEnv>();
  probe.use(resolveDomain, securityHeaders, chooseLocale, chooseCurrency, readSession, readTracking);
  let result: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  probe.all('*', async (c) => {
    try {
      result = { ok: true, value: await fn(c) };
    } catch (error) {
      result = { ok: false, error };
    }
    return c.body(null, 204);
  });
  const ctx = createExecutionContext();
  await probe.fetch(new Request(url, init as RequestInit), { ...env, DEMO_BACKEND: upstream.fetcher }, ctx);
  await waitOnExecutionContext(ctx);
  if (!result) throw new Error('withContext: handler did not run');
  if (!result.ok) throw result.error;
  return result.value;
}

/** Empties the KV namespace (storage is per test file, not per test). */
export async function clearKv(): Promise<void> {
  const { keys } = await env.CACHE_KV.list();
  await Promise.all(keys.map((k) => env.CACHE_KV.delete(k.name)));
  forgetKvCopies();
}

/** All Set-Cookie lines of a response, by cookie name. */
export function setCookies(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) out.set(line.slice(0, line.indexOf('=')), line);
  return out;
}

/**
 * The "session checked" stamp cookie (`name=value`) the worker would set for `token` at `checkedAt`
 * (seconds; now by default): a test about something else sends it so the per-view session check
 * (worker/middleware/check-session.ts) does not ask the store about a made-up token.
 */
export async function sessionStampCookie(token: string, checkedAt = Math.floor(Date.now() / 1000)): Promise<string> {
  return `${COOKIE.sessionChecked}=${await signCookieValue(env, COOKIE.sessionChecked, String(checkedAt), token)}`;
}

/** Same-origin mutation headers for /api calls. */
export const sameOrigin = (origin = 'https://www.eshop-demo.sk') => ({ origin, 'content-type': 'application/json' });

/**
 * Logs a demo account in through the worker (the demo backend's password by default) and answers the
 * Cookie header a browser would send next: the cookies the login set, with the 18+ gate answered.
 */
export async function loginCookie(
  email: string,
  origin = 'https://www.eshop-demo.sk',
  password = 'Demo1234!',
): Promise<string> {
  const res = await SELF.fetch(`${origin}/api/oauth/login`, {
    method: 'POST',
    headers: sameOrigin(origin),
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return `closed-modals=age-18; ${[...setCookies(res).values()].map((c) => c.split(';')[0]).join('; ')}`;
}
