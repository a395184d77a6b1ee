import { countSiteEvent } from './site-metrics';

// Per-isolate counters behind GET /__ops/stats. Isolates come and go, so these describe one
// isolate since it started: a cheap health signal. The events that are site numbers (read cache,
// KV shell reads) are also counted for the current request's site (site-metrics.ts).

/**
 * When this isolate first did anything. Not `Date.now()` at module scope: Workers' clock reads 0
 * (1970-01-01) until a request is being handled, so the start is taken at the first event or
 * snapshot instead (and retried while the clock still reads 0).
 */
let startedAt = 0;
function noteStart(): void {
  if (startedAt === 0) startedAt = Date.now();
}

const counters = new Map<string, number>();

export function countEvent(name: string, by = 1): void {
  noteStart();
  counters.set(name, (counters.get(name) ?? 0) + by);
  countSiteEvent(name, by);
}

export function statsSnapshot(): { isolateStartedAt: string; counters: Record<string, number> } {
  noteStart();
  return {
    isolateStartedAt: new Date(startedAt).toISOString(),
    counters: Object.fromEntries([...counters.entries()].sort(([a], [b]) => a.localeCompare(b))),
  };
}
