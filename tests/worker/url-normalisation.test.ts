import { describe, expect, test } from 'vitest';
import { callApp, fakeUpstream } from './fake-upstream';

const up = fakeUpstream();
const get = (url: string) => callApp(up, url, { redirect: 'manual' });

describe('one 301 to the canonical URL', () => {
  test.each([
    ['https://www.eshop-demo.sk/Kontakt', '/kontakt'],
    ['https://www.eshop-demo.sk/kontakt/', '/kontakt'],
    ['https://www.eshop-demo.sk/sk/kontakt', '/kontakt'],
    ['https://www.eshop-demo.sk/sk', '/'],
    ['https://www.eshop-demo.sk/kontakt?fbclid=abc', '/kontakt'],
    ['https://www.eshop-demo.sk/kontakt?hrk=1', '/kontakt'],
    ['https://www.eshop-demo.sk/hladat?q=Gel&fbclid=1&page=2', '/hladat?q=Gel&page=2'],
    ['https://www.eshop-demo.sk/SK/Kategorie/Novinky/?fbclid=1&b=2&a=1&hrk=x', '/kategorie/novinky?b=2&a=1'],
    ['https://www.eshop-demo.cz/cs/Kontakt/', '/kontakt'],
    ['https://www.eshop-demo.sk//evil.com/', '/evil.com'],
    ['https://www.eshop-demo.sk/%C3%81no', '/%C3%A1no'],
  ])('%s → %s', async (url, location) => {
    const res = await get(url);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
    // The redirect target itself is canonical: never a chain.
    const again = await get(new URL(location, url).toString());
    expect(again.status).not.toBe(301);
  });

  test.each([
    'https://www.eshop-demo.sk/',
    'https://www.eshop-demo.sk/kontakt',
    'https://www.eshop-demo.sk/hladat?q=Gel&page=2',
    'https://www.eshop-demo.sk/cs/kontakt',
    'https://www.eshop-demo.cz/sk/kontakt',
    'https://www.eshop-demo.sk/de/kontakt',
  ])('canonical %s is not redirected', async (url) => {
    expect((await get(url)).status).not.toBe(301);
  });

  test('odd percent-encoding never throws', async () => {
    for (const path of ['/%', '/%zz', '/%E0%A4%A', '/A%', '/x?fbclid=%zz']) {
      const res = await get(`https://www.eshop-demo.sk${path}`);
      expect(res.status).toBeLessThan(500);
    }
  });

  test('the location never leaves the site', async () => {
    for (const path of ['//evil.com', '/\\evil.com/', '///evil.com/X', '/sk//evil.com']) {
      const res = await get(`https://www.eshop-demo.sk${path}`);
      const location = res.headers.get('location');
      if (location) expect(new URL(location, 'https://www.eshop-demo.sk').host).toBe('www.eshop-demo.sk');
    }
  });

  test('API, image and asset paths are not normalised; mutations are not redirected', async () => {
    expect((await get('https://www.eshop-demo.sk/api/v1/Products/1')).status).not.toBe(301);
    expect((await get('https://www.eshop-demo.sk/image/Product-W100-h100-crop-upscale/A.png')).status).not.toBe(301);
    const post = await callApp(up, 'https://www.eshop-demo.sk/Kontakt/', { method: 'POST', redirect: 'manual' });
    expect(post.status).not.toBe(301);
  });
});
