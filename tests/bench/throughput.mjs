// Throughput and latency (issue 6): the home, category, product and search pages, with the anonymous
// page cache off and on, each against a static asset of its own bytes, measured with autocannon
// against the production build in local workerd (see lib/bench-server.mjs).
//
//   npm run bench:throughput                          3 interleaved rounds, 4 s per measurement, 8 connections
//   npm run bench:throughput -- --rounds 5 --duration 10 --connections 16
//   npm run bench:throughput -- --via proxy            through wrangler's dev proxy, as until 2026-11-27
//
// Each page measurement is paired with a static measurement taken right before it, and the ratio
// page ÷ static is taken within the pair (the machine's noise hits both alike); rounds interleave
// all targets, and the table shows medians over rounds.
// The static asset of a pair is the page's own answer, byte for byte (one fixture per page kind):
// serving N bytes is the platform's floor for a page of N bytes. Until 2026-11-27 every page was
// paired with a copy of the home page (86 KB), which charged the category (109 KB) and search
// (121 KB) pages their extra bytes as if the worker cost them, and let the product page (57 KB)
// look faster than it is.
// Targets (issue 28): page cache on ≥ 0.95 × static for every kind; off (a miss, warm reads): product
// ≥ 0.8, home, category and search ≥ 0.6. The request log line is produced and sunk as production
// does (lib/bench-server.mjs); BENCH_REQUEST_LOGS=stdout|off only to diagnose.
// The load goes straight to the storefront's own socket in workerd, as bench:cpu's (see its header):
// wrangler's dev proxy parses every text/html answer again to add a live-reload script, which
// charged each page, and not its text/plain static pair, a cost production does not have. Until
// 2026-11-27 the bench went through the proxy; `--via proxy` (BENCH_VIA=proxy) measures that way.
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLIENT_DIR, SK, discoverPages, get, opsApi, setPageCache, startServer } from './lib/bench-server.mjs';
import { storefrontEntryBase } from './lib/inspector.mjs';
import { isMain, median, ms, option, save, table, verdict } from './lib/report.mjs';

// Not .html: the assets service would redirect it to its extension-less URL.
const staticPath = (page) => `/assets/bench-static-${page}.txt`;
const sleep = (ms_) => new Promise((r) => setTimeout(r, ms_));

/** `base`: the storefront's own socket (the measure) or wrangler's dev proxy (`--via proxy`). */
function load(base, path, seconds, connections) {
  return new Promise((resolveRun, reject) => {
    autocannon(
      { url: `${base}${path}`, headers: { host: SK }, connections, duration: seconds, timeout: 10 },
      (err, result) => (err ? reject(err) : resolveRun(result)),
    );
  });
}

