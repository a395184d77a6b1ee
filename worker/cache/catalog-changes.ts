import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { runInBackground } from '../run-in-background';
import { countEvent } from '../ops/stats';

const encoder = new TextEncoder();

// What changed in the catalogue, so cached pages and upstream reads that show it stop being served
// (issue 28.4). The store tells the edge through a signed webhook (worker/hooks/catalog-hook.ts) which
// product and category ids changed; the change is appended to the change log, one Durable Object with
// SQLite storage (worker/cache/catalog-change-store.ts: atomic appends, one row per changed id, strongly
// consistent for every location). Every isolate keeps a copy of the log and checks each cached copy it
// is about to serve against the changes made after the copy was stored:
//
// - no change newer than the copy (nearly always): one comparison of two numbers;
// - a newer change: does the copy show one of the changed ids? Catalogue answers and the pages built
//   from them carry every product and category they show as `"id":<n>` (the store's answers, and the
//   page data inlined in the HTML), so the copy's own bytes answer that. A copy that shows none is
//   kept; one that shows any is treated as missing and fetched or rendered again. An id that happens
//   to be another entity's (a parameter value with the same number) only costs one refetch.
//
// So a change drops exactly the pages and reads that show it, in every locale and currency, and
// nothing else.
//
// How an isolate learns of changes (the propagation docs/OPERATIONS.md states, "Catalogue changes: the
// store's webhook"): its copy carries the log's version; at most every CHANGES_REFRESH_MS, the requests
// of that moment share one question to the object, "what changed after version N" (an answer of a few
// bytes when nothing did), asked in the background while they are served from the copy. A copy older than
// CHANGES_MAX_AGE_MS (an isolate that was idle) is not trusted: requests wait for the answer, as an
// isolate's first requests do. The object answers what every append answered 202 for before the
// question reached it, wherever it was asked: a change accepted at T is in every check made after
// T + CHANGES_MAX_AGE_MS in every location, and after T + CHANGES_REFRESH_MS plus one round trip to the
// object in a busy isolate. The hook's own isolate applies its change at once.

/** How often an isolate asks the change log what changed (in the background, never on a request's path). */
export const CHANGES_REFRESH_MS = 2_000;
/** The oldest copy of the log a cached copy is checked against; an older one is read again first. */
export const CHANGES_MAX_AGE_MS = 5_000;
/** A question to the change log that takes longer counts as failed (the copy is kept; see catalogChangeLog). */
const ASK_TIMEOUT_MS = 2_000;
export const CLOCK_SKEW_MS = 1_000;
/** Changes older than the longest a copy can be served fresh are of no use: the log keeps this much. */
export const KEEP_MS = 2 * 3600 * 1000;
/** The one change log object, by name. */
const LOG_NAME = 'catalog';

export const CatalogChangeSchema = z.strictObject({
  /** The store's id of this delivery (optional): one delivery is stored once, however often it is sent. */
  delivery: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'letters, digits and . _ : - only, at most 100')
    .optional(),
  products: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(1000).default([]),
  categories: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(1000).default([]),
});
export type CatalogChange = z.infer<typeof CatalogChangeSchema>;

/** One changed id and the time of its latest change. */
interface ChangedId {
  id: number;
  at: number;
}

export interface ChangeLog {
  /** Which log and version of it this copy is (what the next question asks after). */
  epoch: number;
  version: number;
  /** Copies made before this time count as changed (the log no longer holds all their changes). */
  floor: number;
  /** Changed ids, newest first. */
  changes: ChangedId[];
  /** Time of the newest change (0: none): the one number a cached copy is compared with. */
  latest: number;
}

const EMPTY: ChangeLog = { epoch: 0, version: 0, floor: 0, changes: [], latest: 0 };
let log: ChangeLog = EMPTY;
/** When this isolate's copy was last brought up to date (or a question failed, so it was kept). */
let readAt = 0;
let loaded = false;
let refreshing: Promise<void> | undefined;

/** The change log object (one for every site and location). */
export function changeStore(env: AppEnv['Bindings']) {
  return env.CATALOG_CHANGES.get(env.CATALOG_CHANGES.idFromName(LOG_NAME));
}

/** `at` of each id: the copy's changes merged with newer ones, the expired left out. */
function merged(base: ChangedId[], newer: Iterable<readonly number[]>, now: number): ChangedId[] {
  const byId = new Map<number, number>();
  for (const { id, at } of base) byId.set(id, at);
  for (const [id = 0, at = 0] of newer) byId.set(id, Math.max(at, byId.get(id) ?? 0));
  const kept: ChangedId[] = [];
  for (const [id, at] of byId) if (now - at < KEEP_MS) kept.push({ id, at });
  return kept.sort((a, b) => b.at - a.at);
}

