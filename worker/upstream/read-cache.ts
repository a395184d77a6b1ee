import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { countEvent } from '../ops/stats';
import { runInBackground } from '../run-in-background';
import { UpstreamError } from './upstream-error';
import { VARYING_HEADERS, type UpstreamHeaderRecord } from './upstream-headers';
import { BoundedMap } from '../cache/bounded-map';
import { catalogChangeLog, changedSince, type ChangeLog } from '../cache/catalog-changes';
import { sha256Hex } from '../../shared/hmac';

// Upstream reads (products, categories, articles, search) kept in the Cache API for a short TTL,
// and kept longer as a fallback: when the upstream fails, a stale copy answers instead of an
// error page (docs/ARCHITECTURE.md, the caches).

const FETCHED_AT = 'x-storefront-fetched-at';

/** The colo's default cache (Workers' `caches.default`; the DOM lib typing does not know it). */
export function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export interface CachedRead {
  status: number;
  text: string;
  /** 'fresh' from cache, 'stale' served because the upstream failed, 'miss' fetched now. */
  source: 'fresh' | 'stale' | 'miss';
  /**
   * Values derived from `text` (parsed and validated answers, by schema), kept with the in-isolate
   * copy so a warm read parses and validates once per answer instead of once per request. Values
   * in it are shared between requests: read-only.
   */
  derived?: Map<unknown, unknown>;
}

// In-isolate copies in front of the Cache API (an L1): the same TTL rules, so a copy in memory
// answers exactly when the Cache API would have answered fresh; expired ones fall through to it
// (and to stale-on-error). Bounded, least recently used out first.
interface MemoryEntry {
  status: number;
  text: string;
  fetchedAt: number;
  derived: Map<unknown, unknown>;
}
// Characters, not bytes: a JS string of n characters holds up to 2n bytes.
const memory = new BoundedMap<string, MemoryEntry>('read-cache.copies (chars)', 300, {
  maxWeight: 8_000_000,
  weigh: (entry) => entry.text.length,
});

function remember(key: string, status: number, text: string, fetchedAt: number): MemoryEntry {
  // An answer read again unchanged (a copy refreshed past its TTL, most often) keeps what was
  // derived from it: the same parsed answer, so the views and markup kept by its identity
  // (view-memo.ts, fragment-memo.ts) live on instead of being built again once per TTL and key.
  // Derived values are functions of the text alone; a changed answer gets a new map, and with it
  // new views. Comparing is one pass over two strings, far less than parsing either.
  const prior = memory.get(key);
  const unchanged = prior !== undefined && prior.status === status && prior.text === text;
  const entry: MemoryEntry = unchanged
    ? { status, text: prior.text, fetchedAt, derived: prior.derived }
    : { status, text, fetchedAt, derived: new Map() };
  if (unchanged) countEvent('read-cache.unchanged');
  memory.set(key, entry);
  return entry;
}

function recall(key: string, ttlSeconds: number): MemoryEntry | undefined {
  const entry = memory.get(key);
  if (!entry) return undefined;
  if ((Date.now() - entry.fetchedAt) / 1000 >= ttlSeconds) return undefined;
  return memory.use(key);
}

// Reads under way, by key: concurrent callers for a key share one upstream call (a cold or just
// expired page viewed by many at once would otherwise make the same call once per view). An entry
// leaves when its read settles, answered or failed, so a failure is never kept beyond the rules
// below and the next caller after it asks again. Credentials: a key holds every header that makes an
// answer differ (VARYING_HEADERS: locale, site, currency, the shopper's price variant and groups),
// and a read with the shopper's token or guest token never comes here (JsonClient.read calls the
// upstream directly), so two shoppers share a read only when the upstream would answer both the same.
interface InFlightRead {
  startedAt: number;
  /**
   * How the read ended, once it has: plain values only. Callers in other requests never await the
   * reading request's promise: workerd refuses a promise fulfilled across requests ("Cannot perform
   * I/O on behalf of a different request", RefcountedFulfiller) and cancels a request left waiting on
   * one as hung; they look here on their own timer instead (joinRead).
   */
  outcome?: { read: CachedRead } | { error: unknown };
}
/**
 * A read is joined only this young: longer than any upstream time-out a site can set (at most 60 s,
 * worker/config/domain-config.ts). An older entry is one the runtime dropped unsettled (its request
 * gone past its waitUntil grace), and a new caller starts its own read instead of waiting on it.
 */
const IN_FLIGHT_TRUST_MS = 65_000;
// Holds only reads under way (each leaves when settled); bounded anyway, against entries dropped
// unsettled: past the bound the oldest goes, and a caller that finds none starts its own read.
const inFlight = new BoundedMap<string, InFlightRead>('read-cache.in-flight', 500);

