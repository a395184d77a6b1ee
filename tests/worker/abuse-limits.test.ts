// Issue 11.6 (brute force: per-IP and per-account limits, 429 + Retry-After + the shop's message)
// and 11.8 (the worker sets e-mail callback URLs itself; foreign ones are refused).
import { env, SELF } from 'cloudflare:test';
import { createTranslator } from '../../shared/i18n/dictionary';
import { storeErrorText } from '../../shared/store-error-message';
import { ApiError } from '../../client/api/fetch-json';
import { describe, expect, test } from 'vitest';
import { COOKIE } from '../../worker/cookies';
import type { RateLimitBinding } from '../../worker/middleware/rate-limit';
import { callApp, fakeUpstream, GUEST_TOKEN, sameOrigin } from './fake-upstream';
import { OFF_SITE_TARGETS } from './hostile-redirects';
import { inOneLimitWindow } from './rate-limit-window';

const SK = 'https://www.eshop-demo.sk';
const up = fakeUpstream();

let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

const post = (path: string, body: unknown, from = nextIp(), host = SK) =>
  callApp(up, `${host}${path}`, {
    method: 'POST',
    headers: { ...sameOrigin(host), 'cf-connecting-ip': from },
    body: JSON.stringify(body),
  });

/** Sends until a 429 (at most `max` tries); answers it, or undefined. */
async function until429(send: (i: number) => Promise<Response>, max = 40): Promise<Response | undefined> {
  for (let i = 0; i < max; i++) {
    const res = await send(i);
    if (res.status === 429) return res;
  }
  return undefined;
}

describe('brute force against login (issue 11.6)', () => {
  test('12 wrong passwords from one address, then the right one: refused with 429', async () => {
    // A fresh account of its own: the limit it hits must not touch the demo accounts other files use.
    const email = `brute-${Date.now()}@example.sk`;
    const registered = await env.DEMO_BACKEND.fetch('https://demo-backend.internal/api/v1/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Demo1234!',
        password_confirmation: 'Demo1234!',
        firstName: 'Brute',
        lastName: 'Force',
        callbackUrl: 'https://www.eshop-demo.sk/aktivovat',
      }),
    });
    expect(registered.ok, await registered.clone().text()).toBe(true);
    await inOneLimitWindow('LOGIN_RATE_LIMIT', async () => {
      const from = nextIp();
      const attempt = (password: string) =>
        SELF.fetch(`${SK}/api/oauth/login`, {
          method: 'POST',
          headers: { ...sameOrigin(SK), 'cf-connecting-ip': from },
          body: JSON.stringify({ email, password }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await attempt(`wrong-${i}`)).status);
      expect(statuses).toContain(429);
      const right = await attempt('Demo1234!');
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(right.headers.getSetCookie().some((l) => l.startsWith('apollo-token='))).toBe(false);
      const body = (await right.json()) as { errors: { title: string; status: number }[] };
      expect(body.errors[0]).toMatchObject({ status: 429 });
      expect(body.errors[0]!.title).toContain('Príliš veľa pokusov');
      // The page's text for it says how long to wait: the limiter's window, as Retry-After says.
      const wait = Number(right.headers.get('retry-after'));
      expect(body.errors[0]).toMatchObject({ code: 'too_many_requests', params: { seconds: wait } });
      expect(storeErrorText(createTranslator('sk'), new ApiError(429, undefined, undefined, body).item)).toBe(
        `Príliš veľa pokusov za krátky čas. Skúste to prosím znova o ${wait} s.`,
      );
    });
  });

  test('per account too: one e-mail from many addresses is limited', async () => {
    await inOneLimitWindow('LOGIN_RATE_LIMIT', async () => {
      const email = `spread-${Date.now()}@example.sk`;
      const limited = await until429((i) => post('/api/oauth/login', { email, password: `x-${i}-password` }));
      expect(limited, 'no 429 for one account tried from many addresses').toBeDefined();
    });
  });

  test('the message follows the shopper’s language (de)', async () => {
    await inOneLimitWindow('LOGIN_RATE_LIMIT', async () => {
      const from = nextIp();
      const limited = await until429((i) =>
        callApp(up, `${SK}/api/oauth/login`, {
          method: 'POST',
          headers: { ...sameOrigin(SK), 'cf-connecting-ip': from, cookie: 'locale=de' },
          body: JSON.stringify({ email: `de-${i}@example.sk`, password: 'whatever-1' }),
        }),
      );
      const body = (await limited!.json()) as { errors: { title: string }[] };
      expect(body.errors[0]!.title).toContain('Zu viele Versuche');
    });
  });
});

