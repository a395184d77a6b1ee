// Issue 26.12: while the URL listing upstream is down and the knowledge cannot be built, /sitemap.xml
// serves the last good document (stale), else 503 with Retry-After: never a 500.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { forgetUrlKnowledgeCopies, purgeUrlKnowledge } from '../../worker/urls/url-knowledge';
import { fetchThrough, recordingUpstream } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';
const up = recordingUpstream();

beforeAll(async () => {
  await fetchThrough(up, `${SK}/api/v1/globals`); // migrate and seed the demo backend once
}, 60_000);

/** The listing upstream down, and the site's knowledge gone (expired, purged): a build is needed and fails. */
async function listingDown(code: string) {
  await purgeUrlKnowledge(env.CACHE_KV, code);
  forgetUrlKnowledgeCopies();
  up.state.faultPrefix = '/content/url-index';
  up.state.fault = { kind: 'status', status: 503 };
}

describe('/sitemap.xml while the URL listing is down (issue 26.12)', () => {
  test('the last good sitemap is served, stale', async () => {
    const good = await fetchThrough(up, `${SK}/sitemap.xml`);
    expect(good.res.status).toBe(200);
    expect(good.body).toContain('<sitemapindex');
    await listingDown('sk');
    try {
      const stale = await fetchThrough(up, `${SK}/sitemap.xml`);
      expect(stale.res.status).toBe(200);
      expect(stale.body).toBe(good.body);
      expect(stale.res.headers.get('content-type')).toContain('application/xml');
      expect(
        up.calls.some((c) => c.path === '/content/url-index'),
        'a build was tried',
      ).toBe(true);
    } finally {
      up.state.fault = null;
    }
  });

  test('without a good copy: 503 with Retry-After, not 500', async () => {
    await listingDown('cz');
    try {
      const { res } = await fetchThrough(up, `${CZ}/sitemaps/brands.xml`);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      up.state.fault = null;
    }
  });
});
