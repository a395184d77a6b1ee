// `npm run bench`: every server-side benchmark of issue 6 in one run, then one table of targets.
// Builds the browser bundle once, starts one bench server (production build in local workerd with
// the demo backend, 127.0.0.1:8820) for upstream calls, first byte, throughput and URL status, an
// unminified one on the same port for CPU per view (bench:cpu), then
// the scale pair (8822/8823), the URL-knowledge scale server (8821) and the worker size dry run.
// Each script also runs alone (see its header).
// Client JS and Lighthouse have their own commands (npm run bench:js, npm run bench:lighthouse).
//
//   npm run bench
//   npm run bench -- --rounds 5 --duration 8      (passed on to throughput)
//
// Writes tests/bench/out/summary.md (the tables, for docs/PERFORMANCE.md) and exits 1 if a target is missed.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import os from 'node:os';
import { OUT, buildClient, startServer } from './lib/bench-server.mjs';
import { option, table } from './lib/report.mjs';
import * as upstreamCalls from './upstream-calls.mjs';
import * as firstByte from './first-byte.mjs';
import * as throughput from './throughput.mjs';
import * as cpu from './cpu.mjs';
import * as scale from './scale.mjs';
import * as urlStatus from './url-status.mjs';
import * as urlScale from './url-knowledge-scale.mjs';
import * as workerSize from './worker-size.mjs';

const started = Date.now();
buildClient();
const results = {};
const server = await startServer({ port: Number(option('port', 'BENCH_PORT', 8820)) });
try {
  results.upstreamCalls = await upstreamCalls.run(server);
  results.firstByte = await firstByte.run(server, { samples: Number(option('samples', 'BENCH_SAMPLES', 12)) });
  results.throughput = await throughput.run(server, {
    rounds: Number(option('rounds', 'BENCH_ROUNDS', 3)),
    seconds: Number(option('duration', 'BENCH_DURATION', 4)),
    connections: Number(option('connections', 'BENCH_CONNECTIONS', 8)),
  });
  results.urlStatus = await urlStatus.run(server, { samples: Number(option('url-samples', 'BENCH_URL_SAMPLES', 7)) });
} finally {
  await server.stop();
}
// CPU per view from an unminified server (the profile names functions; see cpu.mjs).
const cpuServer = await startServer({ port: Number(option('port', 'BENCH_PORT', 8820)), minify: false });
try {
  results.cpu = await cpu.run(cpuServer, { rounds: Number(option('cpu-rounds', 'BENCH_CPU_ROUNDS', 3)) });
} finally {
  await cpuServer.stop();
}
results.scale = await scale.run({ port: Number(option('scale-port', 'BENCH_SCALE_PORT', 8822)) });
results.urlScale = await urlScale.run({ port: Number(option('url-scale-port', 'BENCH_URL_SCALE_PORT', 8821)) });
results.workerSize = await workerSize.run();

const targets = Object.values(results).flatMap((r) => r.targets);
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
console.log(`\nAll benchmarks in ${((Date.now() - started) / 1000).toFixed(0)} s on ${machine}\n`);
const summary = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
  '',
  table('Targets', targets),
  table('Throughput and latency', results.throughput.rows),
  table('CPU per page view', results.cpu.rows),
  table('First byte vs upstream latency', results.firstByte.rows),
  table(
    'Upstream calls per warm page view',
    results.upstreamCalls.rows.map(({ calls: _calls, ...row }) => row),
  ),
  table('Scale', results.scale.rows),
  table('Status and whole page per kind of URL', results.urlStatus.rows),
  table('URL knowledge at 50,000 products', results.urlScale.rows),
  table('Sitemaps at 50,000 products', results.urlScale.sitemapRows),
  table('Worker size', results.workerSize.rows),
].join('\n');
writeFileSync(resolve(OUT, 'summary.md'), summary);
process.exit(targets.every((t) => t.result === 'met') ? 0 : 1);
