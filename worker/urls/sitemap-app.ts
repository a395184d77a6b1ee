/**
 * Issue 16 item 1: `/sitemap.xml` per site (a sitemap index) with its children, and `/robots.txt`
 * per site with its `Sitemap:` line. Built from the site's URL knowledge (worker/urls/url-knowledge.ts):
 * each entity's page of its own in each of the site's locales (the site language's path, and a
 * German slug where German has one: issue 32), products paged at SITEMAP_MAX_URLS. A built document is kept in the Cache API under the
 * knowledge's build, so it changes exactly when the knowledge does.
 */
import { Hono, type Context } from 'hono';
import type { UrlIndexKind } from '../../shared/contracts/url-index';
import type { Locale } from '../../shared/i18n/locales';
import { pathFor, ROUTES } from '../../shared/routes';
import { loadDomainRegistry } from '../config/domains';
import type { AppEnv } from '../env';
import { runInBackground } from '../run-in-background';
import { defaultCache } from '../upstream/read-cache';
import { fixedRoutePaths, matchPageRoute } from './locale-routes';
import { alternatesOf, ownPathIn, promotionsPaths, type AlternateSite } from './page-alternates';
import { currentManifest, isScheduled, readShard, type UrlEntityRecord, type UrlManifest } from './url-knowledge';

export const sitemapApp = new Hono<AppEnv>();

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Child sitemaps other than products, and the kinds each lists. */
const GROUPS: Record<string, readonly (UrlIndexKind | 'promotions')[]> = {
  categories: ['category', 'virtual_category', 'filtered_category', 'promotions'],
  pages: ['page', 'content_page'],
  articles: ['article', 'article_category', 'tag', 'author'],
  brands: ['brand'],
  branches: ['branch'],
  guides: ['curated_guide', 'term', 'infomail'],
};

/**
 * Fixed routes a search engine should know: every shown route with `index` policy whose pattern has
 * no parameter (the rest is personal, a form step, or noindex), and lists whose pattern takes an
 * optional parameter (the list itself is a page: /infomail).
 */
const hasRequiredParameter = (pattern: string) => pattern.split('/').some((s) => s.includes(':') && !s.endsWith('?'));
const FIXED_PAGES = ROUTES.filter(
  (r) => !r.hidden && r.index && !r.pattern.includes('*') && !hasRequiredParameter(r.pattern),
).map((r) =>
  r.pattern.includes(':')
    ? { path: pathFor(r.name), paths: undefined }
    : { path: r.pattern, paths: fixedRoutePaths(r) },
);

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

interface SitemapUrl {
  path: string;
  lastmod?: string | null;
  /** The page's path in each locale (an entity's), for its xhtml:link alternates. */
  paths?: Partial<Record<Locale, string>>;
  /** The sites it is published on, when not all. */
  sites?: string[];
  /** Locales whose page is noindex (named by no alternate). */
  noindex?: Locale[];
  /** The entity's paths on the other sites, where this site's differ (page-alternates.ts `elsewhere`). */
  elsewhere?: { site: string; paths: Partial<Record<Locale, string>> };
}

/** Shards read at once: at 50,000 products all parsed shards together are ~50 MiB, past an isolate's comfort. */
const SHARD_BATCH = 8;

/** The site's own pages by kind: each entity once, at its default-locale path (path and lastmod only). */
async function collect(
  c: Context<AppEnv>,
  manifest: UrlManifest,
): Promise<Map<UrlIndexKind | 'promotions', SitemapUrl[]>> {
  const domain = c.get('domain');
  const byKind = new Map<UrlIndexKind | 'promotions', SitemapUrl[]>();
  for (let first = 0; first < manifest.shards; first += SHARD_BATCH) {
    const batch = Array.from({ length: Math.min(SHARD_BATCH, manifest.shards - first) }, (_, i) => first + i);
    const shards = await Promise.all(batch.map((i) => readShard(c, domain.code, manifest, i)));
    for (const shard of shards) {
      if (!shard) throw new Error('URL knowledge shard missing');
      for (const [path, record] of Object.entries(shard)) {
        if ('r' in record) continue;
        const entity = record as UrlEntityRecord;
        // A page of its own in one of the site's locales (an alias or a shared slug's twin is none).
        if (!entity.l || ownPathIn(domain, entity.a, entity.l) !== path) continue;
        if (isScheduled(entity) || entity.n?.includes(entity.l)) continue;
        let list = byKind.get(entity.k);
        if (!list) byKind.set(entity.k, (list = []));
        const sites = {
          ...(entity.x ? { sites: entity.x } : {}),
          ...(entity.n ? { noindex: entity.n } : {}),
          ...(entity.g ? { elsewhere: { site: domain.code, paths: entity.g } } : {}),
        };
        // A CMS page a fixed route shows at its own path (`/kontakt`): the route's paths, as its page names.
        const route = entity.k === 'page' ? matchPageRoute(path).route : undefined;
        const paths = (route && !route.content && fixedRoutePaths(route)) || entity.a;
        list.push({ path, lastmod: entity.m ?? null, paths, ...sites });
        if (entity.k === 'category') {
          const promotions = promotionsPaths(entity.a);
          const own = ownPathIn(domain, promotions, entity.l);
          if (own) {
            let pages = byKind.get('promotions');
            if (!pages) byKind.set('promotions', (pages = []));
            pages.push({ path: own, paths: promotions, ...sites });
          }
        }
      }
    }
  }
  for (const list of byKind.values()) list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return byKind;
}

const lastmodTag = (lastmod: string | null | undefined) =>
  lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';

