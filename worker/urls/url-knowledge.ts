/**
 * The edge's knowledge of the shop's URLs (issue 13): per site, every page path the shop has
 * (entity kind and id, its path in each of the site's locales, last modification) and every CMS
 * redirect collapsed to its final target. Built from the content API's bulk listing
 * (shared/contracts/url-index.ts), stored in KV in shards, read through an isolate copy.
 *
 * KV layout per site (`code`):
 *   urls:<code>:manifest          → { builtAt, shards, counts }        (swapped last, so readers never
 *   urls:<code>:<builtAt>:<i>     → { [path]: UrlRecord }                 see half a build)
 * A path goes to shard fnv1a(path) % shards. Shards are immutable (their key carries the build),
 * so an isolate keeps a parsed shard as long as it likes; the manifest is re-read from KV every
 * few seconds (KV_COPY_TRUST_MS), so a rebuild or an ops purge elsewhere is seen within that.
 *
 * Freshness: the knowledge is fresh for the site's `notFoundTtlSeconds` (the cache rule that already
 * bounds how long a CMS redirect or url rewrite answer is remembered). Older, it is still used for
 * what it finds (known pages, redirects) while a rebuild runs in the background, but a path it
 * does not know is then left to the loaders. Missing (first start, purged), the request waits for
 * the build up to the site's upstream time-out, so the first answer is the one every later request
 * gets (a Slovak slug on the Czech site is a 301 from the first request on). A build that fails or
 * is late leaves that request to the loaders; a failed build is not waited for again for
 * BUILD_RETRY_MS (an index outage must not add its time-out to every page).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { fnv1a32 } from '../../shared/fnv1a-hash';
import { normalizePageUrl } from '../../shared/normalize-url';
import {
  UrlIndexAnswerSchema,
  UrlIndexKindSchema,
  UrlIndexSelectionSchema,
  type UrlIndexAnswer,
  type UrlIndexEntry,
  type UrlIndexKind,
} from '../../shared/contracts/url-index';
import { LocaleSchema, type Locale } from '../../shared/i18n/locales';
import type { DomainConfig } from '../config/domain-config';
import type { AppEnv } from '../env';
import { KV_COPY_TRUST_MS } from '../cache/kv-swr';
import { runInBackground } from '../run-in-background';
import { createUpstreams } from '../upstream/create-upstreams';
import { sameSiteRedirectTarget } from './same-site-target';
import { BoundedMap } from '../cache/bounded-map';
import { matchRoute } from '../../shared/routes';
import { MenuObjectSchema } from '../../shared/contracts/content';
import { mainMenuCategoryPaths, productPath } from '../../client/components/product/product-href';
import { loadShellData } from '../upstream/shell-data';

/** What the edge knows about one path. */
export const UrlRecordSchema = z.union([
  z.object({
    /** Entity kind and id. */
    k: UrlIndexKindSchema,
    i: z.string(),
    /** The locale whose path this is; absent for an alias (a CMS url rewrite). */
    l: LocaleSchema.optional(),
    /** The entity's path in each of the site's locales. */
    a: z.partialRecord(LocaleSchema, z.string()),
    m: z.string().nullable().optional(),
    /** A virtual or filtered category's catalogue selection per locale (its listing starts at once). */
    s: z.partialRecord(LocaleSchema, UrlIndexSelectionSchema).optional(),
    /** A content page's or curated guide's product ids per locale (its catalogue call starts at once). */
    p: z.partialRecord(LocaleSchema, z.array(z.number())).optional(),
    /** The sites the entity is published on, when not every site (its hreflang names only these). */
    x: z.array(z.string()).optional(),
    /** Locales whose page is noindex (kept out of the sitemap). */
    n: z.array(LocaleSchema).optional(),
    /**
     * The entity's paths as listed, for the other sites' hreflang alternates, where this site's `a`
     * differs (a product in this site's wildcard-URL mode: its German wildcard path is no page there).
     */
    g: z.partialRecord(LocaleSchema, z.string()).optional(),
  }),
  /** A CMS redirect, collapsed: the final target (a path on this site, query allowed). */
  z.object({ r: z.string() }),
]);
export type UrlRecord = z.infer<typeof UrlRecordSchema>;
export type UrlEntityRecord = Extract<UrlRecord, { k: UrlIndexKind }>;

export const ShardSchema = z.record(z.string(), UrlRecordSchema);
const ManifestSchema = z.object({
  builtAt: z.number(),
  shards: z.number().int().min(1),
  counts: z.record(z.string(), z.number()),
});
export type UrlManifest = z.infer<typeof ManifestSchema>;

