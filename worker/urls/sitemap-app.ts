/**
 * Issue 16 item 1: `/sitemap.xml` per site (a sitemap index) with its children, and `/robots.txt`
 * per site with its `Sitemap:` line. Built from the site's URL knowledge (worker/urls/url-knowledge.ts):
 * each entity's path in the site's default locale (German is a preference, never its own URL),
 * products paged at SITEMAP_MAX_URLS. A built document is kept in the Cache API under the
 * knowledge's build, so it changes exactly when the knowledge does.
 */
import { Hono, type Context } from 'hono';
import type { UrlIndexKind } from '../../shared/contracts/url-index';
import { ROUTES } from '../../shared/routes';
import type { AppEnv } from '../env';
import { runInBackground } from '../run-in-background';
import { defaultCache } from '../upstream/read-cache';
import { currentManifest, isScheduled, readShard, type UrlEntityRecord, type UrlManifest } from './url-knowledge';

export const sitemapApp = new Hono<AppEnv>();

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Child sitemaps other than products, and the kinds each lists. */
const GROUPS: Record<string, readonly UrlIndexKind[]> = {
  categories: ['category', 'virtual_category', 'filtered_category'],
  pages: ['page', 'content_page'],
  articles: ['article', 'article_category', 'tag', 'author'],
  brands: ['brand'],
  branches: ['branch'],
  guides: ['curated_guide', 'term', 'infomail'],
};

/** Fixed routes a search engine should know (the rest is personal, a form step, or noindex). */
const NOT_LISTED = new Set([
  'search',
  'cart',
  'login',
  'register',
  'activate',
  'reset-password',
  'forgotten-password',
  'maintenance',
  'payment-callback',
  'order-status',
  'checkout-import',
]);
const FIXED_PAGES = ROUTES.filter(
  (r) =>
    !r.hidden &&
    !r.auth &&
    !r.pattern.includes(':') &&
    !r.pattern.includes('*') &&
    !r.page.startsWith('checkout-') &&
    !NOT_LISTED.has(r.page),
).map((r) => r.pattern);

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

interface SitemapUrl {
  path: string;
  lastmod?: string | null;
}

/** The site's own pages by kind: each entity once, at its default-locale path. */
async function collect(c: Context<AppEnv>, manifest: UrlManifest): Promise<Map<UrlIndexKind, SitemapUrl[]>> {
  const domain = c.get('domain');
  const byKind = new Map<UrlIndexKind, SitemapUrl[]>();
  const shards = await Promise.all(
    Array.from({ length: manifest.shards }, (_, i) => readShard(c, domain.code, manifest, i)),
  );
  for (const shard of shards) {
    if (!shard) throw new Error('URL knowledge shard missing');
    for (const [path, record] of Object.entries(shard)) {
      if ('r' in record) continue;
      const entity = record as UrlEntityRecord;
      if (entity.l !== domain.defaultLocale || isScheduled(entity)) continue;
      let list = byKind.get(entity.k);
      if (!list) byKind.set(entity.k, (list = []));
      list.push({ path, lastmod: entity.m ?? null });
    }
  }
  for (const list of byKind.values()) list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return byKind;
}

function urlset(host: string, urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const lastmod =
        u.lastmod && !Number.isNaN(Date.parse(u.lastmod))
          ? `<lastmod>${new Date(u.lastmod).toISOString()}</lastmod>`
          : '';
      return `<url><loc>${xmlEscape(`https://${host}${u.path}`)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Every document of the site's sitemap, by name (`sitemap.xml`, `sitemaps/<child>.xml`). */
async function buildSitemaps(c: Context<AppEnv>, manifest: UrlManifest): Promise<Map<string, string>> {
  const host = c.get('domain').canonicalHost;
  const byKind = await collect(c, manifest);
  const docs = new Map<string, string>();
  const lastmodOf = (urls: SitemapUrl[]) =>
    urls.reduce<string | null>((max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max), null);
  const children: { name: string; lastmod: string | null }[] = [];
  for (const [group, kinds] of Object.entries(GROUPS)) {
    const urls = kinds.flatMap((k) => byKind.get(k) ?? []);
    if (group === 'pages') for (const path of FIXED_PAGES) if (!urls.some((u) => u.path === path)) urls.push({ path });
    if (urls.length === 0) continue;
    docs.set(`sitemaps/${group}.xml`, urlset(host, urls));
    children.push({ name: `sitemaps/${group}.xml`, lastmod: lastmodOf(urls) });
  }
  const products = byKind.get('product') ?? [];
  for (let i = 0; i * SITEMAP_MAX_URLS < products.length; i++) {
    const part = products.slice(i * SITEMAP_MAX_URLS, (i + 1) * SITEMAP_MAX_URLS);
    docs.set(`sitemaps/products-${i + 1}.xml`, urlset(host, part));
    children.push({ name: `sitemaps/products-${i + 1}.xml`, lastmod: lastmodOf(part) });
  }
  const index = children
    .map((ch) => {
      const lastmod =
        ch.lastmod && !Number.isNaN(Date.parse(ch.lastmod))
          ? `<lastmod>${new Date(ch.lastmod).toISOString()}</lastmod>`
          : '';
      return `<sitemap><loc>https://${host}/${ch.name}</loc>${lastmod}</sitemap>`;
    })
    .join('\n');
  docs.set(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
  );
  return docs;
}

async function serve(c: Context<AppEnv>, name: string): Promise<Response> {
  const manifest = await currentManifest(c);
  const code = c.get('domain').code;
  const key = (n: string) => new Request(`https://sitemap.cache/${code}/${manifest.builtAt}/${n}`);
  const cache = defaultCache();
  const headers = {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': `public, max-age=0, s-maxage=${c.get('domain').cache.notFoundTtlSeconds}`,
  };
  const hit = await cache.match(key(name)).catch(() => undefined);
  if (hit) return new Response(hit.body, { status: hit.status, headers });
  const docs = await buildSitemaps(c, manifest);
  const ttl = c.get('domain').cache.notFoundTtlSeconds;
  // Every document of this build is kept, the one asked for and its siblings (crawlers fetch them next).
  runInBackground(
    c,
    Promise.all(
      [...docs].map(([n, body]) =>
        cache.put(
          key(n),
          new Response(body, {
            headers: { 'content-type': headers['content-type'], 'cache-control': `public, max-age=${ttl}` },
          }),
        ),
      ),
    ),
  );
  const doc = docs.get(name);
  if (doc === undefined) return c.text('Not found', 404);
  return new Response(doc, { status: 200, headers });
}

sitemapApp.get('/sitemap.xml', (c) => serve(c, 'sitemap.xml'));
sitemapApp.get('/sitemaps/:name{[a-z0-9-]+\\.xml}', (c) => serve(c, `sitemaps/${c.req.param('name')}`));

sitemapApp.get('/robots.txt', (c) => {
  const host = c.get('domain').canonicalHost;
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /__data/',
    'Disallow: /kosik',
    'Disallow: /uzivatel',
    '',
    `Sitemap: https://${host}/sitemap.xml`,
    '',
  ].join('\n');
  return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
});
