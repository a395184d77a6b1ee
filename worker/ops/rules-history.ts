import { z } from 'zod';
import { HistoryEntrySchema, type HistoryEntry } from './ops-contract';

// The last HISTORY_KEPT cache-rule changes per site, with who, when and what (the override before
// and after), in KV next to the override itself. Undo reverts the newest change not yet undone, so
// repeated undos walk back one change at a time. KV is eventually consistent between locations
// (up to 60 s): two operators changing one site's rules at once from two places can interleave.

export const HISTORY_KEPT = 20;
export const rulesHistoryKvKey = (code: string): string => `ops:cache-rules-history:${code}`;

const StoredHistorySchema = z.array(HistoryEntrySchema);

/** Newest first. An unreadable history is treated as empty (and replaced by the next change). */
export async function readRulesHistory(kv: KVNamespace, code: string): Promise<HistoryEntry[]> {
  const stored = await kv.get(rulesHistoryKvKey(code), 'json').catch(() => null);
  const parsed = StoredHistorySchema.safeParse(stored ?? []);
  return parsed.success ? parsed.data : [];
}

async function writeRulesHistory(kv: KVNamespace, code: string, entries: HistoryEntry[]): Promise<void> {
  await kv.put(rulesHistoryKvKey(code), JSON.stringify(entries.slice(0, HISTORY_KEPT)));
}

export async function recordRulesChange(
  kv: KVNamespace,
  code: string,
  change: Omit<HistoryEntry, 'id' | 'at'>,
  patchEntries?: (entries: HistoryEntry[]) => void,
): Promise<HistoryEntry> {
  const entries = await readRulesHistory(kv, code);
  patchEntries?.(entries);
  const entry: HistoryEntry = { id: (entries[0]?.id ?? 0) + 1, at: new Date().toISOString(), ...change };
  await writeRulesHistory(kv, code, [entry, ...entries]);
  return entry;
}

/** The change an undo would revert: the newest change that is not an undo and not yet undone. */
export function undoCandidate(entries: HistoryEntry[]): HistoryEntry | undefined {
  return entries.find((e) => e.action !== 'undo' && e.undoneBy === undefined);
}

/** Same override? (key order aside: both come from JSON.) */
export function sameOverride(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}
