// Spec 6: "A permission-check flag is passed to category, page, article and product loads." Each of
// the four page kinds' own upstream read carries it (a CMS page and a content page both count as a
// page); the answer may then depend on the shopper's groups, which the read-cache key carries
// (worker/upstream/upstream-headers.ts VARYING_HEADERS).
import type { Context } from 'hono';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AppEnv, Session } from '../../worker/env';
import { readCacheKey } from '../../worker/upstream/read-cache';
import { upstreamHeaderRecord } from '../../worker/upstream/upstream-headers';
import { fetchThrough, recordingUpstream, type UpstreamCall } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
const upstream = recordingUpstream();
const page = (path: string) => fetchThrough(upstream, `${SK}${path}`, { headers: { cookie: 'closed-modals=age-18' } });

/** The GraphQL document of a call, and the name of its operation. */
function documentOf(call: UpstreamCall): { name: string; query: string } {
  const query = (JSON.parse(call.body ?? '{}') as { query?: string }).query ?? '';
  return { name: /query\s+(\w+)/.exec(query)?.[1] ?? '', query };
}

let productSlug = '';
beforeAll(async () => {
  const { body } = await fetchThrough(upstream, `${SK}/api/v1/products/1`); // migrates and seeds the demo backend
  productSlug = (JSON.parse(body) as { data: { slug: string } }).data.slug;
}, 60_000);

describe('the permission-check flag on the four loads (spec 6)', { timeout: 60_000 }, () => {
  test.each([
    ['category', '/masazne-oleje', '/content/catalog/category'],
    ['product', () => `/produkt/${productSlug}`, '/content/catalog/product'],
  ] as const)('%s: its REST read sends checkPermissions=1', async (_label, path, readPath) => {
    upstream.reset();
    const { res } = await page(typeof path === 'function' ? path() : path);
    expect(res.status).toBe(200);
    const reads = upstream.calls.filter((c) => c.path === readPath && new URLSearchParams(c.search).has('slugs'));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(new URLSearchParams(read.search).get('checkPermissions')).toBe('1');
  });

  test.each([
    ['CMS page', '/ochrana-osobnych-udajov', 'PageBySlug', 'page'],
    ['CMS page by its url rewrite', '/o-nas', 'PageBySlug', 'page'],
    ['content page', '/ukazka-blokov', 'ContentPageBySlug', 'contentPage'],
    ['article', '/clanky/ako-hovorit-o-svojich-tuzbach', 'ArticleBySlug', 'article'],
  ])('%s: its GraphQL read asks with checkPermissions: true', async (_label, path, operation, field) => {
    upstream.reset();
    const { res } = await page(path);
    expect(res.status).toBe(200);
    const reads = upstream.calls.filter((c) => c.body !== undefined && documentOf(c).name === operation);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads)
      expect(documentOf(read).query).toMatch(new RegExp(`\\b${field}\\([^)]*\\bcheckPermissions: true\\b`));
  });
});

describe('a read whose answer may depend on groups is never shared outside them', () => {
  const requestWith = (session: Session) => {
    const vars: Record<string, unknown> = {
      domain: { code: 'sk', defaultLocale: 'sk', translationVariant: 'default' },
      locale: 'sk',
      currency: 'EUR',
      session,
    };
    return { get: (name: string) => vars[name] } as unknown as Context<AppEnv>;
  };
  const productRead = 'https://demo-backend/content/catalog/product?slugs=x&checkPermissions=1';

  test("the read-cache key of a group member's read differs from everyone's (credential-free reads included)", async () => {
    const keyFor = (session: Session) =>
      readCacheKey('sk', 'GET', productRead, upstreamHeaderRecord(requestWith(session), { anonymous: true }));
    const everyone = await keyFor({ groups: [] });
    const member = await keyFor({ token: 't', groups: ['b2b'] });
    const otherGroup = await keyFor({ token: 'u', groups: ['vip'] });
    expect(member).not.toBe(everyone);
    expect(otherGroup).not.toBe(member);
    // Same groups, another shopper: the same shared answer (the flag does not make reads per person).
    expect(await keyFor({ token: 'v', groups: ['b2b'] })).toBe(member);
  });
});
