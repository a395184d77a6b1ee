import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { runInBackground } from '../run-in-background';
import { countEvent } from '../ops/stats';

// What changed in the catalogue, so cached pages and upstream reads that show it stop being served
// (issue 28.4). The store tells the edge through a signed webhook (worker/hooks/catalog-hook.ts) which
// product and category ids changed; the change is appended to one small log in KV. Every isolate
// keeps a copy of the log, refreshed in the background at most every CHANGES_REFRESH_MS, and checks
// each cached copy it is about to serve against the changes made after the copy was stored:
//
// - no change newer than the copy (nearly always): one comparison of two numbers;
// - a newer change: does the copy show one of the changed ids? Catalogue answers and the pages built
//   from them carry every product and category they show as `"id":<n>` (the store's answers, and the
//   page data inlined in the HTML), so the copy's own bytes answer that. A copy that shows none is
//   kept; one that shows any is treated as missing and fetched or rendered again. An id that happens
//   to be another entity's (a parameter value with the same number) only costs one refetch.
//
// So a change drops exactly the pages and reads that show it, in every locale and currency, and
// nothing else. Freshness: the hook's own isolate at once; the others within CHANGES_REFRESH_MS plus
// KV's propagation (same location: immediately; other locations: up to KV's 60 s, see docs/OPERATIONS.md, "Catalogue changes: the store.s webhook").

export const CATALOG_CHANGES_KV_KEY = 'catalog:changes';
/** How often an isolate refreshes its copy of the change log (in the background, never on a request's path). */
export const CHANGES_REFRESH_MS = 2_000;
/** Changes older than the longest a copy can be served fresh are of no use: the log keeps this much. */
const KEEP_MS = 2 * 3600 * 1000;
const KEEP_MAX = 500;
export const CLOCK_SKEW_MS = 1_000;

export const CatalogChangeSchema = z.strictObject({
  products: z.array(z.number().int().positive()).max(1000).default([]),
  categories: z.array(z.number().int().positive()).max(1000).default([]),
});
export type CatalogChange = z.infer<typeof CatalogChangeSchema>;

const StoredChangeSchema = z.object({
  at: z.number(),
  products: z.array(z.number()),
  categories: z.array(z.number()),
});
type StoredChange = z.infer<typeof StoredChangeSchema>;
const StoredLogSchema = z.array(StoredChangeSchema).max(KEEP_MAX);

export interface ChangeLog {
  /** Newest first. */
  changes: StoredChange[];
  /** Time of the newest change (0: none): the one number a cached copy is compared with. */
  latest: number;
  /** The needles per change, built once per log copy. */
  needles: Map<StoredChange, Uint8Array[]>;
}

const EMPTY: ChangeLog = { changes: [], latest: 0, needles: new Map() };
let log: ChangeLog = EMPTY;
let readAt = 0;
let refreshing: Promise<void> | undefined;

const encoder = new TextEncoder();

function toLog(changes: StoredChange[]): ChangeLog {
  const sorted = [...changes].sort((a, b) => b.at - a.at);
  const needles = new Map<StoredChange, Uint8Array[]>();
  for (const change of sorted)
    needles.set(
      change,
      [...new Set([...change.products, ...change.categories])].map((id) => encoder.encode(`"id":${id}`)),
    );
  return { changes: sorted, latest: sorted[0]?.at ?? 0, needles };
}

/** The stored log; null when KV could not be read (the caller keeps the copy it has). */
async function readLog(kv: KVNamespace): Promise<StoredChange[] | null> {
  let raw: unknown;
  try {
    raw = await kv.get(CATALOG_CHANGES_KV_KEY, 'json');
  } catch (e) {
    console.error(`[catalog-changes] change log unreadable, keeping this isolate's copy: ${String(e)}`);
    return null;
  }
  const parsed = StoredLogSchema.safeParse(raw ?? []);
  if (!parsed.success) console.error('[catalog-changes] stored change log is malformed, ignored');
  return parsed.success ? parsed.data : [];
}

/**
 * This isolate's copy of the change log. Until an isolate has read it once, callers wait for that
 * read (a copy must not be served unchecked); after that the copy is refreshed in the background
 * when older than CHANGES_REFRESH_MS.
 */
export async function catalogChangeLog(c: Context<AppEnv>): Promise<ChangeLog> {
  const now = Date.now();
  if (loaded && now - readAt < CHANGES_REFRESH_MS) return log;
  if (!refreshing) {
    readAt = now;
    refreshing = readLog(c.env.CACHE_KV)
      .then((changes) => {
        if (changes) log = toLog(changes);
        loaded = true;
      })
      .finally(() => {
        refreshing = undefined;
      });
  }
  if (!loaded) {
    await refreshing;
    return log;
  }
  runInBackground(c, refreshing);
  return log;
}
let loaded = false;

/** Appends a change to the log (the webhook) and applies it to this isolate's copy at once. */
export async function recordCatalogChange(kv: KVNamespace, change: CatalogChange, at = Date.now()): Promise<void> {
  const kept = ((await readLog(kv)) ?? log.changes).filter((c) => at - c.at < KEEP_MS);
  const next = [{ at, products: change.products, categories: change.categories }, ...kept].slice(0, KEEP_MAX);
  await kv.put(CATALOG_CHANGES_KV_KEY, JSON.stringify(next));
  log = toLog(next);
  loaded = true;
  readAt = Date.now();
}

function contains(body: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0]!;
  for (let i = body.indexOf(first); i !== -1 && i <= body.length - needle.length; i = body.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && body[i + j] === needle[j]) j++;
    // `"id":12` must not match `"id":123`.
    if (j === needle.length) {
      const next = body[i + j];
      if (next === undefined || next < 0x30 || next > 0x39) return true;
    }
  }
  return false;
}

/**
 * True when a copy stored at `storedAt` shows something that changed after it (see the header).
 * `body` is the copy's bytes, or its text.
 */
export function changedSince(changeLog: ChangeLog, storedAt: number, body: Uint8Array | string): boolean {
  // Isolates' clocks differ a little: a change stamped by another isolate up to CLOCK_SKEW_MS before
  // this copy was made still counts as possibly newer (at worst one extra refetch).
  const since = storedAt - CLOCK_SKEW_MS;
  if (changeLog.latest <= since) return false;
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  for (const change of changeLog.changes) {
    if (change.at <= since) break; // newest first: the rest are older than the copy
    if (changeLog.needles.get(change)!.some((needle) => contains(bytes, needle))) {
      countEvent('catalog-change.dropped-copy');
      return true;
    }
  }
  return false;
}

/** Forgets this isolate's copy of the log (tests). */
export function forgetCatalogChangeLog(): void {
  log = EMPTY;
  readAt = 0;
  loaded = false;
}