/**
 * Paths per shard. A record is about 250 bytes of JSON (it carries the entity's path in every
 * locale), so 1,000 paths are a 250 KB KV value, about 0.35 MiB parsed, and a first read costs a
 * quarter of what 4,000 did (npm run bench:url-scale: 4,000 gave 1 MB shards, 1.4 MiB parsed, and
 * the 32 copies an isolate keeps would have been 45 MiB).
 */
export const PATHS_PER_SHARD = 1_000;
/** Products per listing call. */
const PRODUCTS_PER_PAGE = 5_000;
/** Longest CMS redirect chain collapsed; a longer one is treated like a loop (404). */
const MAX_REDIRECT_HOPS = 5;
/** Shards parsed and kept per isolate (memory bound). */
const SHARD_COPIES_MAX = 32;
/** KV keeps old builds' shards this long after their manifest was replaced (readers in flight). */
const OLD_SHARD_GRACE_SECONDS = 3600;
/** After a failed build, no request waits for (or starts) another one for this long. */
const BUILD_RETRY_MS = 30_000;

const manifestKey = (code: string) => `urls:${code}:manifest`;
const shardKey = (code: string, builtAt: number, i: number) => `urls:${code}:${builtAt}:${i}`;

/** The shard of a path: FNV-1a spreads slugs evenly. */
export function shardOf(path: string, shards: number): number {
  return fnv1a32(path) % shards;
}

// ---------------------------------------------------------------- building