describe.each<[string, RateLimitBinding, string, (i: number) => unknown]>([
  [
    'registration',
    'ACCOUNT_RATE_LIMIT',
    '/api/v1/register',
    (i: number) => ({ email: `reg-${i}@example.sk`, password: 'x' }),
  ],
  [
    'forgot-password',
    'ACCOUNT_RATE_LIMIT',
    '/api/v1/forgot-password',
    (i: number) => ({ email: `fp-${i}@example.sk` }),
  ],
  [
    'reset-password',
    'ACCOUNT_RATE_LIMIT',
    '/api/v1/reset-password',
    (i: number) => ({ email: `rp-${i}@example.sk`, token: 't' }),
  ],
  ['newsletter', 'FORM_RATE_LIMIT', '/api/v1/newsletter/subscribe', (i: number) => ({ email: `nl-${i}@example.sk` })],
  [
    'contact form',
    'FORM_RATE_LIMIT',
    '/api/v1/contact-form',
    (i: number) => ({ email: `cf-${i}@example.sk`, message: 'hi' }),
  ],
  ['coupon tries', 'COUPON_RATE_LIMIT', '/api/v1/cart/coupon', (i: number) => ({ couponCode: `GUESS${i}` })],
])('%s is rate limited per address (issue 11.6)', (_name, binding, path, body) => {
  test('429 with Retry-After, and nothing more reaches the store', async () => {
    await inOneLimitWindow(binding, async () => {
      const from = nextIp();
      const limited = await until429((i) => post(path, body(i), from));
      expect(limited, `no 429 on ${path}`).toBeDefined();
      expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
      up.reset();
      expect((await post(path, body(999), from)).status).toBe(429);
      expect(up.calls).toHaveLength(0);
    });
  });
});

describe('e-mail callback URLs are the worker’s (issue 11.8)', () => {
  test.each([
    ['forgot-password to another site', '/api/v1/forgot-password', 'https://evil.example/steal'],
    ['newsletter with a javascript: URL', '/api/v1/newsletter/subscribe', 'javascript:alert(1)'],
    ['register to another site', '/api/v1/register', 'https://evil.example/activate'],
    ['forgot-password to our other page', '/api/v1/forgot-password', 'https://www.eshop-demo.sk/kontakt'],
    [
      'forgot-password with userinfo',
      '/api/v1/forgot-password',
      'https://www.eshop-demo.sk@evil.example/resetovat-heslo',
    ],
    ['forgot-password protocol-relative', '/api/v1/forgot-password', '//evil.example/resetovat-heslo'],
  ])('%s: 400 with a clear title, no upstream call', async (_name, path, callbackUrl) => {
    up.reset();
    const res = await post(path, { email: 'a@example.sk', callbackUrl });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { title: string; field: string }[] };
    expect(body.errors[0]).toMatchObject({ field: 'callbackUrl' });
    expect(body.errors[0]!.title).toContain('e-mailu');
    expect(up.calls).toHaveLength(0);
  });

  // The one same-site check decides (shared/same-site-path.ts): the encoding corpus every redirect taker refuses.
  test.each(OFF_SITE_TARGETS.map((target, i) => [target, i] as const))(
    'forgot-password with callbackUrl %j: 400, no upstream call',
    async (callbackUrl, i) => {
      up.reset();
      const res = await post('/api/v1/forgot-password', { email: `callback-${i}@example.sk`, callbackUrl });
      expect(res.status).toBe(400);
      expect(up.calls).toHaveLength(0);
    },
  );

  test('a rooted path to the page itself is the page: forwarded as the site’s own absolute URL', async () => {
    up.reset();
    const res = await post('/api/v1/forgot-password', { email: 'rooted@example.sk', callbackUrl: '/resetovat-heslo' });
    expect(res.status).not.toBe(400);
    const call = up.calls.find((c) => c.path.endsWith('/forgot-password'))!;
    expect((JSON.parse(call.body) as { callbackUrl: string }).callbackUrl).toBe(
      'https://www.eshop-demo.sk/resetovat-heslo',
    );
  });

  test.each([
    ['/api/v1/forgot-password', 'https://www.eshop-demo.sk/resetovat-heslo'],
    ['/api/v1/newsletter/subscribe', 'https://www.eshop-demo.sk/aktivovat'],
    ['/api/v1/register', 'https://www.eshop-demo.sk/aktivovat'],
  ])('%s without a callback gets the site’s own page %s', async (path, expected) => {
    up.reset();
    await post(path, { email: 'b@example.sk' });
    const call = up.calls.find((c) => c.path.endsWith(path.slice('/api'.length)))!;
    expect((JSON.parse(call.body) as { callbackUrl: string }).callbackUrl).toBe(expected);
  });

  test('the Czech site’s links lead to the Czech site', async () => {
    up.reset();
    await post('/api/v1/forgot-password', { email: 'c@example.cz' }, nextIp(), 'https://www.eshop-demo.cz');
    const call = up.calls.find((c) => c.path.endsWith('/forgot-password'))!;
    expect((JSON.parse(call.body) as { callbackUrl: string }).callbackUrl).toMatch(/^https:\/\/www\.eshop-demo\.cz\//);
  });
});

