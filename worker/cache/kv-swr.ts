import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { countEvent } from '../ops/stats';
import { runInBackground } from '../run-in-background';
import { BoundedMap } from './bounded-map';

// Stale-while-revalidate over KV for data every page needs (globals, menus): a warm cache
// answers without any upstream call; a stale entry answers at once and is refreshed in
// waitUntil; when the upstream is down, an entry of any age answers.

const EntrySchema = z.object({ v: z.unknown(), at: z.number() });

/** KV keeps entries this long past their stale window, as the outage fallback. */
const KEEP_FOR_OUTAGES_SECONDS = 30 * 24 * 3600;

/** Loads in flight per key in this isolate: concurrent misses and refreshes share one upstream call. */
const inFlight = new Map<string, Promise<unknown>>();

export interface KvSwrOptions<T> {
  /** Validates what KV holds (a deploy may change the shape); invalid entries count as missing. */
  schema?: z.ZodType<T>;
  /** False for a degraded value that should be served but not stored (e.g. a menu failed). */
  cacheable?: (value: T) => boolean;
}

export type KvSwrOutcome = 'fresh' | 'stale' | 'miss' | 'stale-on-error';

async function store<T>(kv: KVNamespace, key: string, value: T, ttl: number, stale: number): Promise<void> {
  await kv.put(key, JSON.stringify({ v: value, at: Date.now() }), {
    expirationTtl: Math.max(60, ttl + stale + KEEP_FOR_OUTAGES_SECONDS),
  });
  // The next read in this isolate takes the new entry from KV (parsed and validated as any read).
  parsedEntries.delete(key);
}

function coalesced<T>(
  c: Context<AppEnv>,
  key: string,
  ttl: number,
  stale: number,
  load: () => Promise<T>,
  options: KvSwrOptions<T>,
): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) {
    countEvent('kv-swr.coalesced');
    return running;
  }
  const p = (async () => {
    const value = await load();
    if (options.cacheable?.(value) ?? true) {
      // The write must outlive the response; the value is returned without waiting for it.
      runInBackground(c, store(c.env.CACHE_KV, key, value, ttl, stale));
    }
    return value;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

/**
 * The last entry read per key in this isolate, with the raw text it came from: when KV answers
 * the same text again (the common case: globals change rarely), the parsed, validated entry is
 * reused instead of parsing and validating ~tens of KB of JSON on every page view.
 */
// Weighed by the raw text (characters): the parsed value is of the same order.
const parsedEntries = new BoundedMap<
  string,
  { raw: string; schema: unknown; entry: { v: unknown; at: number }; readAt: number }
>('kv.copies (chars)', 200, { maxWeight: 8_000_000, weigh: (copy) => copy.raw.length });

/**
 * How long an isolate answers from its copy before reading KV again. Every page needs the shell
 * data, and reading it from KV on every view (tens of KB, compared with the copy) was the largest
 * per-page cost left after rendering. The price: another isolate's refresh, or an ops purge made
 * elsewhere, is seen up to this late (this isolate's own refreshes and purges at once), like the
 * cache-rule override's memo and well inside KV's own propagation between locations (60 s). The
 * entry's age still decides fresh / stale / refresh as before.
 */
export const KV_COPY_TRUST_MS = 5_000;

/** Drops this isolate's copies of entries whose key starts with `prefix` (ops purge; tests that write KV directly). */
export function forgetKvCopies(prefix = ''): void {
  parsedEntries.clear((key) => key.startsWith(prefix));
}

async function readEntry<T>(kv: KVNamespace, key: string, schema?: z.ZodType<T>): Promise<{ v: T; at: number } | null> {
  const known = parsedEntries.get(key);
  if (known && known.schema === schema && Date.now() - known.readAt < KV_COPY_TRUST_MS)
    return known.entry as { v: T; at: number };
  let raw: string | null;
  countEvent('kv-swr.kv-read');
  try {
    raw = await kv.get(key, 'text');
  } catch (e) {
    console.error(`[kv-swr] read ${key} failed, treated as missing: ${String(e)}`);
    return null;
  }
  if (raw === null) {
    parsedEntries.delete(key);
    return null;
  }
  if (known && known.raw === raw && known.schema === schema) {
    known.readAt = Date.now();
    return known.entry as { v: T; at: number };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const entry = EntrySchema.safeParse(json);
  if (!entry.success) return null;
  let result: { v: T; at: number };
  if (!schema) result = entry.data as { v: T; at: number };
  else {
    const value = schema.safeParse(entry.data.v);
    if (!value.success) return null;
    result = { v: value.data, at: entry.data.at };
  }
  parsedEntries.set(key, { raw, schema, entry: result, readAt: Date.now() });
  return result;
}

/**
 * `load()` through KV: fresh (age < ttl) → served; stale (age < ttl + staleWindow) → served and
 * refreshed in the background; older or missing → loaded now and stored; if that load fails,
 * any stored entry is served however old, else the error propagates.
 */
export async function kvSwr<T>(
  c: Context<AppEnv>,
  key: string,
  ttlSeconds: number,
  staleWindowSeconds: number,
  load: () => Promise<T>,
  options: KvSwrOptions<T> = {},
): Promise<T> {
  return (await kvSwrWithOutcome(c, key, ttlSeconds, staleWindowSeconds, load, options)).value;
}

/** kvSwr, also saying where the value came from (stats, tests, Server-Timing). */
export async function kvSwrWithOutcome<T>(
  c: Context<AppEnv>,
  key: string,
  ttlSeconds: number,
  staleWindowSeconds: number,
  load: () => Promise<T>,
  options: KvSwrOptions<T> = {},
): Promise<{ value: T; outcome: KvSwrOutcome }> {
  const entry = await readEntry(c.env.CACHE_KV, key, options.schema);
  const age = entry ? (Date.now() - entry.at) / 1000 : Infinity;
  if (entry && age < ttlSeconds) {
    countEvent('kv-swr.fresh');
    return { value: entry.v, outcome: 'fresh' };
  }
  if (entry && age < ttlSeconds + staleWindowSeconds) {
    countEvent('kv-swr.stale');
    runInBackground(c, coalesced(c, key, ttlSeconds, staleWindowSeconds, load, options));
    return { value: entry.v, outcome: 'stale' };
  }
  try {
    const value = await coalesced(c, key, ttlSeconds, staleWindowSeconds, load, options);
    countEvent('kv-swr.miss');
    return { value, outcome: 'miss' };
  } catch (e) {
    if (!entry) throw e;
    countEvent('kv-swr.stale-on-error');
    return { value: entry.v, outcome: 'stale-on-error' };
  }
}