function withChanges(from: ChangeLog, changes: ChangedId[], rest: Partial<ChangeLog> = {}): ChangeLog {
  return { ...from, ...rest, changes, latest: changes[0]?.at ?? 0 };
}

/** Asks the change log what changed after this copy's version and merges the answer in. */
async function refresh(env: AppEnv['Bindings']): Promise<void> {
  try {
    const answer = await Promise.race([
      changeStore(env).since(log.epoch, log.version),
      scheduler.wait(ASK_TIMEOUT_MS).then(() => {
        throw new Error(`no answer within ${ASK_TIMEOUT_MS} ms`);
      }),
    ]);
    const base = answer.whole ? [] : log.changes;
    const changes = merged(base, answer.changes, Date.now());
    log = withChanges(log, changes, { epoch: answer.epoch, version: answer.version, floor: answer.floor });
  } catch (e) {
    // The log unreachable: this isolate keeps the copy it has (and asks again at the next interval).
    console.error(`[catalog-changes] change log unreadable, keeping this isolate's copy: ${String(e)}`);
    countEvent('catalog-change.log-unreadable');
  }
}

/**
 * This isolate's copy of the change log. Until an isolate has read it once, and when its copy is older
 * than CHANGES_MAX_AGE_MS, callers wait for the answer (a copy must not be served unchecked); otherwise
 * the copy is brought up to date in the background when older than CHANGES_REFRESH_MS.
 */
export async function catalogChangeLog(c: Context<AppEnv>): Promise<ChangeLog> {
  const now = Date.now();
  const age = now - readAt;
  if (loaded && age < CHANGES_REFRESH_MS) return log;
  if (!refreshing) {
    refreshing = refresh(c.env).finally(() => {
      readAt = Date.now();
      loaded = true;
      refreshing = undefined;
    });
  }
  if (!loaded || age >= CHANGES_MAX_AGE_MS) {
    await refreshing;
    return log;
  }
  runInBackground(c, refreshing);
  return log;
}

export type RecordResult = { stored: true } | { stored: false; reason: 'replay' };

/**
 * Appends a change to the log (the webhook) and applies it to this isolate's copy at once. `delivery`
 * names the call (its signature): the same delivery again within the replay window is refused.
 * This copy's version is not moved on: other appends made meanwhile come with the next question.
 */
export async function recordCatalogChange(
  env: AppEnv['Bindings'],
  change: CatalogChange,
  delivery: string,
  at = Date.now(),
): Promise<RecordResult> {
  const ids = [...new Set([...change.products, ...change.categories])];
  const result = await changeStore(env).append(ids, at, delivery);
  if (!result.stored) return result;
  log = withChanges(
    log,
    merged(
      log.changes,
      ids.map((id) => [id, at]),
      Date.now(),
    ),
  );
  return { stored: true };
}

const ID_MARK = encoder.encode('"id":');

/** The ids a copy shows: every `"id":<digits>` in it, read in one pass. */
function idsShown(body: Uint8Array | string): Set<number> {
  const ids = new Set<number>();
  if (typeof body === 'string') {
    for (const m of body.matchAll(/"id":(\d+)/g)) ids.add(Number(m[1]));
    return ids;
  }
  const first = ID_MARK[0]!;
  for (let i = body.indexOf(first); i !== -1 && i <= body.length - ID_MARK.length; i = body.indexOf(first, i + 1)) {
    let j = 1;
    while (j < ID_MARK.length && body[i + j] === ID_MARK[j]) j++;
    if (j < ID_MARK.length) continue;
    let id = 0;
    let k = i + j;
    for (; k < body.length && body[k]! >= 0x30 && body[k]! <= 0x39 && k - i - j < 16; k++)
      id = id * 10 + body[k]! - 0x30;
    if (k > i + j) ids.add(id);
    i = k - 1;
  }
  return ids;
}

/**
 * True when a copy stored at `storedAt` shows something that changed after it (see the header).
 * `body` is the copy's bytes, or its text.
 */
export function changedSince(changeLog: ChangeLog, storedAt: number, body: Uint8Array | string): boolean {
  // Isolates' clocks differ a little: a change stamped by another isolate up to CLOCK_SKEW_MS before
  // this copy was made still counts as possibly newer (at worst one extra refetch).
  const since = storedAt - CLOCK_SKEW_MS;
  if (changeLog.latest <= since && changeLog.floor <= since) return false;
  if (changeLog.floor > since) {
    countEvent('catalog-change.dropped-copy');
    return true;
  }
  let shown: Set<number> | undefined;
  for (const change of changeLog.changes) {
    if (change.at <= since) break; // newest first: the rest are older than the copy
    shown ??= idsShown(body);
    if (shown.has(change.id)) {
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
