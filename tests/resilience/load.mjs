#!/usr/bin/env node
// Load test (issue 6 "Resilience"): `wrangler dev` of the storefront + demo backend on
// 127.0.0.1:8830, then N seconds at C connections over a mix of pages (home, category, product,
// search) and the cart API. Asserts 0 errors (anything but 2xx; none of these answers redirects)
// and no growth of the memory the storefront keeps: its isolate's JS heap right after a full
// collection, before and after the run, read over workerd's own inspector (HeapProfiler.collectGarbage,
// Runtime.getHeapUsage). The heap under load is sampled each second and shown. The workerd
// process RSS is reported too, but not asserted: it holds the runtime, the demo backend, D1 and the
// Cache API simulator, and it climbs to a high-water mark under load even for a worker that only
// answers "ok" (see README.md). Prints a table; exit code 1 when an assertion fails.
//
//   npm run resilience          # 60 s, 64 connections
//   npm run resilience:quick    # 10 s, 16 connections
//   node tests/resilience/load.mjs --duration 30 --connections 32
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import {
  askNudging,
  heapByIsolate,
  openInspector,
  rssByPid,
  storefrontInspectorUrl,
  findWorkerd,
} from '../bench/lib/inspector.mjs';
import { wranglerEnv } from '../../scripts/wrangler-env.mjs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const ROOT = resolve(import.meta.dirname, '../..');
// Ports of their own, settable so a run does not collide with another server on this machine.
const PORT = Number(process.env.RESILIENCE_PORT ?? 8830);
const INSPECTOR_PORT = Number(process.env.RESILIENCE_INSPECTOR_PORT ?? PORT + 9);
const BASE = `http://127.0.0.1:${PORT}`;

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const DURATION_S = arg('duration', 60);
const CONNECTIONS = arg('connections', 64);
/**
 * The heap swings with garbage between collections (the inspector cannot force one in workerd):
 * more than this from the start window to the end window is growth. The in-isolate caches are
 * bounded and full after the warm-up, so a healthy worker stays flat.
 */
