// Issue 11.7: user-variant / user-groups are set by the worker only, signed (HMAC) for the session
// they belong to; unsigned, tampered or transplanted values are ignored, so an anonymous visitor
// never gets more than the anonymous shell (no new shell-data key, no groups sent upstream).
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { signCookieValue } from '../../worker/middleware/signed-cookies';
import { shellDataKey } from '../../worker/upstream/shell-data';
import { callApp, fakeUpstream, setCookies, withContext } from './fake-upstream';

const up = fakeUpstream();
const SK = 'https://www.eshop-demo.sk';
const TOKEN = 'tok-12345678';
const ANONYMOUS_KEY = 'shell:v1:sk:sk:EUR:-:-';

const keyFor = (cookie: string) => withContext(up, SK, async (c) => shellDataKey(c), { headers: { cookie } });

async function upstreamHeaders(cookie: string): Promise<Record<string, string>> {
  up.reset();
  await callApp(up, `${SK}/api/v1/products/1`, { headers: { cookie } });
  return up.calls[0]!.headers;
}

describe('forged personalisation cookies are ignored (issue 11.7)', () => {
  test.each([
    ['unsigned variant', 'user-variant=b2b'],
    ['unsigned groups', 'user-groups=b2b,vip'],
    ['three forged variants', 'user-variant=forged-1'],
    ['a signature-shaped tail', `user-variant=b2b~${'A'.repeat(43)}`],
  ])('anonymous, %s: the anonymous shell key, nothing sent upstream, cookie removed', async (_name, cookie) => {
    expect(await keyFor(cookie)).toBe(ANONYMOUS_KEY);
    const headers = await upstreamHeaders(cookie);
    expect(headers['x-inspishop-user-variant']).toBeUndefined();
    expect(headers['x-inspishop-user-groups']).toBeUndefined();
    const res = await callApp(up, `${SK}/api/v1/products/1`, { headers: { cookie } });
    const name = cookie.split('=')[0]!;
    expect(setCookies(res).get(name)).toMatch(/Max-Age=0/);
  });

  test('a value signed by the worker counts, for its own session only', async () => {
    const variant = await signCookieValue(env, 'user-variant', 'b2b', TOKEN);
    const groups = await signCookieValue(env, 'user-groups', 'b2b,vip', TOKEN);
    const good = await upstreamHeaders(`apollo-token=${TOKEN}; user-variant=${variant}; user-groups=${groups}`);
    expect(good['x-inspishop-user-variant']).toBe('b2b');
    expect(good['x-inspishop-user-groups']).toBe('b2b,vip');
    // The same signed cookies with another session's token, or none: ignored.
    const moved = await upstreamHeaders(`apollo-token=tok-87654321; user-variant=${variant}; user-groups=${groups}`);
    expect(moved['x-inspishop-user-variant']).toBeUndefined();
    expect(moved['x-inspishop-user-groups']).toBeUndefined();
    expect(await keyFor(`user-variant=${variant}`)).toBe(ANONYMOUS_KEY);
  });

  test('a tampered value (groups widened, signature kept) is ignored', async () => {
    const groups = (await signCookieValue(env, 'user-groups', 'retail', TOKEN))!;
    const tampered = groups.replace('retail', 'b2b');
    const headers = await upstreamHeaders(`apollo-token=${TOKEN}; user-groups=${tampered}`);
    expect(headers['x-inspishop-user-groups']).toBeUndefined();
  });

  test('login sets signed values', async () => {
    const res = await callApp(up, `${SK}/api/oauth/login`, {
      method: 'POST',
      headers: { origin: SK, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jana@example.sk', password: 'correct-horse' }),
    });
    expect(setCookies(res).get('user-variant')).toMatch(/^user-variant=variant-b2b~[A-Za-z0-9_-]{43};/);
  });
});
