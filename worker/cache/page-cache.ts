import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_PAGE_CACHE_ROUTES, type RouteDef } from '../../shared/routes';
import type { AppEnv } from '../env';
import { defaultCache } from '../upstream/read-cache';
import { runInBackground } from '../run-in-background';
import { countEvent } from '../ops/stats';
import { shellCookieState } from '../render/shell-view';
import { catalogChangeLog, changedSince } from './catalog-changes';
import { BoundedMap } from './bounded-map';

// Whole anonymous pages in the Cache API (the third cache layer, after KV shell data and upstream reads). The Cache API cannot list
// or purge by prefix, so each site's keys carry a generation number from KV; ops' purge bumps it
// and every older page becomes unreachable (isolates notice within GENERATION_MEMO_MS).

export const pageCacheGenerationKvKey = (domainCode: string): string => `ops:page-cache-gen:${domainCode}`;
const GENERATION_MEMO_MS = 30_000;
const generations = new Map<string, { at: number; gen: string }>();

async function generation(c: Context<AppEnv>): Promise<string> {
  const code = c.get('domain').code;
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

/**
 * True when this request's page may be read from and written to the page cache: the route allows it
 * (shared/routes.ts) and is one the site caches (its `pageCache.routes`, else the table's defaults),
 * the method is GET, and none of the bypass cookies is present.
 */
export function pageCacheAllowed(c: Context<AppEnv>, route: RouteDef): boolean {
  const rules = c.get('domain').cache.pageCache;
  const cached = rules.routes ?? DEFAULT_PAGE_CACHE_ROUTES;
  if (!rules.enabled || rules.ttlSeconds <= 0 || route.sharedCache === undefined || !cached.includes(route.name))
    return false;
  if (c.req.method !== 'GET') return false;
  // A page whose URL's language could not be read may be in the wrong one: never shared (issue 32).
  if (c.get('localeUnsettled')) return false;
  // Personal pages (logged in, guest cart, price variant) are never shared. The session check
  // holds even if ops drop the auth cookies from bypassCookies: a shared page never says "logged in".
  if (c.get('session').token || c.get('session').guestToken) return false;
  return !rules.bypassCookies.some((name) => getCookie(c, name) !== undefined);
}

/**
 * Key: site + generation + locale, currency, price variant and groups + the shell's cookie-dependent
 * state (cookie consent answered, closed modals) + the page's path and query. The shell renders the
 * consent banner and the entry modal on the server from those cookies, so they are part of the
 * key: a shopper who closed the 18+ modal never gets a copy with it open (and vice versa). The
 * values are normalised (consent: yes/no; modals: sorted, deduplicated ids), so real shoppers
 * spread over a handful of variants per page.
 *
 * The key is exactly the page (issue 51): the edge's own fields are path segments of fixed places,
 * each percent-encoded (no `/` inside), in front of the page's path; the page's path and query follow
 * as the request has them, which is the URL the page renders from. Nothing the request brings can
 * write into a field: the query is the last part of the key and is never edited (it used to be, with
 * `__v`/`__s` set inside it, so `?__v=…` wrote the key's fields and its page became the copy of the
 * clean URL). The URL is already canonical here (the URL normalisation answers anything else with a
 * 301 before the page app: no empty `&` pair, no reserved `__…` name), so one page has one key.
 */
export async function pageCacheKey(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const [domain, locale, currency, session] = [c.get('domain'), c.get('locale'), c.get('currency'), c.get('session')];
  const variant = `${locale}:${currency}:${session.variant ?? '-'}:${session.groups.join('+') || '-'}`;
  const shell = shellCookieState(c);
  const shellState = `${shell.cookieConsent ? 1 : 0}:${shell.closedModals.join('+') || '-'}`;
  const fields = [domain.code, await generation(c), variant, shellState].map(encodeURIComponent).join('/');
  // The URL as text: the Cache API takes it as it is, and a Request built only to read its URL back
  // was 2 % of a page-cache hit's CPU (bench:cpu, 11-27).
  return `https://page.cache/${fields}${url.pathname}${url.search}`;
}

/** Response header saying what the page cache did with this request. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** Stored copies remember the CSP nonce they were rendered with, so a hit can swap in the request's own. */
const STORED_NONCE_HEADER = 'x-page-nonce';
/** When a stored copy expires (ms since the epoch): the in-isolate copy expires with it. */
const STORED_EXPIRES_HEADER = 'x-page-expires-at';
/** When the render of a stored copy began (ms since the epoch), for catalogue changes made after it. */
const STORED_AT_HEADER = 'x-page-stored-at';
/** When each request missed the page cache: its render, and so its copy, is no older than that. */
const missedAt = new WeakMap<Request, number>();

// In-isolate copies in front of the Cache API (an L1): a hot page is answered from memory without
// a Cache API round trip. Same TTL as the Cache API copy, and the key carries the generation, so a
// purge reaches these exactly as it reaches the Cache API. Bounded, least recently used out first.
// A copy is kept as the bytes that go out, with the positions of its render-time nonce: a hit copies
// the bytes and writes the request's nonce over those positions (nonces all have the same length),
// instead of searching and replacing in the text and encoding it again on every hit (bench:cpu:
// that was a fifth of a hit's CPU).
interface MemoryPage {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  /** The render-time nonce and its byte offsets in `body`; null when the page has none to swap. */
  nonce: string | null;
  nonceAt: number[] | null;
  expiresAt: number;
  /** When the render this copy came from began: catalogue changes after it may make the copy stale. */
  storedAt: number;
}
const memoryPages = new BoundedMap<string, MemoryPage>('page-cache.copies (bytes)', 200, {
  maxWeight: 24_000_000,
  weigh: (page) => page.body.byteLength,
});

const encoder = new TextEncoder();

/** How long shared caches (a CDN, a proxy) may keep an anonymous page: never longer than the worker does. */
const SHARED_MAX_AGE_S = 60;
const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}`;

/**
 * Cache-Control of an anonymous page a shared cache may keep: for SHARED_MAX_AGE_S, and not past
 * `until`, the moment what the page shows changes by the clock alone (`showsUntil`: a delivery
 * promise's cut-off), so no cache says "Expres dnes" after the express has closed.
 */
export function sharedPageCacheControl(until: number | undefined, now = Date.now()): string {
  if (until === undefined || until - now >= SHARED_MAX_AGE_S * 1000) return SHARED_PAGE_CACHE_CONTROL;
  return `public, max-age=0, s-maxage=${Math.max(0, Math.floor((until - now) / 1000))}`;
}

/** A stored copy's headers as a hit sends them: without the store's own, with the shared cache rules, saying it is a hit. */
function browserHeaderList(stored: Headers): [string, string][] {
  const headers = new Headers(stored);
  headers.delete(STORED_NONCE_HEADER);
  headers.delete(STORED_EXPIRES_HEADER);
  headers.delete(STORED_AT_HEADER);
  // The shared rules once per copy; a hit in the copy's last SHARED_MAX_AGE_S says less (pageResponse).
  headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL);
  headers.set('vary', 'cookie');
  headers.set(PAGE_CACHE_HEADER, 'hit');
  return [...headers];
}

/** Where `nonce` (ASCII) occurs in `body`. */
function nonceOffsets(body: Uint8Array, nonce: string): number[] {
  const needle = encoder.encode(nonce);
  const at: number[] = [];
  const first = needle[0]!;
  for (let i = body.indexOf(first); i !== -1 && i <= body.length - needle.length; i = body.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && body[i + j] === needle[j]) j++;
    if (j === needle.length) {
      at.push(i);
      i += needle.length - 1;
    }
  }
  return at;
}

function memoryPage(
  body: Uint8Array<ArrayBuffer>,
  headers: [string, string][],
  nonce: string | null,
  expiresAt: number,
  storedAt: number,
): MemoryPage {
  return { body, headers, nonce, nonceAt: nonce ? nonceOffsets(body, nonce) : null, expiresAt, storedAt };
}

function recallPage(key: string): MemoryPage | undefined {
  const page = memoryPages.get(key);
  if (!page) return undefined;
  if (Date.now() >= page.expiresAt) {
    memoryPages.delete(key);
    return undefined;
  }
  return memoryPages.use(key);
}

function pageResponse(c: Context<AppEnv>, page: MemoryPage): Response {
  const nonce = c.get('nonce');
  let body: Uint8Array<ArrayBuffer> | Blob | string = page.body;
  if (page.nonceAt && page.nonceAt.length > 0) {
    if (nonce.length === page.nonce!.length) {
      // The stored bytes between the nonce's places, as views (no copy), with this request's nonce
      // between them: the Blob copies each part once, and the Response takes the Blob as it is.
      // Before, the whole body was copied to write the nonce in, and the Response copied it again.
      const parts: BlobPart[] = [];
      let from = 0;
      for (const at of page.nonceAt) {
        parts.push(page.body.subarray(from, at), nonce);
        from = at + nonce.length;
      }
      parts.push(page.body.subarray(from));
      body = new Blob(parts);
    } else {
      // Not the nonce format of the stored copy (a changed generator): swap in the text instead.
      body = new TextDecoder().decode(page.body).replaceAll(page.nonce!, nonce);
    }
  }
  // The stored header list goes straight into the Response: one Headers built, not two.
  const res = new Response(body, { status: 200, headers: page.headers });
  if (page.expiresAt - Date.now() < SHARED_MAX_AGE_S * 1000)
    res.headers.set('cache-control', sharedPageCacheControl(page.expiresAt));
  return res;
}

/**
 * The cached page for this request, if any (callers check pageCacheAllowed first). A page stored
 * with its render-time CSP nonce gets this request's nonce instead: every response has its own
 * nonce, as CSP requires, and the CSP header (set per request) matches the scripts in the body.
 */
export async function readPageCache(c: Context<AppEnv>): Promise<Response | undefined> {
  const [key, changes] = await Promise.all([pageCacheKey(c), catalogChangeLog(c)]);
  const miss = () => {
    countEvent('page-cache.miss');
    missedAt.set(c.req.raw, Date.now());
    return undefined;
  };
  const inMemory = recallPage(key);
  if (inMemory) {
    if (changedSince(changes, inMemory.storedAt, inMemory.body)) {
      memoryPages.delete(key);
      return miss();
    }
    countEvent('page-cache.hit');
    countEvent('page-cache.memory');
    return pageResponse(c, inMemory);
  }
  const hit = await defaultCache()
    .match(key)
    .catch(() => undefined);
  if (hit?.status !== 200) return miss();
  const nonce = hit.headers.get(STORED_NONCE_HEADER);
  const expiresAt = Number(hit.headers.get(STORED_EXPIRES_HEADER) ?? 0);
  const storedAt = Number(hit.headers.get(STORED_AT_HEADER) ?? 0);
  // The Cache API keeps whole seconds: a copy past its own end (a promise's cut-off) is not served.
  if (!(expiresAt > Date.now())) return miss();
  const page = memoryPage(
    new Uint8Array(await hit.arrayBuffer()),
    browserHeaderList(hit.headers),
    nonce,
    expiresAt,
    storedAt,
  );
  if (changedSince(changes, storedAt, page.body)) {
    runInBackground(c, defaultCache().delete(key));
    return miss();
  }
  countEvent('page-cache.hit');
  memoryPages.set(key, page);
  return pageResponse(c, page);
}

export interface PageCacheWriteOptions {
  /**
   * Decides, after the whole body has been streamed, whether the copy may be kept (the render
   * finished without errors, the page turned out 200 and cacheable). Default: keep.
   */
  keep?: () => boolean | Promise<boolean>;
  /** The CSP nonce the body was rendered with (swapped for each reader's own on a hit). */
  nonce?: string;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

function storedHeaders(from: Headers, nonce: string | undefined): Headers {
  const headers = new Headers(from);
  headers.delete('set-cookie');
  headers.delete(PAGE_CACHE_HEADER);
  headers.delete('content-length');
  // A page that streamed uncompressed (late data) is whole now: hits may be compressed again.
  headers.delete('content-encoding');
  // The key already separates what Vary would; a Vary on the stored copy only gets in the way of match().
  headers.delete('vary');
  if (nonce) headers.set(STORED_NONCE_HEADER, nonce);
  return headers;
}

/** A copy that would be kept less than this is not worth a write. */
const MIN_KEEP_MS = 1_000;

async function storeCopy(
  c: Context<AppEnv>,
  body: Uint8Array<ArrayBuffer> | string,
  headers: Headers,
  options: PageCacheWriteOptions,
): Promise<void> {
  if (!(await (options.keep?.() ?? true))) {
    countEvent('page-cache.not-stored');
    return;
  }
  const now = Date.now();
  // Kept for the site's TTL, but never past the moment the page's words change by the clock alone.
  const expiresAt = Math.min(now + c.get('domain').cache.pageCache.ttlSeconds * 1000, c.get('showsUntil') ?? Infinity);
  if (expiresAt - now < MIN_KEEP_MS) {
    countEvent('page-cache.not-stored');
    return;
  }
  const storedAt = missedAt.get(c.req.raw) ?? now;
  headers.set(STORED_EXPIRES_HEADER, String(expiresAt));
  headers.set(STORED_AT_HEADER, String(storedAt));
  headers.set('cache-control', `public, max-age=${Math.ceil((expiresAt - now) / 1000)}`);
  const key = await pageCacheKey(c);
  memoryPages.set(
    key,
    memoryPage(
      typeof body === 'string' ? encoder.encode(body) : body,
      browserHeaderList(headers),
      options.nonce ?? null,
      expiresAt,
      storedAt,
    ),
  );
  await defaultCache().put(key, new Response(body, { status: 200, headers }));
  countEvent('page-cache.stored');
}

/**
 * Stores a rendered 200 page without cookies (a shared copy must not carry anyone's Set-Cookie).
 * Returns the response to send; the body is teed, so streaming to the browser is not delayed.
 * The copy is buffered and put in the cache (in waitUntil) only once the stream has completed and
 * `keep()` agrees; a stream that errors is never stored.
 */
export function writePageCache(c: Context<AppEnv>, response: Response, options: PageCacheWriteOptions = {}): Response {
  if (response.status !== 200 || !response.body) return response;
  const [forBrowser, forCache] = response.body.tee();
  const headers = storedHeaders(response.headers, options.nonce);
  const store = async () => {
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readAll(forCache);
    } catch {
      countEvent('page-cache.not-stored');
      return; // the render stream failed: nothing whole to keep
    }
    await storeCopy(c, body, headers, options);
  };
  runInBackground(c, store());
  return new Response(forBrowser, response);
}

/** writePageCache for a page already rendered whole (`body` is what the browser gets). */
export function writeWholePageCache(
  c: Context<AppEnv>,
  body: Uint8Array<ArrayBuffer> | string,
  responseHeaders: Headers,
  options: PageCacheWriteOptions = {},
): void {
  runInBackground(c, storeCopy(c, body, storedHeaders(responseHeaders, options.nonce), options));
}

/** Every chunk of a stream, in one buffer. */
export { readAll as readWholeStream };