function pickLocales<T>(byLocale: Partial<Record<Locale, T>>, locales: readonly Locale[]) {
  const picked: Partial<Record<Locale, T>> = {};
  for (const l of locales) if (byLocale[l] !== undefined) picked[l] = byLocale[l];
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/**
 * The product wildcard-URL mode (SPEC 3, store setting `product_wildcard_url`): per locale of the
 * site, its main menu's category paths (client/components/product/product-href.ts, the same map the
 * product links are built with). Null when the mode is off.
 */
export type WildcardCategoryPaths = Partial<Record<Locale, ReadonlyMap<number, string>>> | null;

/**
 * A product entry in the wildcard mode: in each of the site's locales whose main menu has the
 * product's main category, its path is `/{category path}/{slug}` (productPath, the one builder of
 * product paths), and its `/produkt/{slug}` path moves there (a 301: one URL per product and locale).
 */
function withWildcardPaths(
  e: UrlIndexEntry,
  locales: readonly Locale[],
  wildcard: WildcardCategoryPaths,
): { entry: UrlIndexEntry; moved: [string, string][] } {
  if (!wildcard || e.kind !== 'product' || e.category === undefined) return { entry: e, moved: [] };
  const paths = { ...e.paths };
  const moved: [string, string][] = [];
  for (const l of locales) {
    const from = paths[l];
    const categoryPath = wildcard[l]?.get(e.category);
    if (!from || !categoryPath) continue;
    const match = matchRoute(from);
    if (match.route.name !== 'product-slug' || !match.params.slug) continue;
    paths[l] = productPath(match.params.slug, categoryPath);
    moved.push([from, paths[l]]);
  }
  return moved.length > 0 ? { entry: { ...e, paths }, moved } : { entry: e, moved };
}

/** Turns the listing into path records for one site (its locales only), redirects collapsed. */
export function buildRecords(
  domain: DomainConfig,
  listed: UrlIndexEntry[],
  redirects: UrlIndexAnswer['redirects'],
  wildcard: WildcardCategoryPaths = null,
) {
  const locales = domain.locales;
  const records = new Map<string, UrlRecord>();
  const counts: Record<string, number> = {};
  const onThisSite = (e: UrlIndexEntry) => !e.sites || e.sites.length === 0 || e.sites.includes(domain.code);
  const moves: [string, string][] = [];
  /** A moved entity's paths as listed (its other sites' pages). */
  const listedPaths = new Map<UrlIndexEntry, UrlIndexEntry['paths']>();
  const entries = wildcard
    ? listed.map((e) => {
        const { entry, moved } = withWildcardPaths(e, locales, wildcard);
        if (entry !== e) listedPaths.set(entry, e.paths);
        if (onThisSite(e)) moves.push(...moved);
        return entry;
      })
    : listed;
  for (const e of entries) {
    // Every locale's path is kept: the other site's slug is this page's hreflang alternate.
    const a: Partial<Record<Locale, string>> = { ...e.paths };
    if (!locales.some((l) => a[l]) || !onThisSite(e)) continue;
    // Only this site's locales' selections: the other site's are never read here.
    const selection = e.selection && pickLocales(e.selection, locales);
    const products = e.products && pickLocales(e.products, locales);
    const noindex = e.noindex?.filter((l) => locales.includes(l));
    const elsewhere = listedPaths.get(e);
    const hints = {
      ...(selection && { s: selection }),
      ...(products && { p: products }),
      ...(e.sites && e.sites.length > 0 && { x: e.sites }),
      ...(noindex && noindex.length > 0 && { n: noindex }),
      ...(elsewhere && { g: elsewhere }),
    };
    counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    for (const l of locales) {
      const path = a[l];
      // The site's default locale wins a path shared by two locales (the same slug in sk and de).
      if (path && (!records.has(path) || l === domain.defaultLocale))
        records.set(path, { k: e.kind, i: e.id, l, a, m: e.lastmod, ...hints });
    }
    for (const alias of e.aliases)
      if (!records.has(alias)) records.set(alias, { k: e.kind, i: e.id, a, m: e.lastmod, ...hints });
  }
  // A path of another site's locale (a Slovak slug on the Czech site, shared in a link) moves to the
  // entity's path in this site's default locale, where the entity has one.
  for (const e of entries) {
    const home = e.paths[domain.defaultLocale];
    if (!home || !onThisSite(e)) continue;
    for (const [locale, path] of Object.entries(e.paths)) {
      if (path && !locales.includes(locale as Locale) && !records.has(path)) records.set(path, { r: home });
    }
  }
  // The wildcard mode: a product's `/produkt/{slug}` moves to its wildcard path in the same locale.
  for (const [from, to] of moves) if (!records.has(from)) records.set(from, { r: to });
  const canonical = (p: string) =>
    normalizePageUrl({ pathname: p.split('?', 1)[0] ?? p, search: '' }, { defaultLocale: domain.defaultLocale })
      .pathname;
  const hops = new Map<string, string | null>();
  for (const r of redirects) hops.set(canonical(r.from), sameSiteRedirectTarget(domain, r.to));
  const pathOf = (target: string) => target.split('?', 1)[0] ?? target;
  let redirectCount = 0;
  for (const [from, first] of hops) {
    if (records.has(from)) continue; // an existing page wins over a stale redirect from its path
    const seen = new Set([from]);
    let target = first;
    let hopsLeft = MAX_REDIRECT_HOPS;
    while (target !== null) {
      const targetPath = pathOf(target);
      if (seen.has(targetPath))
        target = null; // a loop or a self-redirect
      else if (records.has(targetPath) || !hops.has(targetPath))
        break; // the final target
      else if (--hopsLeft <= 0)
        target = null; // too long: treated like a loop
      else {
        seen.add(targetPath);
        target = hops.get(targetPath) ?? null;
      }
    }
    if (target === null) continue;
    // A CMS redirect to a path the edge moves itself (a product's `/produkt/{slug}` in the wildcard
    // mode) goes straight to where that path moved: one hop.
    const moved = records.get(pathOf(target));
    if (moved && 'r' in moved) target = moved.r;
    records.set(from, { r: target });
    redirectCount++;
  }
  counts.redirect = redirectCount;
  return { records, counts };
}

async function fetchListing(
  c: Context<AppEnv>,
): Promise<{ entries: UrlIndexEntry[]; redirects: UrlIndexAnswer['redirects'] }> {
  const { content } = createUpstreams(c);
  const read = { anonymous: true, cacheTtl: 0 } as const;
  const products = (page: number) =>
    content.get('/url-index', { section: 'products', page, perPage: PRODUCTS_PER_PAGE }, UrlIndexAnswerSchema, read);
  const [contentAnswer, first] = await Promise.all([
    content.get('/url-index', { section: 'content' }, UrlIndexAnswerSchema, read),
    products(1),
  ]);
  const rest = await Promise.all(Array.from({ length: first.lastPage - 1 }, (_, i) => products(i + 2)));
  return {
    entries: [...contentAnswer.entries, ...first.entries, ...rest.flatMap((p) => p.entries)],
    redirects: contentAnswer.redirects,
  };
}

/**
 * The wildcard mode's category paths per site locale, or null when the store has the mode off (read
 * from the globals the shell caches: no call of its own then). On, each locale's main menu (the
 * shopper's from the shell, the others' from the content API; a menu that fails leaves that locale's
 * products at `/produkt/{slug}`, as the links the shell without a menu builds).
 */
async function wildcardCategoryPaths(c: Context<AppEnv>): Promise<WildcardCategoryPaths> {
  const shell = await loadShellData(c);
  if (!shell.globals.settings.product_wildcard_url) return null;
  const domain = c.get('domain');
  const { content } = createUpstreams(c);
  const read = { anonymous: true, cacheTtl: 0 } as const;
  const code = encodeURIComponent(domain.menuCodes.main);
  const paths: Partial<Record<Locale, ReadonlyMap<number, string>>> = {};
  await Promise.all(
    domain.locales.map(async (l) => {
      const menu =
        l === c.get('locale')
          ? shell.menus.main
          : await content.get(`/menu-object/${code}`, { lang: l }, MenuObjectSchema, read).catch((e: unknown) => {
              console.error(`[urls] main menu ${l} failed: ${String(e)}`);
              return null;
            });
      if (menu) paths[l] = mainMenuCategoryPaths(menu.items);
    }),
  );
  return paths;
}

/** Builds the site's knowledge from the listing and stores it; the manifest is written last. */
export async function rebuildUrlKnowledge(c: Context<AppEnv>): Promise<UrlManifest> {
  const domain = c.get('domain');
  const [{ entries, redirects }, wildcard] = await Promise.all([fetchListing(c), wildcardCategoryPaths(c)]);
  const { records, counts } = buildRecords(domain, entries, redirects, wildcard);
  const shards = Math.max(1, Math.ceil(records.size / PATHS_PER_SHARD));
  const parts: Record<string, UrlRecord>[] = Array.from({ length: shards }, () => ({}));
  for (const [path, record] of records) parts[shardOf(path, shards)]![path] = record;
  const builtAt = Date.now();
  const ttl = domain.cache.notFoundTtlSeconds;
  // Shards outlive their manifest's freshness by a day (the outage fallback) plus the grace.
  const expirationTtl = Math.max(60, ttl + 24 * 3600 + OLD_SHARD_GRACE_SECONDS);
  const kv = c.env.CACHE_KV;
  await Promise.all(
    parts.map((part, i) => kv.put(shardKey(domain.code, builtAt, i), JSON.stringify(part), { expirationTtl })),
  );
  const manifest: UrlManifest = { builtAt, shards, counts };
  await kv.put(manifestKey(domain.code), JSON.stringify(manifest), { expirationTtl });
  manifestCopies.set(domain.code, { manifest, readAt: Date.now() });
  return manifest;
}

// ---------------------------------------------------------------- reading

const manifestCopies = new Map<string, { manifest: UrlManifest | null; readAt: number }>();
const shardCopies = new BoundedMap<string, Record<string, UrlRecord>>('url-knowledge.shards', SHARD_COPIES_MAX);
const rebuilding = new Map<string, Promise<unknown>>();
const buildFailedAt = new Map<string, number>();

/** Drops this isolate's copies of a site's knowledge and its build failure (ops purge, tests). */
export function forgetUrlKnowledgeCopies(code?: string): void {
  for (const key of [...manifestCopies.keys()]) if (!code || key === code) manifestCopies.delete(key);
  for (const key of [...buildFailedAt.keys()]) if (!code || key === code) buildFailedAt.delete(key);
  shardCopies.clear((key) => !code || key.startsWith(`urls:${code}:`));
}

/** Ops purge: the site's knowledge is gone; the next page request rebuilds it in the background. */
export async function purgeUrlKnowledge(kv: KVNamespace, code: string): Promise<void> {
  await kv.delete(manifestKey(code));
  forgetUrlKnowledgeCopies(code);
}

async function readManifest(c: Context<AppEnv>, code: string): Promise<UrlManifest | null> {
  const copy = manifestCopies.get(code);
  if (copy && Date.now() - copy.readAt < KV_COPY_TRUST_MS) return copy.manifest;
  let manifest: UrlManifest | null = null;
  try {
    const parsed = ManifestSchema.safeParse(await c.env.CACHE_KV.get(manifestKey(code), 'json'));
    manifest = parsed.success ? parsed.data : null;
  } catch (e) {
    console.error(`[urls] manifest read failed: ${String(e)}`);
  }
  manifestCopies.set(code, { manifest, readAt: Date.now() });
  return manifest;
}

export async function readShard(c: Context<AppEnv>, code: string, manifest: UrlManifest, i: number) {
  const key = shardKey(code, manifest.builtAt, i);
  const copy = shardCopies.use(key);
  if (copy) return copy;
  const parsed = ShardSchema.safeParse(await c.env.CACHE_KV.get(key, 'json').catch(() => null));
  if (!parsed.success) return null;
  shardCopies.set(key, parsed.data);
  return parsed.data;
}

/** The site's current knowledge (for sitemaps), rebuilding it now when there is none. */
export async function currentManifest(c: Context<AppEnv>): Promise<UrlManifest> {
  const code = c.get('domain').code;
  return (await readManifest(c, code)) ?? (await rebuildOnce(c));
}

function rebuildOnce(c: Context<AppEnv>): Promise<UrlManifest> {
  const code = c.get('domain').code;
  const running = rebuilding.get(code) as Promise<UrlManifest> | undefined;
  if (running) return running;
  const p = rebuildUrlKnowledge(c)
    .then(
      (manifest) => {
        buildFailedAt.delete(code);
        return manifest;
      },
      (error: unknown) => {
        buildFailedAt.set(code, Date.now());
        throw error;
      },
    )
    .finally(() => rebuilding.delete(code));
  rebuilding.set(code, p);
  return p;
}

function buildFailedRecently(code: string): boolean {
  const at = buildFailedAt.get(code);
  return at !== undefined && Date.now() - at < BUILD_RETRY_MS;
}

/**
 * No knowledge at all: builds it and waits up to the site's upstream time-out. Null when the build
 * failed, failed recently or is late (it goes on in the background for the next requests).
 */
async function awaitFirstBuild(c: Context<AppEnv>): Promise<UrlManifest | null> {
  const domain = c.get('domain');
  if (buildFailedRecently(domain.code)) return null;
  const build = rebuildOnce(c);
  runInBackground(c, build);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), domain.upstreams.timeoutMs);
  });
  try {
    return await Promise.race([
      build.catch((e: unknown) => {
        console.error(`[urls] build failed: ${String(e)}`);
        return null;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** An entity whose date lies ahead (the listing includes scheduled articles): not a page yet. */
export function isScheduled(record: UrlEntityRecord, now = Date.now()): boolean {
  if (!record.m) return false;
  const at = Date.parse(record.m);
  return !Number.isNaN(at) && at > now;
}

export type UrlKnowledge =
  /** No knowledge to decide from (none yet, purged, KV failing): the loaders decide. */
  | { state: 'unknown' }
  /** The path is no page of this site (knowledge fresh). */
  | { state: 'missing' }
  | { state: 'redirect'; location: string }
  | { state: 'found'; record: UrlEntityRecord };

/**
 * The record of a path the site's knowledge already holds (fresh or not), for hints only: it never
 * waits for a first build and says nothing about a path it lacks. Fixed routes that render a content
 * entity (`/poradna`) read their product ids through it.
 */
export async function peekUrlRecord(c: Context<AppEnv>, path: string): Promise<UrlEntityRecord | undefined> {
  const domain = c.get('domain');
  const manifest = await readManifest(c, domain.code);
  if (!manifest) return undefined;
  const record = (await readShard(c, domain.code, manifest, shardOf(path, manifest.shards)))?.[path];
  return record && !('r' in record) ? record : undefined;
}

/**
 * What the edge knows about a normalised path. An old build is rebuilt in the background; only when
 * there is none at all does the request wait for the build (up to the upstream time-out).
 */
export async function lookUpUrl(c: Context<AppEnv>, path: string): Promise<UrlKnowledge> {
  const domain = c.get('domain');
  const manifest = (await readManifest(c, domain.code)) ?? (await awaitFirstBuild(c));
  const fresh = manifest !== null && Date.now() - manifest.builtAt < domain.cache.notFoundTtlSeconds * 1000;
  if (!fresh && !rebuilding.has(domain.code) && !buildFailedRecently(domain.code)) runInBackground(c, rebuildOnce(c));
  if (!manifest) return { state: 'unknown' };
  const shard = await readShard(c, domain.code, manifest, shardOf(path, manifest.shards));
  if (!shard) return { state: 'unknown' };
  const record = shard[path];
  if (!record) return fresh ? { state: 'missing' } : { state: 'unknown' };
  if ('r' in record) return { state: 'redirect', location: record.r };
  // Listed but not yet published (a future-dated article): the loader decides (404 until the date).
  if (isScheduled(record)) return { state: 'unknown' };
  return { state: 'found', record };
}
