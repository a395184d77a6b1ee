// CMS content the shop used to read but never show (spec audit items 2, 4, 11, 12, 14): each part is
// in the served HTML with the demo data, and absent where the CMS has none.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';

const SK = 'https://www.eshop-demo.sk';
const headers = { cookie: 'closed-modals=age-18; cookie-consent=all' };

async function html(path: string): Promise<string> {
  const res = await SELF.fetch(`${SK}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** The `<img …>` tags whose src names this CDN folder. */
const imagesOf = (page: string, folder: string) =>
  [...page.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`/${folder}/`));

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

describe('category banner (SPEC 3 category_banner)', () => {
  test('a top category shows its banner at the top: sized, eager (the LCP on a desktop), alt from its name', async () => {
    const page = await html('/lubrikacne-gely');
    const [img, ...more] = imagesOf(page, 'category-banners');
    expect(more).toEqual([]);
    expect(img).toContain('src="/image/category-w1200-h240-crop-upscale/category-banners/10.jpg"');
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="240"');
    expect(img).toContain('alt="Lubrikačné gély"');
    expect(img).toContain('loading="eager"');
    // Above the title and the products.
    const at = page.indexOf('category-banners/10.jpg');
    expect(at).toBeLessThan(page.indexOf('category-page__title'));
    expect(at).toBeLessThan(page.indexOf('product-box'));
  });

  test('a subcategory without a banner has none', async () => {
    const page = await html('/lubrikacne-gely/na-vodnej-baze');
    expect(imagesOf(page, 'category-banners')).toEqual([]);
    expect(page).not.toContain('category-page__banner');
  });
});