function runningRead(key: string, now: number): InFlightRead | undefined {
  const running = inFlight.get(key);
  return running && now - running.startedAt < IN_FLIGHT_TRUST_MS ? running : undefined;
}

/** Whether this isolate is reading `key` from the upstream now (a caller may leave it to that read). */
export function readInFlight(key: string): boolean {
  return runningRead(key, Date.now()) !== undefined;
}

/**
 * Schemas an answer's validated values are kept for: one or two in practice (the same answer read
 * as two shapes). A caller that builds its schema per request would otherwise add a value per
 * request to an entry that stays in memory: past this many, values are computed and not kept.
 */
const MAX_DERIVED_PER_ENTRY = 4;

/** `compute()` once per cached answer and schema (see CachedRead.derived); every time when uncached. */
export function derivedFrom<T>(derived: Map<unknown, unknown> | undefined, schema: object, compute: () => T): T {
  if (derived?.has(schema)) return derived.get(schema) as T;
  const value = compute();
  if (derived && derived.size < MAX_DERIVED_PER_ENTRY) derived.set(schema, value);
  return value;
}

// A warm page asks for the same few reads on every view: their keys' hashes are kept (bounded,
// oldest out first) instead of digesting and hex-encoding the same text per request.
const keyHashes = new BoundedMap<string, string>('read-cache.key-hashes', 2000);

/**
 * Cache key (a URL): the upstream request plus every header that changes its answer. A URL, not a
 * Request: a warm read is answered from the in-isolate copy by this string, and only a read that
 * goes on to the Cache API builds the Request it needs.
 */
/** The varying headers' part of a read's key; a request's header record is one object, so once per request. */
const varyingParts = new WeakMap<UpstreamHeaderRecord, string>();
function varyingPart(headers: UpstreamHeaderRecord): string {
  let vary = varyingParts.get(headers);
  if (vary === undefined) {
    vary = VARYING_HEADERS.map((h) => `${h}=${headers[h] ?? ''}`).join('\n');
    varyingParts.set(headers, vary);
  }
  return vary;
}

export async function readCacheKey(
  domainCode: string,
  method: string,
  url: string,
  headers: UpstreamHeaderRecord,
  body = '',
): Promise<string> {
  const text = `${method}\n${url}\n${varyingPart(headers)}\n${body}`;
  let hash = keyHashes.get(text);
  if (hash === undefined) {
    hash = await sha256Hex(text);
    keyHashes.set(text, hash);
  }
  return `https://upstream-read.cache/${domainCode}/${hash}`;
}

export interface ReadCacheOptions {
  ttlSeconds: number;
  staleOnErrorSeconds: number;
  /** The load's own time-out: how long a caller waits for another request's read of the key (joinRead). */
  timeoutMs: number;
}

/** The in-memory copy of `key` while fresh (the same TTL and catalogue-change rules as the Cache API's). */
function memoryCopy(key: string, ttlSeconds: number, changes: ChangeLog): CachedRead | undefined {
  const inMemory = recall(key, ttlSeconds);
  if (!inMemory || changedSince(changes, inMemory.fetchedAt, inMemory.text)) return undefined;
  countEvent('read-cache.memory');
  return { status: inMemory.status, text: inMemory.text, source: 'fresh', derived: inMemory.derived };
}

/**
 * The fresh copy of `key` this colo holds (in memory, else in the Cache API), without calling the
 * upstream; else the Cache API's older copy, if any, for the caller to fall back on.
 */
async function freshCopy(
  c: Context<AppEnv>,
  key: string,
  ttlSeconds: number,
): Promise<{ fresh?: CachedRead; cached?: Response; cachedText?: string; changes?: ChangeLog }> {
  // A copy that shows a product or category changed since it was fetched is not fresh (catalog-changes.ts).
  const changes = await catalogChangeLog(c);
  const inMemory = memoryCopy(key, ttlSeconds, changes);
  if (inMemory) return { fresh: inMemory };
  let cached: Response | undefined;
  try {
    cached = await defaultCache().match(new Request(key));
  } catch (e) {
    console.error(`[read-cache] match failed: ${String(e)}`);
  }
  if (!cached) return { changes };
  const fetchedAt = Number(cached.headers.get(FETCHED_AT) ?? 0);
  const age = (Date.now() - fetchedAt) / 1000;
  const text = await cached.text();
  if (age < ttlSeconds && !changedSince(changes, fetchedAt, text)) {
    countEvent('read-cache.fresh');
    const entry = remember(key, cached.status, text, fetchedAt);
    return { fresh: { status: cached.status, text, source: 'fresh', derived: entry.derived } };
  }
  return { cached, cachedText: text, changes };
}

