// CMS content the shop used to read but never show (spec audit items 2, 4, 11, 12, 14): each part is
// in the served HTML with the demo data, and absent where the CMS has none.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, test } from 'vitest';
import { tourHref } from '../../pages/branch/loader';
import { wideBannerViews } from '../../pages/home/loader';
import type { WideBanner } from '../../shared/contracts/content';
import { fetchThrough, recordingUpstream } from './recording-upstream';

const SK = 'https://www.eshop-demo.sk';
/** The Czech site stands for "the CMS has none": its reads are cached apart from the Slovak ones. */
const CZ = 'https://www.eshop-demo.cz';
const headers = { cookie: 'closed-modals=age-18; cookie-consent=all' };

async function html(path: string): Promise<string> {
  const res = await SELF.fetch(`${SK}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** The demo backend, except that the content API answers these GraphQL fields with `null` / `[]`. */
function cmsWithout(fields: Record<string, null | []>) {
  return recordingUpstream({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/content/graphql') {
        const { query } = (await request.clone().json()) as { query: string };
        const field = Object.keys(fields).find((f) => new RegExp(`\\{\\s*${f}\\(`).test(query));
        if (field) return Response.json({ data: { [field]: fields[field] } });
      }
      return env.DEMO_BACKEND.fetch(request);
    },
  } as unknown as Fetcher);
}

async function czWithout(path: string, fields: Record<string, null | []>): Promise<string> {
  const { res, body } = await fetchThrough(cmsWithout(fields), `${CZ}${path}`, { headers });
  expect(res.status).toBe(200);
  return body;
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
    expect(page.includes('page-banner')).toBe(false);
  });
});

describe('wide banners (SPEC 7 "wide banners (enabled)")', () => {
  test('the home shows the enabled ones, heaviest first, linked, lazy, with the phone picture when there is one', async () => {
    const page = await html('/');
    const list = /<ul class="wide-banners">[\s\S]*?<\/ul>/.exec(page)?.[0] ?? '';
    const items = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    const [first, second] = items as [string, string];
    expect(first).toContain('Wellness víkend doma');
    expect(first).toMatch(/<a class="wide-banner" style="background:#f3ebe4" href="\/[^"]+"/);
    // The desktop picture for wide screens, the phone one otherwise.
    expect(first).toMatch(/<source media="\(min-width: 768px\)"[^>]*wide-banners\/1\.jpg/);
    expect(first).toMatch(/<img [^>]*src="\/image\/banner-w390-h195-crop-upscale\/wide-banners\/1-mobile\.jpg"/);
    expect(first).toContain('loading="lazy"');
    expect(first).toContain('width="390"');
    expect(first).toContain('height="195"');
    expect(second).toContain('Nová kolekcia bielizne');
    // No phone variant: the desktop picture, cut for a phone.
    expect(second).toMatch(/<img [^>]*src="\/image\/banner-w390-h195-crop-upscale\/wide-banners\/2\.jpg"/);
    expect(page.includes('wide-banners/3.jpg')).toBe(false); // the disabled one
  });

  test('none in the CMS: no strip at all', async () => {
    const page = await czWithout('/', { wideBanners: [] });
    expect(page.includes('wide-banner')).toBe(false);
  });

  test('disabled ones are dropped, unsafe links unlinked, external ones noopener, odd colours ignored', () => {
    const banner = (over: Partial<WideBanner>): WideBanner => ({
      _id: 'b',
      title: 'T',
      url: '/x',
      enabled: true,
      weight: 1,
      background_color: null,
      image: { path: 'wide-banners/x.jpg', alt: null, title: null },
      mobile_image: null,
      ...over,
    });
    const views = wideBannerViews([
      banner({ _id: 'off', enabled: false, weight: 99 }),
      banner({ _id: 'js', url: 'javascript:alert(1)', weight: 3, background_color: 'red;background:url(//x)' }),
      banner({ _id: 'ext', url: 'https://partner.example/akcia', weight: 2, background_color: '#ABCDEF' }),
    ]);
    expect(views.map((v) => v.id)).toEqual(['js', 'ext']);
    expect(views[0]).toMatchObject({ link: null, background: null });
    expect(views[1]).toMatchObject({
      link: { href: 'https://partner.example/akcia', target: '_blank', rel: 'noopener' },
      background: '#ABCDEF',
    });
  });
});

describe('article list header image (SPEC 3 article list configuration image)', () => {
  test('/nakupny-radca shows the configured picture above its title', async () => {
    const page = await html('/nakupny-radca');
    const [img, ...more] = imagesOf(page, 'article-list');
    expect(more).toEqual([]);
    expect(img).toContain('src="/image/article-w1200-h240-crop-upscale/article-list/header.jpg"');
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="240"');
    expect(page.indexOf('article-list/header.jpg')).toBeLessThan(page.indexOf('<h1'));
  });

  test('no configuration in the CMS: no picture', async () => {
    const page = await czWithout('/nakupny-radca', { articleListConfiguration: null });
    expect(page.includes('page-banner')).toBe(false);
    expect(imagesOf(page, 'article-list')).toEqual([]);
  });
});

describe('article category image (SPEC 3 article category image)', () => {
  test('an article category shows its picture above its title', async () => {
    const page = await html('/nakupny-radca/vztahy');
    const [img, ...more] = imagesOf(page, 'article-categories');
    expect(more).toEqual([]);
    expect(img).toContain('src="/image/article-w1200-h240-crop-upscale/article-categories/acat-1.jpg"');
    expect(img).toContain('alt="Vzťahy"');
    expect(page.indexOf('article-categories/acat-1.jpg')).toBeLessThan(page.indexOf('<h1'));
  });
});

describe('branch 360° tour (SPEC 3 branch_360_iframe)', () => {
  test('the primary branch links its tour (new tab, noopener), frames nothing, and the CSP frames no more', async () => {
    const res = await SELF.fetch(`${SK}/pobocky/bratislava`, { headers });
    expect(res.status).toBe(200);
    const page = await res.text();
    const link = /<a [^>]*class="button button--ghost branch__tour-link"[^>]*>([^<]*)<\/a>/.exec(page);
    expect(link?.[1]).toBe('Virtuálna prehliadka 360°');
    expect(link?.[0]).toContain('href="https://www.example.com/360/bratislava"');
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[0]).toContain('rel="noopener noreferrer"');
    expect(page.includes('<iframe')).toBe(false);
    const frameSrc = (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe('frame-src https://www.youtube-nocookie.com');
  });

  test('a branch without a tour has no tour link', async () => {
    const page = await html('/pobocky/kosice');
    expect(page.includes('branch__tour-link')).toBe(false);
  });

  test.each([
    ['<iframe src="https://tour.example/360?a=1&amp;b=2" width="600"></iframe>', 'https://tour.example/360?a=1&b=2'],
    ['https://tour.example/360/x', 'https://tour.example/360/x'],
    ['http://tour.example/360', null],
    ['javascript:alert(1)', null],
    ['<iframe src="javascript:alert(1)"></iframe>', null],
    ['<iframe src="https://user:pw@tour.example/"></iframe>', null],
    ['not a url', null],
    [null, null],
  ])('the tour address of %s is %s', (field, href) => {
    expect(tourHref(field)).toBe(href);
  });
});

describe('<meta name="keywords"> (SPEC 3 page_meta seo_keywords)', () => {
  // The whole document: a page whose data comes after the shell streams its head tags with its part.
  const keywordsOf = (page: string) =>
    [...page.matchAll(/<meta name="keywords" content="([^"]*)"\/>/g)].map((m) => m[1]);

  test('an article whose page_meta names keywords has them in its head tags, once and escaped', async () => {
    const page = await html('/clanky/ako-hovorit-o-svojich-tuzbach');
    expect(keywordsOf(page)).toEqual(['komunikácia, vzťahy &amp; dôvera, túžby']);
  });

  test('pages whose page_meta names none have no keywords tag', async () => {
    for (const path of ['/clanky/pat-ritualov-pre-spolocny-vecer', '/lubrikacne-gely', '/', '/nakupny-radca']) {
      const page = await html(path);
      expect(keywordsOf(page), path).toEqual([]);
    }
  });
});
