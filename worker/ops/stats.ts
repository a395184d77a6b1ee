// Per-isolate counters behind GET /__ops/stats. Isolates come and go, so these describe one
// isolate since it started: a cheap health signal, not analytics.

const started = Date.now();
const counters = new Map<string, number>();

export function countEvent(name: string, by = 1): void {
  counters.set(name, (counters.get(name) ?? 0) + by);
}

export function statsSnapshot(): { isolateStartedAt: string; counters: Record<string, number> } {
  return {
    isolateStartedAt: new Date(started).toISOString(),
    counters: Object.fromEntries([...counters.entries()].sort(([a], [b]) => a.localeCompare(b))),
  };
}
