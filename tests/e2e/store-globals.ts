import { expect, type Page } from '@playwright/test';

/**
 * Varies the store's globals settings for the Slovak site through the demo backend's knob
 * (`/__demo/globals`, merged into what is set), or with null restores them all, then purges the site's
 * cached shell and pages so the next page reads them. Every journey on the server sees the change:
 * only specs in the knob project (playwright.config.ts) call this. Runs from the page the journey is on.
 */
export async function storeGlobals(page: Page, settings: Record<string, unknown> | null): Promise<void> {
  const ok = await page.evaluate(async (value) => {
    const set = await fetch('/__demo/globals', {
      method: value ? 'POST' : 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: value ? JSON.stringify({ domain: 'sk', ...value }) : undefined,
    });
    const purge = await fetch('/__ops/purge', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer dev-ops-token' },
      body: JSON.stringify({ domain: 'sk', targets: ['shell', 'pages'] }),
    });
    return set.ok && purge.ok;
  }, settings);
  expect(ok).toBe(true);
}
