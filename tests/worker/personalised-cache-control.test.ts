// Issue 11.9: a page personalised by any cookie (groups, variant, guest cart, not only the auth
// token) is `private, no-store`, never `public ... s-maxage` for shared caches to keep.
import { beforeAll, describe, expect, test } from 'vitest';
import { SELF } from 'cloudflare:test';
import { GUEST_TOKEN } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`);
}, 60_000);

describe('personalising cookies make pages private (issue 11.9)', () => {
  test.each([
    ['groups', 'user-groups=b2b'],
    ['price variant', 'user-variant=variant-b2b'],
    ['guest cart', `guest-cart-token=${GUEST_TOKEN}`],
    ['auth token', 'apollo-token=secret-access-token-123456'],
  ])('%s cookie → private, no-store', async (_name, cookie) => {
    const res = await SELF.fetch(`${SK}/`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('page data for client navigation too', async () => {
    const res = await SELF.fetch(`${SK}/__data/`, { headers: { cookie: 'user-groups=b2b' } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('a flash message is for one view: its request is never answered from the page cache', () => {
  // A page whose loader renders the flash (a refused register or login form) answers it itself,
  // privately; a copy made for everyone must not stand in for it, whichever routes ops cache.
  test('a cached page is made again for a request that carries a flash; the copy stays for everyone else', async () => {
    const url = `${SK}/kontakt?flash-bypass=1`;
    const headers = { cookie: 'closed-modals=age-18' };
    const cacheState = async (cookie: string) => {
      const res = await SELF.fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      return res.headers.get('x-page-cache');
    };
    let state = await cacheState(headers.cookie);
    for (let i = 0; i < 20 && state !== 'hit'; i++) state = await cacheState(headers.cookie);
    expect(state).toBe('hit');
    expect(await cacheState(`${headers.cookie}; flash=logged-out`)).toBe('bypass');
    expect(await cacheState(headers.cookie)).toBe('hit');
  });
});
