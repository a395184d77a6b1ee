// Client JavaScript on a first load (issue 6): gzip bytes of JS that home, category, product and cart
// fetch, React included. Budget: a product page's first load at most 90 KB gzip.
//
//   npm run bench:js                 build, manifest table, then a real page load in Chromium
//   npm run bench:js -- --no-build   reuse dist/client
//   npm run bench:js -- --no-browser manifest table only (no wrangler, no Chromium)
//
// 1. From dist/client/manifest.json: the entry, its static imports, the page's chunk and its static
//    imports (what the browser must fetch before the page hydrates), each file gzipped at level 9.
// 2. In Chromium (Playwright, Pixel 7 emulation) against `wrangler dev` on 127.0.0.1:8840: every JS
//    response of a real page load until the network is idle, as a first-time visitor (18+ modal open)
//    and as a returning shopper (modals and consent answered), plus one second. Bodies are gzipped here
//    at level 9, so the number does not depend on whether the local server compresses. Chunks outside
//    the manifest's static closure (reviews, UI loaded on demand) are shown apart as "on demand".
//    Console errors and hydration warnings fail the run.
// Exit code 1 when the product page's first-load JS is over budget (either measure: the manifest's closure,
// or the manifest chunks the browser fetched) or a page logs a hydration error.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startDevServer } from './lib/dev-server.mjs';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, 'dist/client');
const BUDGET_KB = 90;
const PORT = Number(process.env.BENCH_JS_PORT ?? 8840);
const ORIGIN = `http://sk.localhost:${PORT}`;
const args = new Set(process.argv.slice(2));
const PAGES = ['home', 'category', 'product', 'cart'];

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

if (!args.has('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// ---- 1. Manifest ------------------------------------------------------------------------------
const manifest = JSON.parse(readFileSync(resolve(DIST, 'manifest.json'), 'utf8'));
const ENTRY = 'client/entry.tsx';

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file);
}

const fileSizes = new Map();
function sizeOf(file) {
  if (!fileSizes.has(file)) {
    const body = readFileSync(resolve(DIST, file));
    fileSizes.set(file, { raw: body.length, gzip: gzipSize(body) });
  }
  return fileSizes.get(file);
}

const manifestRows = PAGES.map((page) => {
  const files = staticClosure([ENTRY, `pages/${page}/page.tsx`]);
  const sizes = files.map(sizeOf);
  return {
    page,
    files: files.length,
    raw: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    paths: files.map((f) => `/${f}`),
    list: files.map((f) => `${f.replace('assets/', '')} ${kb(sizeOf(f).gzip)}`),
  };
});

console.log(
  `\nFirst-load JS from the manifest (entry + page chunk + their static imports), gzip -9 (1 KB = 1000 B), budget product <= ${BUDGET_KB} KB\n`,
);
console.log('page       files   raw KB  gzip KB');
for (const row of manifestRows) {
  console.log(
    `${row.page.padEnd(10)} ${String(row.files).padStart(5)} ${kb(row.raw).padStart(8)} ${kb(row.gzip).padStart(8)}${row.page === 'product' && row.gzip > BUDGET_KB * 1000 ? '  OVER BUDGET' : ''}`,
  );
}
if (args.has('--verbose')) for (const row of manifestRows) console.log(`  ${row.page}: ${row.list.join(', ')}`);

let failed = manifestRows.find((r) => r.page === 'product').gzip > BUDGET_KB * 1000;

// ---- 2. Chromium ------------------------------------------------------------------------------
if (!args.has('--no-browser')) failed = (await measureInBrowser()) || failed;
process.exit(failed ? 1 : 0);

async function findProductPath() {
  const html = await (
    await fetch(`http://127.0.0.1:${PORT}/spodna-bielizen`, { headers: { host: `sk.localhost:${PORT}` } })
  ).text();
  const match = /href="(\/produkt\/[^"?#]+)"/.exec(html);
  if (!match) throw new Error('no product link on /spodna-bielizen');
  return match[1];
}

async function measureInBrowser() {
  const { chromium, devices } = await import('@playwright/test');
  let server;
  let browser;
  let failed = false;
  try {
    server = await startDevServer({ port: PORT, stateName: 'bench-js-state' });
    const paths = { home: '/', category: '/spodna-bielizen', product: await findProductPath(), cart: '/kosik' };
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    // Warm the worker's caches once, so the measured loads are not the first ones after start.
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const path of Object.values(paths)) await page.goto(ORIGIN + path, { waitUntil: 'networkidle' });
      await context.close();
    }
    const visitors = {
      'first-time': [],
      returning: [
        { name: 'closed-modals', value: 'age-18,welcome-campaign', domain: 'sk.localhost', path: '/' },
        { name: 'cookie-consent', value: 'all', domain: 'sk.localhost', path: '/' },
      ],
    };
    console.log(`\nFirst-load JS in Chromium (Pixel 7), ${ORIGIN}, gzip -9 of every JS response until network idle\n`);
    console.log('page       visitor      files  to hydrate KB  on demand KB  total KB  problems');
    const details = [];
    for (const pageName of PAGES) {
      for (const [visitor, cookies] of Object.entries(visitors)) {
        const context = await browser.newContext({ ...devices['Pixel 7'] });
        if (cookies.length) await context.addCookies(cookies);
        const page = await context.newPage();
        const problems = [];
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' || /hydrat|did not match|Recoverable/i.test(text))
            problems.push(`${message.type()}: ${text.slice(0, 200)}`);
        });
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message.slice(0, 200)}`));
        const scripts = [];
        page.on('response', (response) => {
          const url = response.url();
          if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
          scripts.push(
            response.body().then(
              (body) => ({ url, gzip: gzipSize(body) }),
              () => ({ url, gzip: 0 }),
            ),
          );
        });
        await page.goto(ORIGIN + paths[pageName], { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        const loaded = await Promise.all(scripts);
        const unique = new Map(loaded.map((s) => [s.url, s]));
        // Needed to hydrate = in the manifest's static closure; the rest was fetched on demand after.
        const critical = new Set(manifestRows.find((r) => r.page === pageName).paths);
        const before = [...unique.values()].filter((s) => critical.has(new URL(s.url).pathname));
        const after = [...unique.values()].filter((s) => !critical.has(new URL(s.url).pathname));
        const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
        const total = sum([...unique.values()]);
        // The budget is first-load JS, what hydration waits for; chunks fetched on demand after it
        // (related product boxes, the menu's overflow, product extras) are reported, not budgeted.
        if (pageName === 'product' && sum(before) > BUDGET_KB * 1000) problems.push('OVER BUDGET');
        if (problems.length) failed = true;
        console.log(
          `${pageName.padEnd(10)} ${visitor.padEnd(12)} ${String(unique.size).padStart(5)} ${kb(sum(before)).padStart(14)} ${kb(sum(after)).padStart(13)} ${kb(total).padStart(9)}  ${problems.length ? problems.join(' | ') : '-'}`,
        );
        details.push(
          `  ${pageName}/${visitor}: ${[...unique.values()].map((s) => `${new URL(s.url).pathname.replace('/assets/', '')} ${kb(s.gzip)}`).join(', ')}`,
        );
        await context.close();
      }
    }
    if (args.has('--verbose')) console.log(details.join('\n'));
  } catch (error) {
    console.error(error);
    console.error(server?.log() ?? '');
    failed = true;
  } finally {
    await browser?.close();
    server?.stop();
  }
  return failed;
}
