// Scale (issue 6): category and search pages with 50,000 products in the demo backend against the
// same pages with 300, side by side: two bench servers run at once (each with its own D1 state,
// seeded once and kept under tests/bench/out/state-<n>/) and requests alternate between them.
// Two conditions:
//   warm        the default cache rules (upstream reads cached), page cache off
//   uncached    upstream read cache off (ops override), page cache off: every view asks the
//               backend, so the backend's own work at 50,000 products is in the number
//
//   npm run bench:scale                      25 samples per page, condition and size
//   npm run bench:scale -- --samples 30
//
// Target: at 50,000 products, category and search within 1.2× of their times at 300 (p50).
// The first run seeds 50,000 products (a few minutes on 2 cores); later runs reuse the state.
import { discoverPages, get, opsApi, startServer, text } from './lib/bench-server.mjs';
import { isMain, median, ms, option, save, table, verdict } from './lib/report.mjs';

const UNCACHED = {
  pageCache: { enabled: false },
  // Every read kind but the shell's (worker/cache/read-kinds.ts; the ops API refuses a kind it does not know).
  upstreamReads: {
    defaultTtlSeconds: 0,
    ttlByKind: { product: 0, category: 0, article: 0, search: 0, page: 0, reference: 0 },
  },
};

async function seeded(server) {
  const r = await text(server, '/__demo/seed');
  return r.body;
}

export async function run({ port = 8822, samples = 25, small = 300, large = 50_000 } = {}) {
  const servers = await Promise.all([
    startServer({ port, products: small }),
    startServer({ port: port + 1, products: large }),
  ]);
  try {
    const pages = await discoverPages(servers[0]);
    for (const s of servers) {
      const seed = await seeded(s);
      if (!seed.includes(String(s.products)))
        throw new Error(`server on ${s.port} is not seeded with ${s.products} products: ${seed}`);
    }
    const paths = { category: pages.category, search: pages.search };
    const rows = [];
    const targets = [];
    for (const [condition, rules] of [
      ['warm', { pageCache: { enabled: false } }],
      ['uncached', UNCACHED],
    ]) {
      for (const s of servers) await opsApi.setCacheRules(s, rules);
      for (const [name, path] of Object.entries(paths)) {
        const times = servers.map(() => []);
        for (const s of servers) for (let i = 0; i < 3; i++) await get(s, path); // warm (or JIT only, uncached)
        for (let i = 0; i < samples; i++) {
          for (const [k, s] of servers.entries()) {
            const r = await get(s, path);
            if (r.status !== 200) throw new Error(`${path} answered ${r.status} with ${s.products} products`);
            times[k].push(r.total);
          }
        }
        const [a, b] = times.map(median);
        rows.push({
          page: name,
          path,
          condition,
          [`p50 ms, ${small}`]: ms(a),
          [`p50 ms, ${large}`]: ms(b),
          ratio: (b / a).toFixed(2),
        });
        targets.push({
          target: `${name} (${condition}) at ${large} ≤ 1.2 × at ${small}`,
          value: (b / a).toFixed(2),
          result: verdict(b / a <= 1.2),
        });
      }
    }
    for (const s of servers) await opsApi.clearCacheRules(s);
    table(`Scale: ${small} vs ${large} products (whole page, ${samples} alternating samples each)`, rows);
    table('Scale targets', targets);
    const result = { rows, targets };
    save('scale', result);
    return result;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

if (isMain(import.meta)) {
  await run({
    port: Number(option('port', 'BENCH_SCALE_PORT', 8822)),
    samples: Number(option('samples', 'BENCH_SAMPLES', 25)),
  });
}
