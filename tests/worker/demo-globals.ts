// The store's globals varied per domain through the demo backend's knob (`/__demo/globals`), for
// tests of store settings end to end (demo backend → globals schema → shell → HTML). The shell
// (globals) and pages are cached, so each test starts from empty caches, and the knob is cleared after it.
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { bumpPageCacheGeneration } from '../../worker/cache/page-cache';
import { clearKv } from './fake-upstream';

const SK = 'https://www.eshop-demo.sk';

/** POST /__demo/globals: `{ domain, ...settings }`, merged into that domain's settings. */
export const setDemoGlobals = (body: unknown) =>
  SELF.fetch(`${SK}/__demo/globals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Empties the caches that keep the globals (shell data in KV, both sites' pages): the next page reads them afresh. */
export async function forgetCachedGlobals(): Promise<void> {
  await clearKv();
  await Promise.all(['sk', 'cz'].map((code) => bumpPageCacheGeneration(env.CACHE_KV, code)));
}

/** Registers the hooks: seed once, fresh caches before each test, the knob cleared after it. */
export function withDemoGlobals(): void {
  beforeAll(async () => {
    // First use migrates and seeds D1; once, outside any test's time budget.
    await SELF.fetch(`${SK}/api/v1/globals`);
  }, 60_000);
  beforeEach(forgetCachedGlobals);
  afterEach(async () => {
    await SELF.fetch(`${SK}/__demo/globals`, { method: 'DELETE' });
  });
}