/**
 * The xhtml:link alternates of one URL: the page's hreflang links (worker/urls/page-alternates.ts,
 * the one rule for both).
 */
function alternateLinks(sites: readonly AlternateSite[], u: SitemapUrl): string {
  return alternatesOf(sites, {
    paths: u.paths,
    samePath: u.path,
    published: u.sites,
    noindex: u.noindex,
    elsewhere: u.elsewhere,
  })
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
    .join('');
}

function urlset(host: string, sites: readonly AlternateSite[], urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xmlEscape(`https://${host}${u.path}`)}</loc>${lastmodTag(u.lastmod)}${alternateLinks(sites, u)}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/**
 * One document of the site's sitemap by name (`sitemap.xml`, `sitemaps/<child>.xml`), or null when the site
 * has no such child. Only the asked document is rendered: at 50,000 products building them all at once
 * held every parsed shard and every document together and the isolate went down on the index.
 */
async function buildSitemap(c: Context<AppEnv>, manifest: UrlManifest, name: string): Promise<string | null> {
  const domain = c.get('domain');
  const host = domain.canonicalHost;
  const byKind = await collect(c, manifest);
  const lastmodOf = (urls: SitemapUrl[]) =>
    urls.reduce<string | null>((max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max), null);
  const children: { name: string; urls: () => SitemapUrl[] }[] = [];
  for (const [group, kinds] of Object.entries(GROUPS)) {
    const urls = kinds.flatMap((k) => byKind.get(k) ?? []);
    if (group === 'pages')
      for (const fixed of FIXED_PAGES) {
        // The route's page in each of the site's locales it has a path of its own in (`/marken`).
        for (const locale of domain.locales) {
          const path = fixed.paths
            ? ownPathIn(domain, fixed.paths, locale)
            : locale === domain.defaultLocale && fixed.path;
          if (path && !urls.some((u) => u.path === path))
            urls.push({ path, ...(fixed.paths ? { paths: fixed.paths } : {}) });
        }
      }
    if (urls.length > 0) children.push({ name: `sitemaps/${group}.xml`, urls: () => urls });
  }
  const products = byKind.get('product') ?? [];
  for (let i = 0; i * SITEMAP_MAX_URLS < products.length; i++) {
    const part = () => products.slice(i * SITEMAP_MAX_URLS, (i + 1) * SITEMAP_MAX_URLS);
    children.push({ name: `sitemaps/products-${i + 1}.xml`, urls: part });
  }
  if (name !== 'sitemap.xml') {
    const child = children.find((ch) => ch.name === name);
    return child ? urlset(host, loadDomainRegistry(c.env.DOMAINS_JSON).domains, child.urls()) : null;
  }
  const index = children
    .map((ch) => `<sitemap><loc>https://${host}/${ch.name}</loc>${lastmodTag(lastmodOf(ch.urls()))}</sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`;
}

/** How long a crawler should wait when no sitemap can be built and none was ever served here. */
const RETRY_AFTER_SECONDS = 300;
/** How long the last good document is kept for an outage of the URL listing. */
const LAST_GOOD_TTL_SECONDS = 7 * 24 * 3600;

const XML = 'application/xml; charset=utf-8';
const lastGoodKey = (code: string, name: string) => new Request(`https://sitemap.cache/${code}/last-good/${name}`);

/**
 * Issue 26.12: the URL listing upstream is down and the knowledge cannot be (re)built. The last good
 * document of this site (stale, kept a week) beats an error; without one, 503 with Retry-After, so a
 * crawler comes back rather than dropping the site's URLs on a 500.
 */
async function lastGood(c: Context<AppEnv>, name: string, error: unknown): Promise<Response> {
  const code = c.get('domain').code;
  console.warn(`[sitemap] ${code} ${name}: cannot build (${String(error)}); serving the last good copy if any`);
  const stale = await defaultCache()
    .match(lastGoodKey(code, name))
    .catch(() => undefined);
  if (stale)
    return new Response(stale.body, { status: 200, headers: { 'content-type': XML, 'cache-control': 'no-store' } });
  return c.text('The sitemap is not available right now; try again later.', 503, {
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
}

async function serve(c: Context<AppEnv>, name: string): Promise<Response> {
  let manifest: UrlManifest;
  try {
    manifest = await currentManifest(c);
  } catch (error) {
    return lastGood(c, name, error);
  }
  const code = c.get('domain').code;
  const key = (n: string) => new Request(`https://sitemap.cache/${code}/${manifest.builtAt}/${n}`);
  const cache = defaultCache();
  const headers = {
    'content-type': XML,
    'cache-control': `public, max-age=0, s-maxage=${c.get('domain').cache.notFoundTtlSeconds}`,
  };
  const hit = await cache.match(key(name)).catch(() => undefined);
  if (hit) return new Response(hit.body, { status: hit.status, headers });
  let doc: string | null;
  try {
    doc = await buildSitemap(c, manifest, name);
  } catch (error) {
    return lastGood(c, name, error);
  }
  if (doc === null) return c.text('Not found', 404);
  const ttl = c.get('domain').cache.notFoundTtlSeconds;
  const copy = (maxAge: number) =>
    new Response(doc, { headers: { 'content-type': XML, 'cache-control': `public, max-age=${maxAge}` } });
  // Once per document and knowledge build: this build's copy, and the last good one for an outage.
  runInBackground(
    c,
    Promise.all([cache.put(key(name), copy(ttl)), cache.put(lastGoodKey(code, name), copy(LAST_GOOD_TTL_SECONDS))]),
  );
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
