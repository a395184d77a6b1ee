// Scale of the URL knowledge (issue 13.6) and of the sitemaps (issue 16.1) at DEMO_PRODUCTS=50000.
// One bench server with 50,000 products (its D1 state seeded once and kept, as bench:scale does).
//
// On the server (end to end):
//   refresh      ops purge of the site's knowledge, then one request to an indexed path: with no
//                knowledge the request waits for the build (listing calls, records, KV writes)
//   sitemaps     /sitemap.xml and every sitemap it lists: bytes and time, first read (documents
//                built from the knowledge's shards) and second read (Cache API copy)
// In Node, on the same listing (read through the storefront's development forwarding to the demo
// backend) with the worker's own code (worker/urls/url-knowledge.ts bundled by esbuild):
//   records, shards and KV value sizes per site; V8 heap of the parsed shards (what an isolate
//   keeps); lookup time per path with the shards in memory (p50/p99 over known and unknown paths);
//   the cost of a shard not yet in memory (JSON.parse + zod validation, once per shard and isolate).
//
//   npm run bench:url-scale
//   npm run bench:url-scale -- --products 300 --port 8820
//
// Target: lookup p99 ≤ 1 ms.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { OUT, OPS_TOKEN, ROOT, get, startServer, text } from './lib/bench-server.mjs';
import { isMain, median, ms, option, save, table, verdict } from './lib/report.mjs';

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc');