/** The fresh copy of `key` this colo holds, or undefined: never an upstream call (see JsonClient.getIfCached). */
export async function readCachedOnly(
  c: Context<AppEnv>,
  key: string,
  ttlSeconds: number,
): Promise<CachedRead | undefined> {
  return (await freshCopy(c, key, ttlSeconds)).fresh;
}

/**
 * Serves `key` from the Cache API while younger than ttl; otherwise calls `load` (which must
 * throw UpstreamError for anything unusable) and stores its answer, or waits for the call of it
 * this isolate already has under way (sharedLoad); if that fails with a network, time-out, 5xx or
 * invalid answer and a copy exists, serves that copy however old the cache still holds it.
 */
export async function readThroughCache(
  c: Context<AppEnv>,
  key: string,
  options: ReadCacheOptions,
  load: () => Promise<{ status: number; text: string }>,
): Promise<CachedRead> {
  const { fresh: copy, cached, cachedText, changes } = await freshCopy(c, key, options.ttlSeconds);
  if (copy) return copy;
  try {
    return await sharedLoad(c, key, options, load, changes);
  } catch (e) {
    const recoverable = e instanceof UpstreamError && (e.kind !== 'http' || e.status >= 500);
    if (cached && recoverable) {
      countEvent('read-cache.stale-on-error');
      return { status: cached.status, text: cachedText ?? (await cached.text()), source: 'stale' };
    }
    throw e;
  }
}

/**
 * `load()` for `key`, or the read of it already under way in this isolate (its answer, or its
 * failure, is this caller's too). Every caller gets the `derived` the cache then holds, so what
 * they derive from it (the validated answer) is one object, as for a warm read.
 */
function sharedLoad(
  c: Context<AppEnv>,
  key: string,
  options: ReadCacheOptions,
  load: () => Promise<{ status: number; text: string }>,
  changes: ChangeLog | undefined,
): Promise<CachedRead> {
  const now = Date.now();
  const running = runningRead(key, now);
  if (running) {
    countEvent('read-cache.coalesced');
    return joinRead(running, options.timeoutMs, () => loadAndStore(c, key, options, load, Date.now()));
  }
  // A read that settled while this caller was looking in the Cache API left its copy in memory.
  const settled = changes && memoryCopy(key, options.ttlSeconds, changes);
  if (settled) return Promise.resolve(settled);
  const answer = loadAndStore(c, key, options, load, now);
  const read: InFlightRead = { startedAt: now };
  inFlight.set(key, read);
  const leave = (outcome: NonNullable<InFlightRead['outcome']>) => {
    read.outcome = outcome;
    if (inFlight.get(key) === read) inFlight.delete(key);
  };
  // Kept alive by the request that started it (waitUntil), so the callers looking at it get an
  // outcome even if that request's client goes away first.
  runInBackground(
    c,
    answer.then(
      (value) => leave({ read: value }),
      (error: unknown) => leave({ error }),
    ),
  );
  return answer;
}

/** How long past a shared read's own time-out a caller still waits for it before reading for itself. */
const JOIN_GRACE_MS = 250;
/** A joining caller looks at the read this often at first, then less often (up to the last). */
const JOIN_LOOKS_MS = [2, 4, 8, 16, 32];

/**
 * Another request's read of the key, waited for on this request's own timer: the caller looks at the
 * read's outcome (plain values) until it has one, and gets the same answer object or the same error.
 * A read that ends nowhere this caller can see (its request cancelled before it settled) is given
 * its own time-out plus a grace; then this caller reads for itself.
 */
async function joinRead(
  running: InFlightRead,
  timeoutMs: number,
  readItself: () => Promise<CachedRead>,
): Promise<CachedRead> {
  const giveUpAt = running.startedAt + timeoutMs + JOIN_GRACE_MS;
  for (let look = 0; running.outcome === undefined; look++) {
    if (Date.now() >= giveUpAt) return readItself();
    await scheduler.wait(JOIN_LOOKS_MS[Math.min(look, JOIN_LOOKS_MS.length - 1)]!);
  }
  if ('error' in running.outcome) throw running.outcome.error;
  return running.outcome.read;
}

async function loadAndStore(
  c: Context<AppEnv>,
  key: string,
  options: ReadCacheOptions,
  load: () => Promise<{ status: number; text: string }>,
  // Taken before the call: a catalogue change made while it is under way is newer than this copy.
  fetchedAt: number,
): Promise<CachedRead> {
  const fresh = await load();
  countEvent('read-cache.miss');
  const entry = remember(key, fresh.status, fresh.text, fetchedAt);
  const keep = options.ttlSeconds + options.staleOnErrorSeconds;
  const stored = new Response(fresh.text, {
    status: fresh.status,
    headers: {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${keep}`,
      [FETCHED_AT]: String(fetchedAt),
    },
  });
  runInBackground(c, defaultCache().put(new Request(key), stored));
  return { ...fresh, source: 'miss', derived: entry.derived };
}
