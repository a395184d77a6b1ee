// Issue 26.1: every guarded API route × every other spelling of its path. A spelling the URL parser
// does not fold into the canonical path is refused before any routing (404, no upstream call), so no
// guard (rate limit, callback check, public order view, empty guest cart, idempotent place) can be
// skipped by writing the path differently; guards and allow-list are decided by one matcher.
import { describe, expect, test } from 'vitest';
import { STORE_GUARD_FOR } from '../../worker/proxy/api-proxy';
import { canonicalSegments, findRoute, matchesPattern } from '../../worker/proxy/path-pattern';
import { STORE_ALLOW_LIST } from '../../worker/proxy/store-allow-list';
import { apiPathVariants } from './hostile-api-paths';
import { callApp, fakeUpstream, sameOrigin } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';
const up = fakeUpstream();

const sample = (pattern: string) =>
  pattern
    .replace(/:code\b/g, '20261126-12345')
    .replace(/:token\b/g, 'abcdefgh12345678')
    .replace(/:[A-Za-z]+/g, '1');

/** The routes with a rule of their own: the store guards, the auth routes, GraphQL, address checks. */
const GUARDED: { method: string; path: string; lastIsParameter?: boolean }[] = [
  ...[...STORE_GUARD_FOR.keys()].map((key) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, path: `/api/v1${sample(pattern)}`, lastIsParameter: /\/:[A-Za-z]+$/.test(pattern) };
  }),
  { method: 'POST', path: '/api/oauth/login' },
  { method: 'POST', path: '/api/oauth/login-as' },
  { method: 'POST', path: '/api/oauth/logout' },
  { method: 'POST', path: '/api/graphql' },
  { method: 'POST', path: '/api/address-validation' },
];

const BODY = JSON.stringify({
  email: 'victim@example.sk',
  callbackUrl: 'https://evil.example/steal',
  couponCode: 'GUESS',
});

describe('one spelling per API path (issue 26.1)', () => {
  test('the guards cover the reported routes', () => {
    const keys = [...STORE_GUARD_FOR.keys()];
    for (const key of [
      'POST /register',
      'POST /forgot-password',
      'POST /reset-password',
      'POST /newsletter/subscribe',
      'POST /contact-form',
      'POST /cart/coupon',
      'GET /orders/code/:code',
    ])
      expect(keys).toContain(key);
  });

  const cases = GUARDED.flatMap((route) =>
    apiPathVariants(route.path, route.lastIsParameter).map((variant) => ({ ...route, variant })),
  );
  test.each(cases)(
    '$method $path as $variant.name ($variant.path): refused before any routing',
    async ({ method, path, variant }) => {
      up.reset();
      const parsed = new URL(`${SK}${variant.path}`).pathname;
      const res = await callApp(up, `${SK}${variant.path}`, {
        method,
        headers: { ...sameOrigin(SK), 'cf-connecting-ip': '198.51.100.7' },
        ...(method === 'GET' ? {} : { body: BODY }),
      });
      await res.arrayBuffer();
      if (parsed === path) {
        // The URL parser itself folded this spelling into the route (`/./`): it IS the route, guard included.
        return;
      }
      expect(res.status, `${variant.path}`).toBe(404);
      // `/API/...` is no API path at all: the page app answers it (its not-found look-up asks the CMS).
      const calls = variant.path.startsWith('/API/')
        ? up.calls.filter((c) => !c.path.startsWith('/content/'))
        : up.calls;
      expect(calls, `${variant.path} reached an upstream`).toEqual([]);
    },
  );

  test('a trailing slash is no second spelling of forgot-password with a foreign callback (reported case)', async () => {
    up.reset();
    const res = await callApp(up, `${SK}/api/v1/forgot-password/`, {
      method: 'POST',
      headers: sameOrigin(SK),
      body: JSON.stringify({ email: 'a@example.sk', callbackUrl: 'https://evil.example/' }),
    });
    expect(res.status).toBe(404);
    expect(up.calls).toEqual([]);
  });

  test('the matcher allows only canonical paths: the allow-list and the guards agree', () => {
    expect(canonicalSegments('/cart/coupon')).toEqual(['cart', 'coupon']);
    for (const bad of [
      '/cart/coupon/',
      '/cart//coupon',
      '//cart/coupon',
      '/cart/%2Fcoupon',
      '/cart/./coupon',
      '/cart/..',
    ]) {
      expect(canonicalSegments(bad), bad).toBeNull();
      expect(matchesPattern('/cart/coupon', bad), bad).toBe(false);
      expect(findRoute(STORE_ALLOW_LIST, 'POST', bad), bad).toBeNull();
    }
    expect(matchesPattern('/cart/coupon', '/Cart/Coupon')).toBe(false);
    expect(findRoute(STORE_ALLOW_LIST, 'GET', '/orders/code/20261126-12345')?.params).toEqual({
      code: '20261126-12345',
    });
  });
});
