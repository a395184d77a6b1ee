import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { app } from '../../worker/app';
import { bumpPageCacheGeneration } from '../../worker/cache/page-cache';

// Issue 51: the page cache's key is exactly the page. Right after a purge, a request that brings the
// key's own field names (`__v`, `__s`) or any reserved `__…` name, in any spelling, or an empty `&`
// pair, must not become the copy of the clean URL: such URLs are moved to the clean URL by one 301
// before anything renders, and any other spelling is a page (and a key) of its own. Afterwards the
// clean URL's copy is its own clean render, on every page kind and both sites.

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const MARK = 'zqx51';

/** One request through the app, returned once its body is read and its page-cache write has settled. */
async function get(
  url: string,
): Promise<{ status: number; cache: string | null; location: string | null; html: string }> {
  const ctx = createExecutionContext();
  const init = { redirect: 'manual', cf: { country: url.startsWith(CZ) ? 'CZ' : 'SK' } };
  const res = await app.fetch(new Request(url, init as RequestInit), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, cache: res.headers.get('x-page-cache'), location: res.headers.get('location'), html };
}

/** A page's text without its per-response CSP nonce. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/"nonce":"[^"]+"/g, '');

const value = encodeURIComponent(`X<${MARK}>`);
/** The key's own fields and every reserved spelling a request could bring, each with the attacker's text. */
const RESERVED_NAMES = [
  '__v',
  '__s',
  '__V',
  '__S',
  '%5F%5Fv',
  '%5f%5fs',
  '_%5Fv',
  '%5F_s',
  '__v%5B%5D',
  '__s.x',
  '__proto__',
  '__page',
  '__',
];
/** Reserved or empty: each moves to the clean URL with one 301. */
const movedQueries = (clean: string): string[] => {
  const join = (extra: string) => (clean.includes('?') ? `${clean}&${extra}` : `${clean}?${extra}`);
  return [
    ...RESERVED_NAMES.map((name) => join(`${name}=${value}`)),
    join(`__v=${value}&__s=${value}`),
    join(`__v=${value}&__v=${value}`),
    join('__v'),
    join('__s='),
    ...(clean.includes('?') ? [`${clean}&`, clean.replace('?', '?&')] : [`${clean}?&`, `${clean}?&&`]),
    join(`__v=${value}&`),
  ];
};
/** Close to reserved but not it: a page of its own, rendered and keyed as itself. */
const ownPageQueries = (clean: string): string[] => {
  const join = (extra: string) => (clean.includes('?') ? `${clean}&${extra}` : `${clean}?${extra}`);
  return [join(`%20__v=${value}`), join(`_v=${value}`), join(`v__=${value}`)];
};

let pages: Record<string, string>;

beforeAll(async () => {
  const product = (await (
    await app.fetch(new Request(`${SK}/api/v1/products/5`), env, createExecutionContext())
  ).json()) as {
    data: { slug: string };
  };
  // The Czech site names the product by its Czech slug: the SK one moves there.
  const czProduct = await get(`${CZ}/produkt/${product.data.slug}`);
  pages = {
    'sk home': `${SK}/`,
    'sk category': `${SK}/lubrikacne-gely`,
    'sk product': `${SK}/produkt/${product.data.slug}`,
    'sk search': `${SK}/hladat?q=gel`,
    'cz home': `${CZ}/`,
    'cz category': `${CZ}/lubrikacni-gely`,
    'cz product': czProduct.location ? `${CZ}${czProduct.location}` : `${CZ}/produkt/${product.data.slug}`,
    'cz search': `${CZ}/hladat?q=gel`,
  };
  for (const url of Object.values(pages)) expect((await get(url)).status, url).toBe(200);
}, 120_000);

describe('the page-cache key is exactly the page', () => {
  test.each(['sk home', 'sk category', 'sk product', 'sk search', 'cz home', 'cz category', 'cz product', 'cz search'])(
    '%s: no reserved name or empty pair reaches the clean copy',
    async (kind) => {
      const clean = pages[kind]!;
      const path = clean.replace(/^https:\/\/[^/]+/, '');
      await bumpPageCacheGeneration(env.CACHE_KV, clean.startsWith(CZ) ? 'cz' : 'sk');
      // The attack: right after a purge, the poisoning URLs first.
      for (const url of movedQueries(clean)) {
        const res = await get(url);
        expect(res.status, url).toBe(301);
        expect(res.location, url).toBe(path);
      }
      for (const url of ownPageQueries(clean)) {
        const res = await get(url);
        expect(res.status, url).toBe(200);
        expect(res.cache, url).toBe('miss');
      }
      // The clean URL was never stored by any of them: its first view renders, the next is that render.
      const first = await get(clean);
      expect(first.status).toBe(200);
      expect(first.cache).toBe('miss');
      expect(first.html).not.toContain(MARK);
      const hit = await get(clean);
      expect(hit.cache).toBe('hit');
      expect(withoutNonce(hit.html)).toBe(withoutNonce(first.html));
      // A bare `?` is no query at all (the URL parser's search is ''): the same page and key as the clean URL.
      if (!clean.includes('?')) {
        const bare = await get(`${clean}?`);
        expect(bare.cache).toBe('hit');
        expect(withoutNonce(bare.html)).toBe(withoutNonce(first.html));
      }
      // A look-alike's copy is its own page, not the clean one.
      const lookAlike = await get(ownPageQueries(clean)[0]!);
      expect(lookAlike.cache).toBe('hit');
      expect(lookAlike.html).toContain(MARK);
    },
    120_000,
  );

  test('?q=gel& and ?q=gel are one URL', async () => {
    const res = await get(`${SK}/hladat?q=gel&`);
    expect(res.status).toBe(301);
    expect(res.location).toBe('/hladat?q=gel');
  });
});