/** Writes each page's own bytes as a static file, so each pair's static and page answers weigh the same. */
async function writeStaticFixtures(server, pages) {
  const sizes = {};
  for (const [page, path] of Object.entries(pages)) {
    const res = await fetch(`${server.base}${path}`, { headers: { host: SK } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    writeFileSync(resolve(CLIENT_DIR, `assets/bench-static-${page}.txt`), bytes);
    sizes[page] = bytes.byteLength;
  }
  // wrangler dev notices the new assets and reloads the worker; wait until it serves every file.
  for (const [page, size] of Object.entries(sizes)) {
    for (let i = 0; ; i++) {
      const r = await get(server, staticPath(page)).catch(() => undefined);
      if (r?.status === 200 && r.bytes === size) break;
      if (i === 120) throw new Error(`static fixture of ${page} never served`);
      await sleep(500);
    }
  }
  return sizes;
}

async function warm(server, path, expectHit) {
  for (let i = 0; i < 40; i++) {
    const r = await get(server, path);
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    if (!expectHit || r.headers.get('x-page-cache') === 'hit') return;
    await sleep(50);
  }
  throw new Error(`${path} never came from the page cache`);
}

export async function run(server, { rounds = 3, seconds = 4, connections = 8, via = 'socket' } = {}) {
  if (via !== 'socket' && via !== 'proxy') throw new Error(`--via must be socket or proxy, not ${via}`);
  const pages = await discoverPages(server);
  const kinds = ['home', 'category', 'product', 'search'];
  const sizes = await writeStaticFixtures(server, Object.fromEntries(kinds.map((p) => [p, pages[p]])));
  // After the fixtures: wrangler reloads the worker on new assets, and the socket may move with it.
  const base = via === 'proxy' ? server.base : await storefrontEntryBase(server.child.pid, [server.port], SK);
  const targets = kinds.flatMap((p) => [
    { name: `static, ${p}'s bytes`, page: p, path: staticPath(p), cache: undefined },
    { name: p, page: p, path: pages[p], cache: false },
    { name: `${p}, page cache on`, page: p, path: pages[p], cache: true },
  ]);
  const staticOf = (page) => targets.find((t) => t.cache === undefined && t.page === page);
  const samples = new Map(targets.map((t) => [t.name, []]));
  const measure = async (t) => {
    if (t.cache !== undefined) await setPageCache(server, t.cache);
    await warm(server, t.path, t.cache === true);
    await load(base, t.path, 1, 2); // settle the connection pool and JIT
    const r = await load(base, t.path, seconds, connections);
    if (r.errors || r.timeouts || r.non2xx)
      throw new Error(`${t.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
    return {
      rps: r.requests.total / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytes: r.throughput.total / r.requests.total,
    };
  };
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      if (t.cache === undefined) continue;
      // Static right before each page: the pair shares the machine's state of the moment.
      const pair = staticOf(t.page);
      const base = await measure(pair);
      samples.get(pair.name).push({ ...base, ratio: 1 });
      const page = await measure(t);
      samples.get(t.name).push({ ...page, ratio: page.rps / base.rps });
      process.stderr.write(
        `  round ${round + 1}/${rounds} ${t.name}: ${page.rps.toFixed(0)} req/s, static ${base.rps.toFixed(0)} req/s\n`,
      );
    }
  }
  await opsApi.clearCacheRules(server);
  const rows = targets.map((t) => {
    const s = samples.get(t.name);
    return {
      target: t.name,
      path: t.path,
      KB: (median(s.map((x) => x.bytes)) / 1000).toFixed(0),
      'req/s': median(s.map((x) => x.rps)).toFixed(0),
      'p50 ms': ms(median(s.map((x) => x.p50))),
      'p99 ms': ms(median(s.map((x) => x.p99))),
      'page ÷ static': t.cache === undefined ? '1.00' : median(s.map((x) => x.ratio)).toFixed(2),
    };
  });
  const ratio = (name) => Number(rows.find((r) => r.target === name)['page ÷ static']);
  // Issue 28: with the page cache on, every page kind at the platform's floor (≥ 0.95 × static); a miss
  // with warm upstream reads: product ≥ 0.8, home, category and search ≥ 0.6.
  const floor = { home: 0.6, category: 0.6, product: 0.8, search: 0.6 };
  const targetsMet = Object.entries(floor).flatMap(([page, min]) => [
    {
      target: `${page}, page cache off ≥ ${min} × static`,
      value: ratio(page).toFixed(2),
      result: verdict(ratio(page) >= min),
    },
    {
      target: `${page}, page cache on ≥ 0.95 × static`,
      value: ratio(`${page}, page cache on`).toFixed(2),
      result: verdict(ratio(`${page}, page cache on`) >= 0.95),
    },
  ]);
  const fixtures = kinds.map((p) => `${p} ${sizes[p]}`).join(', ');
  const where = via === 'proxy' ? "through wrangler's dev proxy" : "straight to the storefront's socket";
  const settings = `${rounds} rounds × ${seconds} s, ${connections} connections, ${where}, static fixtures of each page's bytes (${fixtures})`;
  table(`Throughput and latency (${settings})`, rows);
  table('Throughput targets', targetsMet);
  const result = { settings, rows, targets: targetsMet };
  save('throughput', result);
  return result;
}

if (isMain(import.meta)) {
  const server = await startServer({ port: Number(option('port', 'BENCH_PORT', 8820)) });
  try {
    await run(server, {
      rounds: Number(option('rounds', 'BENCH_ROUNDS', 3)),
      seconds: Number(option('duration', 'BENCH_DURATION', 4)),
      connections: Number(option('connections', 'BENCH_CONNECTIONS', 8)),
      via: option('via', 'BENCH_VIA', 'socket'),
    });
  } finally {
    await server.stop();
  }
}
