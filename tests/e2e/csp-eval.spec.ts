import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, hydrated } from './visitor';

/**
 * Issue 27: zod 4 probes `new Function('')` when it creates an object schema, to see whether it may
 * compile a faster parser. The shop's CSP has no 'unsafe-eval', so the probe was refused and every
 * engine fired a `securitypolicyviolation` (a CSP report; an error in Firefox's console) on each page
 * that loads the schemas chunk. shared/zod.ts turns on jitless before any schema exists.
 */
/** The order-status page's chunk: it imports the shared contracts (zod schemas) statically. */
const ORDER_STATUS_CHUNK = /\/assets\/order-status-page-[^/]+\.js$/;

test('a page that validates with zod loads its schemas without a CSP violation', async ({ page }) => {
  await answerFirstVisit(page, SK);
  await page.addInitScript(() => {
    const w = window as Window & { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const pageChunk = page.waitForResponse((r) => ORDER_STATUS_CHUNK.test(r.url()) && r.ok());
  await page.goto(`${SK}/stav-objednavky`);
  await pageChunk;
  // Hydrated: the page chunk and everything it imports have run, schemas included.
  // expect.poll over page.evaluate: waitForFunction compiles its predicate in the page, an eval of its own.
  await hydrated(page);
  expect(await page.evaluate(() => (window as { __csp?: string[] }).__csp)).toEqual([]);
});
