// SPEC 1 "A Czech site and a Slovak site exist, each with its own canonical domain": a page asked for
// on a site's other public name (an alias in worker/config/domains.ts: `eshop-demo.sk`) moves with
// one 301 to the same path and query on the canonical host, https. The hosts of local development
// and tests (localhost, *.localhost, 127.0.0.1) serve the site as before, and so do the API, the
// worker's own endpoints and POSTs on an alias (worker/middleware/redirect-to-canonical-url.ts).
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { isDevHost } from '../../worker/middleware/redirect-to-canonical-url';

const PAGE = { headers: { cookie: 'closed-modals=age-18' }, redirect: 'manual' as const };

beforeAll(async () => {
  await SELF.fetch('https://www.eshop-demo.sk/api/v1/globals'); // migrates and seeds the demo backend
}, 60_000);

describe('alias hosts', { timeout: 60_000 }, () => {
  test.each([
    ['http://eshop-demo.sk/masazne-oleje?page=2', 'https://www.eshop-demo.sk/masazne-oleje?page=2'],
    ['https://eshop-demo.sk/', 'https://www.eshop-demo.sk/'],
    ['https://eshop-demo.cz/lubrikacni-gely', 'https://www.eshop-demo.cz/lubrikacni-gely'],
    ['https://www.example.sk/kontakt?addToCart=5', 'https://www.eshop-demo.sk/kontakt?addToCart=5'],
    ['https://eshop-demo.sk/sitemap.xml', 'https://www.eshop-demo.sk/sitemap.xml'],
    // A URL that also needs normalising moves once, straight to its canonical form.
    ['https://eshop-demo.sk/Masazne-Oleje/', 'https://www.eshop-demo.sk/masazne-oleje'],
  ])('GET %s → 301 %s', async (from, to) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await SELF.fetch(from, { ...PAGE, method });
      expect(res.status, method).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  test.each([
    'https://www.eshop-demo.sk/masazne-oleje',
    'https://www.eshop-demo.cz/lubrikacni-gely',
    'http://sk.localhost:8787/masazne-oleje',
    'http://cz.localhost:8787/lubrikacni-gely',
    'http://localhost:8787/masazne-oleje',
    'http://127.0.0.1:8787/masazne-oleje',
  ])('%s answers the page itself (canonical or development host)', async (url) => {
    const res = await SELF.fetch(url, PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });

  test('the API, the worker’s endpoints and a POST answer on an alias as before', async () => {
    const api = await SELF.fetch('https://eshop-demo.sk/api/v1/globals', PAGE);
    expect(api.status).toBe(200);
    const health = await SELF.fetch('https://eshop-demo.sk/__health', PAGE);
    expect(health.status).toBe(200);
    const post = await SELF.fetch('https://eshop-demo.sk/api/v1/cart/items', {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://eshop-demo.sk', 'content-type': 'application/json' },
      body: '{',
    });
    expect(post.status).toBe(400);
  });

  test('development hosts are told apart from public aliases', () => {
    for (const host of ['localhost', 'sk.localhost', 'cz.localhost', '127.0.0.1', '[::1]'])
      expect(isDevHost(host)).toBe(true);
    for (const host of ['eshop-demo.sk', 'www.example.sk', 'example.cz', 'localhost.example.sk'])
      expect(isDevHost(host)).toBe(false);
  });
});
