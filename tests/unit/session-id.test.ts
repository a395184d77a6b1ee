import { describe, expect, test } from 'vitest';
import { SESSION_COOKIE, sessionCookie, sessionIdFrom } from '../../client/analytics/tag-manager';

/** SPEC 4 "create session id" / SPEC 9 persisted "session uuid": the cookie's rules. */
describe('session id cookie', () => {
  const id = '3f2b8c1e-9d4a-4b7e-8c2f-1a2b3c4d5e6f';

  test('read from its cookie among others; anything but a UUID v4 counts as none', () => {
    expect(sessionIdFrom(`cookie-consent=all; ${SESSION_COOKIE}=${id}; currency=EUR`)).toBe(id);
    expect(sessionIdFrom(`${SESSION_COOKIE}=${id}`)).toBe(id);
    expect(sessionIdFrom('cookie-consent=all')).toBeNull();
    expect(sessionIdFrom(`${SESSION_COOKIE}=<script>`)).toBeNull();
    expect(sessionIdFrom(`${SESSION_COOKIE}=3f2b8c1e-9d4a-1b7e-8c2f-1a2b3c4d5e6f`)).toBeNull();
    expect(sessionIdFrom(`other-session-id=${id}`)).toBeNull();
  });

  test('a session cookie: no expiry, the whole site, SameSite=Lax, Secure on https', () => {
    expect(sessionCookie(id, true)).toBe(`session-id=${id}; Path=/; SameSite=Lax; Secure`);
    expect(sessionCookie(id, false)).toBe(`session-id=${id}; Path=/; SameSite=Lax`);
    expect(sessionCookie(id, true)).not.toMatch(/Max-Age|Expires/i);
  });
});