describe('coupon tries are counted per cart, never per a value the client chooses (issue 26.5)', () => {
  test('a new `email` in every body and a new address every try: still 429 for the same cart', async () => {
    await inOneLimitWindow('COUPON_RATE_LIMIT', async () => {
      const cookie = `${COOKIE.guestToken}=${GUEST_TOKEN}-coupon-cart`;
      const limited = await until429((i) =>
        callApp(up, `${SK}/api/v1/cart/coupon`, {
          method: 'POST',
          headers: { ...sameOrigin(SK), 'cf-connecting-ip': nextIp(), cookie },
          body: JSON.stringify({ couponCode: `GUESS${i}`, email: `fresh-${i}@example.sk` }),
        }),
      );
      expect(limited, 'no 429 for one cart from rotating addresses and e-mails').toBeDefined();
      // Another cart is its own count.
      const other = await callApp(up, `${SK}/api/v1/cart/coupon`, {
        method: 'POST',
        headers: {
          ...sameOrigin(SK),
          'cf-connecting-ip': nextIp(),
          cookie: `${COOKIE.guestToken}=${GUEST_TOKEN}-other-cart`,
        },
        body: JSON.stringify({ couponCode: 'GUESS' }),
      });
      expect(other.status).not.toBe(429);
    });
  });
});

describe('login-as tokens are login tries (issue 26.6)', () => {
  test('the confirmation page asks the store about a parked token at most as often as the login limit allows', async () => {
    await inOneLimitWindow('LOGIN_RATE_LIMIT', async () => {
      const from = nextIp();
      const cookie = `${COOKIE.loginAs}=guessed-login-as-token-0001`;
      up.reset();
      const states: string[] = [];
      for (let i = 0; i < 14; i++) {
        const res = await callApp(up, `${SK}/__data/prihlasit?loginAs=1`, {
          headers: { 'cf-connecting-ip': from, cookie },
        });
        const body = (await res.json()) as { data: { loginAs: { state: string } } };
        states.push(body.data.loginAs.state);
      }
      const userCalls = up.calls.filter((c) => c.path.endsWith('/user'));
      expect(userCalls.length).toBeLessThanOrEqual(10);
      expect(states.at(-1)).toBe('limited');
      // The same count as passwords: the login endpoint is closed to this address too.
      const login = await post('/api/oauth/login', { email: 'someone@example.sk', password: 'x' }, from);
      expect(login.status).toBe(429);
    });
  });
});
