// A browser's own form post to a worker route, as the worker tests send it (login-form-post,
// register-form-post): what Chromium sends with a same-origin form post that navigates, each from
// an address of its own (so one test's per-address limits never touch another's), and the
// cross-site spellings the same-origin check must refuse.
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { setCookies } from './fake-upstream';

export const SK = 'https://www.eshop-demo.sk';
const FORM = 'application/x-www-form-urlencoded';

let ip = 0;

/** Headers of a same-origin navigating form post from a fresh address (`net`: the first three octets). */
export function formHeaders(net: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': FORM,
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    origin: SK,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
    'cf-connecting-ip': `${net}.${++ip}`,
    ...extra,
  };
}

/** The same post from another site: a foreign origin, an opaque one, none at all. */
export function crossSiteFormHeaders(net: string): Record<string, string>[] {
  const bare = formHeaders(net);
  delete bare.origin;
  delete bare['sec-fetch-site'];
  return [
    formHeaders(net, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    formHeaders(net, { origin: 'null', 'sec-fetch-site': 'cross-site' }),
    bare,
  ];
}

/**
 * A route's form posts, each from an address of `net` of its own: the headers, the post (urlencoded,
 * the redirect not followed) and the cross-site spellings of the same post.
 */
export function formPostsTo(path: string, net: string) {
  const headers = (extra: Record<string, string> = {}) => formHeaders(net, extra);
  return {
    formHeaders: headers,
    postForm: (fields: Record<string, string>, sent = headers()) => postFormTo(path, fields, sent),
    crossSiteHeaders: () => crossSiteFormHeaders(net),
  };
}

/** Posts `fields` urlencoded to `path`, the redirect not followed. */
export function postFormTo(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
): Promise<Response> {
  return SELF.fetch(`${SK}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * A form's answer that opened a session: 303 on to `location`, kept by no cache, the token only in
 * the HttpOnly SameSite cookie; returns that cookie's line.
 */
export function expectSessionRedirect(res: Response, location: string): string {
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(location);
  expect(res.headers.get('cache-control')).toContain('no-store');
  const session = setCookies(res).get('apollo-token') ?? '';
  expect(session).toMatch(/^apollo-token=[^;]+/);
  expect(session).toMatch(/HttpOnly/i);
  expect(session).toMatch(/SameSite=Lax/i);
  return session;
}
