import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, with each journey arriving from a client address of its own.
 *
 * The worker limits logins, registrations and forms per client address (10 a minute, worker/
 * middleware/rate-limit.ts). Every journey comes from 127.0.0.1, so without this the suite as a whole
 * would share one counter: a journey's login would be refused (429) or not depending on how many
 * logins the journeys before it made in the last minute, that is, on the machine's speed. Real
 * shoppers each have their own address; `wrangler dev` keeps a `CF-Connecting-IP` the request
 * already carries (Cloudflare's edge overwrites it in production).
 */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({ 'cf-connecting-ip': clientAddress(testInfo.testId, testInfo.retry) });
    await use(context);
  },
});

export { expect } from '@playwright/test';

/** 10.x.y.z from the test's id and retry: stable per journey, different between journeys. */
function clientAddress(testId: string, retry: number): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${retry % 256}.${(hash >>> 8) & 255}.${hash & 255}`;
}
