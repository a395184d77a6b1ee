// Lighthouse (issue 6): performance and accessibility of home, a category and a product page, with
// Lighthouse's mobile emulation and simulated throttling, median of 3 runs, as a returning shopper (18+
// modal and cookie consent answered) and as a first-time visitor (both showing).
// Targets: performance >= 98, accessibility 100.
//
//   npm run bench:lighthouse                  vite build, wrangler dev on 127.0.0.1:8841, 3 runs each
//   npm run bench:lighthouse -- --no-build    reuse dist/client
//   npm run bench:lighthouse -- --runs 5      more runs (scores vary on a 2-core machine)
//   npm run bench:lighthouse -- --audits      list the failing audits of the median runs
//
// Chromium: CHROME_PATH (default /usr/bin/chromium). Reports (JSON) go to LIGHTHOUSE_OUT or a temp dir.
// Exit code 1 when a median misses a target.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startDevServer } from './lib/dev-server.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8841);
const ORIGIN = `http://sk.localhost:${PORT}`;
const argv = process.argv.slice(2);
const args = new Set(argv);
const RUNS = Number(argv[argv.indexOf('--runs') + 1]) || 3;
const OUT = process.env.LIGHTHOUSE_OUT ?? resolve(tmpdir(), `lighthouse-${Date.now()}`);
const TARGETS = { performance: 98, accessibility: 100 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const VISITORS = {
  returning: 'closed-modals=age-18%2Cwelcome-campaign; cookie-consent=all',
  'first-time': null,
};

if (!args.has('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let server;

let chrome;
let failed = false;
try {
  server = await startDevServer({ port: PORT, stateName: 'bench-lighthouse-state' });
  // Node does not resolve *.localhost (Chromium does): ask 127.0.0.1 with the site's Host header.
  const get = async (path) =>
    (await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `sk.localhost:${PORT}` } })).text();
  const categoryHtml = await get('/spodna-bielizen');
  const productPath = /href="(\/produkt\/[^"?#]+)"/.exec(categoryHtml)?.[1];
  if (!productPath) throw new Error('no product link on /spodna-bielizen');
  const pages = { home: '/', category: '/spodna-bielizen', product: productPath };
  // Warm the worker's caches (globals, menus, upstream reads) so each run measures a warm page.
  for (const path of Object.values(pages)) for (let i = 0; i < 2; i += 1) await get(path);

  mkdirSync(OUT, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  for (const [pageName, path] of Object.entries(pages)) {
    for (const [visitor, cookie] of Object.entries(VISITORS)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A run can fail for reasons outside the page (wrangler dev rebuilding after a file change, a
        // lost trace): try it again, up to three times.
        let result;
        for (let attempt = 1; ; attempt += 1) {
          result = await lighthouse(
            ORIGIN + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
            { extends: 'lighthouse:default', settings: cookie ? { extraHeaders: { Cookie: cookie } } : {} },
          );
          if (!result.lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${pageName}/${visitor}: ${result.lhr.runtimeError.message}`);
          process.stderr.write(`  ${pageName}/${visitor}: ${result.lhr.runtimeError.code}, retrying\n`);
          await new Promise((r) => setTimeout(r, 5000));
        }
        const lhr = result.lhr;
        writeFileSync(resolve(OUT, `${pageName}-${visitor}-${run + 1}.json`), result.report);
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lhr,
        });
      }
      const row = {
        page: pageName,
        visitor,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        fcp: median(runs.map((r) => r.fcp)),
        scores: runs.map((r) => r.performance).join('/'),
        medianRun: [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)].lhr,
      };
      rows.push(row);
      process.stderr.write(`  ${pageName}/${visitor}: performance ${row.scores}\n`);
    }
  }

  console.log(
    `\nLighthouse ${rows[0]?.medianRun.lighthouseVersion} (mobile, simulated throttling), median of ${RUNS} runs, ${ORIGIN}`,
  );
  console.log(`targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}\n`);
  console.log('page       visitor      perf  (runs)       a11y   FCP ms   LCP ms   TBT ms     CLS');
  for (const r of rows) {
    const miss = r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility;
    if (miss) failed = true;
    console.log(
      `${r.page.padEnd(10)} ${r.visitor.padEnd(12)} ${String(r.performance).padStart(4)}  ${`(${r.scores})`.padEnd(12)} ${String(r.accessibility).padStart(5)} ${String(Math.round(r.fcp)).padStart(8)} ${String(Math.round(r.lcp)).padStart(8)} ${String(Math.round(r.tbt)).padStart(8)} ${r.cls.toFixed(3).padStart(7)}${miss ? '  MISSES TARGET' : ''}`,
    );
  }
  if (args.has('--audits')) {
    for (const r of rows) {
      const failing = Object.values(r.medianRun.audits).filter(
        (a) =>
          a.score !== null && a.score < 0.9 && !['manual', 'notApplicable', 'informative'].includes(a.scoreDisplayMode),
      );
      if (failing.length)
        console.log(
          `\n${r.page}/${r.visitor}: ${failing.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', ')}`,
        );
    }
  }
  console.log(`\nReports: ${OUT}`);
} catch (error) {
  console.error(error);
  console.error(server?.log() ?? '');
  failed = true;
} finally {
  await chrome?.kill();
  server?.stop();
}
process.exit(failed ? 1 : 0);
