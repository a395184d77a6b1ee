import { beforeEach, describe, expect, test } from 'vitest';
import { resolveNotFound } from '../../worker/not-found/resolve-not-found';
import { fakeUpstream, withContext } from './fake-upstream';

const up = fakeUpstream();
// Each test uses its own paths: the Cache API is shared within the file.
const resolve = (path: string, host = 'https://www.eshop-demo.sk') =>
  withContext(up, `${host}${path}`, (c) => resolveNotFound(c, path));

beforeEach(() => {
  up.reset();
  up.state.down = false;
});

describe('resolveNotFound: url-rewrite, then redirect', () => {
  test('a rewrite to a page of type page → render that page', async () => {
    expect(await resolve('/o-nas-stare')).toEqual({ kind: 'rewrite', pageSlug: 'o-nas', type: 'page' });
    expect(up.callsTo('/content/url-rewrite')[0]!.search).toContain('lang=sk');
    expect(up.callsTo('/content/redirect')).toHaveLength(0);
  });

  test('a rewrite of another type falls through to redirect', async () => {
    expect(await resolve('/clanok-stary')).toEqual({ kind: 'redirect', location: '/clanky/clanok' });
  });

  test('redirect target is canonicalised: default-locale prefix stripped, lower-case, no trailing slash', async () => {
    expect(await resolve('/stara-kategoria')).toEqual({ kind: 'redirect', location: '/nova-kategoria' });
  });

  test('an absolute URL on this site becomes its path', async () => {
    expect(await resolve('/absolutne-doma')).toEqual({ kind: 'redirect', location: '/kontakt' });
  });

  test.each(['/do-seba', '/von', '/protokol-relativne', '/nic-tu-nie-je'])(
    '%s → none (self, off-site or unknown)',
    async (path) => {
      expect(await resolve(path)).toEqual({ kind: 'none' });
    },
  );

  test('answers are cached, negative ones too', async () => {
    await resolve('/cache-negativne');
    await resolve('/o-nas-stare');
    up.reset();
    expect(await resolve('/cache-negativne')).toEqual({ kind: 'none' });
    expect(await resolve('/o-nas-stare')).toEqual({ kind: 'rewrite', pageSlug: 'o-nas', type: 'page' });
    expect(up.calls).toHaveLength(0);
  });

  test('an upstream outage answers none and is not cached', async () => {
    up.state.down = true;
    expect(await resolve('/stara-kategoria-2')).toEqual({ kind: 'none' });
    up.state.down = false;
    up.reset();
    await resolve('/stara-kategoria-2');
    expect(up.callsTo('/content/url-rewrite')).toHaveLength(1);
  });
});