const HEAP_GROWTH_LIMIT = { ratio: 0.2, minMb: 16 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => (kb / 1024).toFixed(1);

// ------------------------------------------------------------------------------------------
// The server

function ensureClientBuild() {
  if (existsSync(join(ROOT, 'dist/client/.vite/manifest.json')) || existsSync(join(ROOT, 'dist/client/manifest.json')))
    return;
  console.log('No client build in dist/client: running `vite build` first');
  execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

function startServer(stateDir) {
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      'wrangler.toml',
      '-c',
      'demo-backend/wrangler.toml',
      '--port',
      String(PORT),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(INSPECTOR_PORT),
      '--persist-to',
      stateDir,
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: ROOT,
      detached: true, // own process group: stopped as a whole, and only ours
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...wranglerEnv(), NO_COLOR: '1' },
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  return { child, log: () => log };
}

function stopServer(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function waitForServer(server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null)
      throw new Error(`wrangler dev exited (${server.child.exitCode}):\n${server.log()}`);
    try {
      const res = await fetch(`${BASE}/__health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`wrangler dev did not answer within ${timeoutMs} ms:\n${server.log()}`);
}

const rssKb = (pgid) => Object.values(rssByPid(pgid)).reduce((a, b) => a + b, 0);
const perProcess = (byPid) =>
  Object.entries(byPid)
    .map(([pid, kb]) => `${pid}: ${mb(kb)}`)
    .join(', ');

// ------------------------------------------------------------------------------------------
// The run

async function get(path) {
  const res = await fetch(`${BASE}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return res.status;
}

/** The storefront isolate's bounded maps (`holdings` of GET /__ops/stats, the dev ops token). */
async function storefrontHoldings() {
  try {
    const res = await fetch(`${BASE}/__ops/stats`, {
      headers: { authorization: 'Bearer dev-ops-token' },
      signal: AbortSignal.timeout(30_000),
    });
    return res.ok ? ((await res.json()).holdings ?? []) : [];
  } catch {
    return [];
  }
}

async function main() {
  ensureClientBuild();
  const stateDir = mkdtempSync(join(tmpdir(), 'storefront-resilience-'));
  const server = startServer(stateDir);
  const cleanUp = () => {
    stopServer(server.child);
    rmSync(stateDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    await waitForServer(server);
    // First call migrates and seeds D1; then a real product slug for the mix.
    const product = await (await fetch(`${BASE}/api/v1/products/1`, { signal: AbortSignal.timeout(60_000) })).json();
    const paths = ['/', '/masazne-oleje', `/produkt/${product.data.slug}`, '/hladat?q=olej', '/api/v1/cart'];

    // Warm-up: every path answers 2xx, caches fill, the isolate's JIT settles.
    for (const path of paths) {
      const status = await get(path);
      if (status < 200 || status >= 300) throw new Error(`warm-up: ${path} answered ${status}`);
    }
    await autocannon({
      url: BASE,
      connections: Math.min(CONNECTIONS, 16),
      duration: 5,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });

    const pids = server.child.pid;
    console.log(`workerd processes: ${findWorkerd(pids).join(', ')}`);
    // At rest an idle isolate may not read its inspector until a request comes: questions are
    // asked with a request every half second meanwhile (askNudging); under load there are plenty.
    const nudge = async () => {
      await get('/__health');
      await get('/api/v1/cart');
    };
    await sleep(3000);
    const restBeforeByPid = rssByPid(pids);
    const restBefore = Object.values(restBeforeByPid).reduce((a, b) => a + b, 0);
    // Every isolate's heap first, each on a session of its own, before the run's session is open.
    const isolatesBefore = await heapByIsolate(pids, nudge);
    const inspector = await openInspector(await storefrontInspectorUrl(pids));
    // Under load the isolate answers its inspector between requests only: one question in flight at
    // a time, with a generous time-out (a 5 s one failed one run in two on 11-26, and the questions
    // sent meanwhile piled up behind it).
    const usedHeap = async () => (await askNudging(inspector, 'Runtime.getHeapUsage', {}, nudge)).usedSize;
    // What the isolate keeps: its heap right after a full collection (HeapProfiler.collectGarbage),
    // before and after the run. Under load the used heap also holds garbage not yet collected, and
    // how much depends on when V8 collects: on 11-27 the run's last fifth read 19-20 MB above its
    // first on two builds whose collected heaps differed by nothing, at twice the requests per
    // second of 11-26. That is timing, not memory kept; the windows are still shown.
    const retainedHeap = async () => {
      await askNudging(inspector, 'HeapProfiler.collectGarbage', {}, nudge);
      return usedHeap();
    };
    let asking = false;
    const retainedBefore = await retainedHeap();
    const heapBefore = await usedHeap();
    const samples = [];
    const heapSamples = [];
    const sampler = setInterval(() => {
      samples.push(rssKb(pids));
      if (asking) return;
      asking = true;
      usedHeap()
        .then(
          (b) => heapSamples.push(b / 1024),
          () => {},
        )
        .finally(() => {
          asking = false;
        });
    }, 1000);
    const started = Date.now();
    const result = await autocannon({
      url: BASE,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    clearInterval(sampler);
    await sleep(3000);
    const restAfterByPid = rssByPid(pids);
    const restAfter = Object.values(restAfterByPid).reduce((a, b) => a + b, 0);
    const heapAfter = await usedHeap();
    const retainedAfter = await retainedHeap();
    inspector.close();
    // Where the RSS goes: every isolate's JS heap (the rest is the runtime's own: V8 code and
    // metadata, SQLite caches of local KV, D1 and the Cache API, allocator high-water marks), and
    // what the storefront keeps between requests, map by map, against its bounds.
    const isolatesAfter = await heapByIsolate(pids, nudge);
    const holdings = await storefrontHoldings();
    // Every path still answers after the run (no degraded state left behind).
    const after = await Promise.all(paths.map(async (path) => [path, await get(path)]));

    // Under load both swing (in-flight requests, garbage between collections): compare windows,
    // the median of the first, middle and last fifth of the run. The heap's is the assertion.
    const windowMedian = (series, from, to) => {
      const w = series
        .slice(
          Math.floor(series.length * from),
          Math.max(Math.floor(series.length * from) + 1, Math.ceil(series.length * to)),
        )
        .sort((a, b) => a - b);
      return w[Math.floor(w.length / 2)] ?? 0;
    };
    const [start, middle, end] = [
      [0, 0.2],
      [0.4, 0.6],
      [0.8, 1],
    ].map(([a, b]) => windowMedian(samples, a, b));
    const [heapStart, heapMiddle, heapEnd] = [
      [0, 0.2],
      [0.4, 0.6],
      [0.8, 1],
    ].map(([a, b]) => windowMedian(heapSamples, a, b));
    const peak = Math.max(...samples);
    const heapPeak = Math.max(...heapSamples);
    const windowGrowthKb = heapEnd - heapStart;
    const growthKb = (retainedAfter - retainedBefore) / 1024;
    const growthLimitKb = Math.max((retainedBefore / 1024) * HEAP_GROWTH_LIMIT.ratio, HEAP_GROWTH_LIMIT.minMb * 1024);
    const errors = result.errors + result.timeouts + result.non2xx;
    const byStatus = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');

    const rows = [
      ['duration / connections', `${((Date.now() - started) / 1000).toFixed(0)} s / ${CONNECTIONS}`],
      ['mix', paths.join('  ')],
      ['requests', String(result.requests.total)],
      ['req/s (mean)', result.requests.average.toFixed(0)],
      ['latency p50 / p99 / max', `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`],
      ['statuses', byStatus],
      [
        'errors (non-2xx + socket errors + time-outs)',
        `${errors} (${result.non2xx} + ${result.errors} + ${result.timeouts})`,
      ],
      [
        'storefront JS heap under load: start / middle / end',
        `${mb(heapStart)} / ${mb(heapMiddle)} / ${mb(heapEnd)} MB (medians of 20 % windows, ${heapSamples.length} samples)`,
      ],
      ['storefront JS heap peak under load', `${mb(heapPeak)} MB`],
      ['storefront JS heap at rest: before / after', `${mb(heapBefore / 1024)} / ${mb(heapAfter / 1024)} MB`],
      ['  under load, last fifth − first fifth (shown, not asserted)', `${mb(windowGrowthKb)} MB`],
      [
        'storefront JS heap kept (after a full GC): before / after',
        `${mb(retainedBefore / 1024)} / ${mb(retainedAfter / 1024)} MB`,
      ],
      ['heap kept, growth over the run (limit)', `${mb(growthKb)} MB (${mb(growthLimitKb)} MB)`],
      [
        'workerd RSS under load: start / middle / end',
        `${mb(start)} / ${mb(middle)} / ${mb(end)} MB (reported, not asserted)`,
      ],
      ['workerd RSS peak under load', `${mb(peak)} MB`],
      ['workerd RSS at rest: before / after the run', `${mb(restBefore)} / ${mb(restAfter)} MB`],
      ['  per workerd process, before', `${perProcess(restBeforeByPid)} MB`],
      ['  per workerd process, after', `${perProcess(restAfterByPid)} MB`],
      ...Object.keys({ ...isolatesBefore, ...isolatesAfter }).map((id) => [
        `  JS heap of isolate ${id}, before / after`,
        `${mb(isolatesBefore[id] ?? 0)} / ${mb(isolatesAfter[id] ?? 0)} MB`,
      ]),
      [
        "  all isolates' JS heaps after / RSS after",
        `${mb(Object.values(isolatesAfter).reduce((a, b) => a + b, 0))} / ${mb(restAfter)} MB`,
      ],
      ...holdings.map((h) => [
        `  storefront keeps: ${h.name}`,
        `${h.entries} of ${h.maxEntries} entries${h.maxWeight ? `, ${(h.weight / 1e6).toFixed(2)} of ${(h.maxWeight / 1e6).toFixed(0)} M` : ''}`,
      ]),
      ['after the run', after.map(([p, s]) => `${p} ${s}`).join(', ')],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log(`\nResilience load test, ${new Date().toISOString()}`);
    for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`);

    const failures = [];
    if (errors > 0) failures.push(`${errors} errors`);
    if (heapSamples.length < 5) failures.push(`only ${heapSamples.length} heap samples`);
    if (growthKb > growthLimitKb) failures.push(`the storefront kept ${mb(growthKb)} MB more JS heap after the run`);
    if (after.some(([, s]) => s < 200 || s >= 300)) failures.push('a path failed after the run');
    console.log(failures.length ? `\nFAIL: ${failures.join('; ')}` : '\nPASS: 0 errors, no memory growth');
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    cleanUp();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