const SITES = [
  { code: 'sk', host: 'www.eshop-demo.sk' },
  { code: 'cz', host: 'www.eshop-demo.cz' },
];
const kib = (bytes) => (bytes / 1024).toFixed(1);
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** The worker's URL-knowledge module and the site configs, bundled for Node. */
async function knowledgeModule() {
  const out = await build({
    stdin: {
      contents:
        "export * from './worker/urls/url-knowledge.ts'; export { findDomain, loadDomainRegistry } from './worker/config/domains.ts';",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  const file = resolve(OUT, 'url-knowledge.bundle.mjs');
  mkdirSync(OUT, { recursive: true }); // a fresh clone has no bench output folder yet
  writeFileSync(file, out.outputFiles[0].text);
  return import(pathToFileURL(file).href);
}

/** The bulk listing as the worker reads it (content once, products 5,000 a call). */
async function listing(server) {
  const json = async (query) => {
    const r = await text(server, `/__demo/url-index?${query}`);
    if (r.status !== 200) throw new Error(`url-index ${query}: ${r.status}`);
    return JSON.parse(r.body);
  };
  const t0 = performance.now();
  const [content, first] = await Promise.all([json('section=content'), json('section=products&page=1&perPage=5000')]);
  const rest = await Promise.all(
    Array.from({ length: first.lastPage - 1 }, (_, i) => json(`section=products&page=${i + 2}&perPage=5000`)),
  );
  return {
    entries: [...content.entries, ...first.entries, ...rest.flatMap((p) => p.entries)],
    redirects: content.redirects,
    ms: performance.now() - t0,
    calls: 1 + first.lastPage,
  };
}

function siteNumbers(mod, domain, list) {
  const t0 = performance.now();
  const { records } = mod.buildRecords(domain, list.entries, list.redirects);
  const shards = Math.max(1, Math.ceil(records.size / mod.PATHS_PER_SHARD));
  const parts = Array.from({ length: shards }, () => ({}));
  for (const [path, record] of records) parts[mod.shardOf(path, shards)][path] = record;
  const texts = parts.map((p) => JSON.stringify(p));
  const buildMs = performance.now() - t0;
  const bytes = texts.map((t) => Buffer.byteLength(t));

  // A shard not yet in this isolate: parsed and validated as readShard does.
  const parseMs = texts.map((t) => {
    const s = performance.now();
    const parsed = mod.ShardSchema.safeParse(JSON.parse(t));
    if (!parsed.success) throw new Error('shard does not validate');
    return performance.now() - s;
  });

  // Heap of the parsed shards (what an isolate keeps for this site).
  gc();
  const before = process.memoryUsage().heapUsed;
  const copies = texts.map((t) => mod.ShardSchema.parse(JSON.parse(t)));
  gc();
  const heap = process.memoryUsage().heapUsed - before;

  // Lookup with the shards in memory: the shard's hash, the LRU touch, the record (known and unknown paths).
  const lru = new Map(copies.map((c, i) => [`urls:${domain.code}:1:${i}`, c]));
  const paths = [...records.keys()];
  const probes = [];
  for (let i = 0; i < 20_000; i++) probes.push(i % 2 ? paths[(i * 7919) % paths.length] : `/produkt/neexistuje-${i}`);
  const times = [];
  let found = 0;
  for (const path of probes) {
    const s = performance.now();
    const key = `urls:${domain.code}:1:${mod.shardOf(path, shards)}`;
    const copy = lru.get(key);
    lru.delete(key);
    lru.set(key, copy);
    if (copy[path]) found++;
    times.push(performance.now() - s);
  }
  if (found !== probes.length / 2) throw new Error(`lookup found ${found} of ${probes.length / 2}`);
  void copies;
  return {
    records: records.size,
    shards,
    bytes,
    buildMs,
    parseMs,
    heap,
    lookupP50: pct(times, 50),
    lookupP99: pct(times, 99),
  };
}

async function purgeUrls(server, domain) {
  const res = await fetch(`${server.base}/__ops/purge`, {
    method: 'POST',
    headers: { host: 'www.eshop-demo.sk', authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ domain, urls: true }),
  });
  if (!res.ok) throw new Error(`purge ${domain}: ${res.status} ${await res.text()}`);
}

/** One read; a failed one (connection closed, e.g. the isolate over its memory) is a row too. */
async function read(server, path) {
  try {
    return await get(server, path);
  } catch (e) {
    return { status: `failed: ${e.cause?.code ?? e.message}`, total: NaN, bytes: 0, firstByte: NaN };
  }
}

async function sitemaps(server) {
  const index = await read(server, '/sitemap.xml');
  const body = (await text(server, '/sitemap.xml')).body;
  const files = [...body.matchAll(/<loc>https?:\/\/[^/]+(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  const first = [];
  for (const f of files) first.push({ path: f, ...(await read(server, f)) });
  const second = [];
  for (const f of files) second.push(await read(server, f));
  return { index, files: first, second };
}

export async function run({ port = 8821, products = 50_000 } = {}) {
  const mod = await knowledgeModule();
  const server = await startServer({ port, products });
  try {
    const registry = mod.loadDomainRegistry(undefined);
    // Refresh on the server: purge, then the first indexed request waits for the build.
    const refresh = [];
    for (const site of SITES) {
      await purgeUrls(server, site.code);
      const t0 = performance.now();
      const r = await fetch(`${server.base}/nic-tu-nie-je-${Date.now()}`, {
        headers: { host: site.host },
        redirect: 'manual',
      });
      await r.arrayBuffer();
      refresh.push({ site: site.code, ms: performance.now() - t0, status: r.status });
    }
    const list = await listing(server);
    const rows = [];
    const numbers = {};
    for (const site of SITES) {
      const n = siteNumbers(mod, mod.findDomain(registry, site.host), list);
      numbers[site.code] = n;
      const r = refresh.find((x) => x.site === site.code);
      rows.push({
        site: site.code,
        products,
        paths: n.records,
        shards: n.shards,
        'shard KiB p50 / max': `${kib(median(n.bytes))} / ${kib(Math.max(...n.bytes))}`,
        'all shards KiB': kib(n.bytes.reduce((a, b) => a + b, 0)),
        'heap MiB (all shards parsed)': (n.heap / 2 ** 20).toFixed(1),
        'refresh ms (server, purge → first answer)': `${ms(r.ms)} (${r.status})`,
        'records + shards ms (Node)': ms(n.buildMs),
        'shard first read ms p50 / max': `${ms(median(n.parseMs))} / ${ms(Math.max(...n.parseMs))}`,
        'lookup µs p50 / p99': `${(n.lookupP50 * 1000).toFixed(1)} / ${(n.lookupP99 * 1000).toFixed(1)}`,
      });
    }
    table(`URL knowledge at ${products} products (listing: ${list.calls} calls, ${ms(list.ms)} ms)`, rows);
    const maps = await sitemaps(server);
    const sitemapRows = [
      {
        path: '/sitemap.xml',
        status: maps.index.status,
        KiB: kib(maps.index.bytes),
        'first read ms': ms(maps.index.total),
        'second read ms': '',
      },
      ...maps.files.map((f, i) => ({
        path: f.path,
        status: `${f.status}, ${maps.second[i].status}`,
        KiB: kib(f.bytes),
        'first read ms': ms(f.total),
        'second read ms': ms(maps.second[i].total),
      })),
    ];
    const p99 = Math.max(...Object.values(numbers).map((n) => n.lookupP99));
    const targets = [
      {
        target: 'URL knowledge lookup p99 ≤ 1 ms (shards in memory)',
        value: `${ms(p99 * 1000)} µs`,
        result: verdict(p99 <= 1),
      },
    ];
    table(`Sitemaps at ${products} products (sk)`, sitemapRows);
    table('URL knowledge targets', targets);
    const result = { rows, sitemapRows, listing: { calls: list.calls, ms: list.ms }, targets };
    save('url-knowledge-scale', result);
    return result;
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta)) {
  await run({
    port: Number(option('port', 'BENCH_URL_SCALE_PORT', 8821)),
    products: Number(option('products', 'BENCH_URL_SCALE_PRODUCTS', 50_000)),
  });
}
