import type { Context } from 'hono';

/**
 * Work that must outlive the response (cache writes, SWR refreshes). Uses the execution
 * context's waitUntil; without one (unit tests calling code directly) the promise just runs.
 */
export function runInBackground(c: Context, work: Promise<unknown>): void {
  const guarded = work.catch((e) => console.error(`[background] ${String(e)}`));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No ExecutionContext: nothing to extend; the promise is already running.
  }
}
