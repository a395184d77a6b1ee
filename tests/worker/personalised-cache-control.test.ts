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
