import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { defaultCache } from '../upstream/read-cache';
import { runInBackground } from '../run-in-background';
import { countEvent } from '../ops/stats';

// Whole anonymous pages in the Cache API (DESIGN, third cache layer). The Cache API cannot list
// or purge by prefix, so each site's keys carry a generation number from KV; ops' purge bumps it
// and every older page becomes unreachable (isolates notice within GENERATION_MEMO_MS).

export const pageCacheGenerationKvKey = (domainCode: string): string => `ops:page-cache-gen:${domainCode}`;
const GENERATION_MEMO_MS = 30_000;
const generations = new Map<string, { at: number; gen: string }>();

async function generation(c: Context<AppEnv>): Promise<string> {
  const code = c.var.domain.code;
  const memo = generations.get(code);
  if (memo && Date.now() - memo.at < GENERATION_MEMO_MS) return memo.gen;
  const gen = (await c.env.CACHE_KV.get(pageCacheGenerationKvKey(code)).catch(() => null)) ?? '0';
  generations.set(code, { at: Date.now(), gen });
  return gen;
}

/** Starts a new generation for a site: all its cached pages are dropped (ops purge). */
export async function bumpPageCacheGeneration(kv: KVNamespace, domainCode: string): Promise<string> {
  const gen = String(Date.now());
  await kv.put(pageCacheGenerationKvKey(domainCode), gen);
  generations.delete(domainCode);
  return gen;
}

/** True when this request's page may be read from and written to the page cache. */
export function pageCacheAllowed(c: Context<AppEnv>, routeName: string): boolean {
  const rules = c.var.domain.cache.pageCache;
  if (!rules.enabled || rules.ttlSeconds <= 0 || !rules.routes.includes(routeName)) return false;
  if (c.req.method !== 'GET') return false;
  // Personal pages (logged in, guest cart, price variant) are never shared.
  return !rules.bypassCookies.some((name) => getCookie(c, name) !== undefined);
}

/** Key: site + generation + path and query + locale + currency + price variant and groups. */
export async function pageCacheKey(c: Context<AppEnv>): Promise<Request> {
  const url = new URL(c.req.url);
  const { domain, locale, currency, session } = c.var;
  const variant = `${session.variant ?? '-'}:${session.groups.join('+') || '-'}`;
  const key = new URL(`https://page.cache/${domain.code}/${await generation(c)}${url.pathname}`);
  key.search = url.search;
  key.searchParams.set('__v', `${locale}:${currency}:${variant}`);
  return new Request(key.toString());
}

/** The cached page for this request, if any (callers check pageCacheAllowed first). */
export async function readPageCache(c: Context<AppEnv>): Promise<Response | undefined> {
  const hit = await defaultCache().match(await pageCacheKey(c)).catch(() => undefined);
  countEvent(hit ? 'page-cache.hit' : 'page-cache.miss');
  // Cache answers have immutable headers; the pipeline (secure headers, cookies) adds to them.
  return hit ? new Response(hit.body, hit) : undefined;
}

/**
 * Stores a rendered 200 page without cookies (a shared copy must not carry anyone's Set-Cookie).
 * Returns the response to send; the body is teed, so streaming to the browser is not delayed.
 */
export function writePageCache(c: Context<AppEnv>, response: Response): Response {
  if (response.status !== 200 || !response.body) return response;
  const [forBrowser, forCache] = response.body.tee();
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  headers.set('cache-control', `public, max-age=${c.var.domain.cache.pageCache.ttlSeconds}`);
  const stored = new Response(forCache, { status: 200, headers });
  runInBackground(c, pageCacheKey(c).then((key) => defaultCache().put(key, stored)));
  return new Response(forBrowser, response);
}
