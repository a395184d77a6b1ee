// `npm test`: the whole suite, in the order that fails fastest, with the independent checks at once.
//
// 1. lint, typecheck, client build and the demo-backend bundle (for the worker tests) run side by side:
//    they read the sources and write different outputs, and each waits on its own start-up and disk
//    as much as on a core. A step's output is printed when it ends, so it never interleaves. The
//    cross-engine journey's browsers are checked here too (scripts/ensure-engines.mjs: installed with
//    apt-get when root, else a clear message and a failed step; never a silent skip), so a machine
//    without them fails in the first minute, not after the journeys.
// 2. vitest (unit, worker, demo-backend projects) beside two browser steps, one after the other: the
//    Playwright journeys (Chromium), then the cross-engine journey in Chromium, Firefox ESR and
//    WebKitGTK at 390×844 and 1280×800 (tests/engines: the one journey a shopper walks end to end, in
//    every engine, which the Playwright journeys cut into pieces; on the fresh-clone run of 11-26 the
//    lane ended 100 s before vitest, which Chromium's two journeys fill). Both lanes need
//    only the build (and vitest the bundled demo backend), and each spends most of its time waiting
//    (vitest on workerd and on deliberately late upstreams, the browsers on page loads), so together
//    they finish well before one after the other. The engines run after the Playwright journeys, not
//    beside them: vitest is the longest step, so the engines (one browser at a time, 6 journeys of
//    30 s to 3 minutes each on a busy 2-core machine; issue-27 note) mostly fill vitest's tail instead
//    of adding a third browser-and-wrangler load beside the journeys. The browser steps stream their
//    progress; vitest's output is printed whole when it ends, so they never interleave.
// Any failing step fails the run with its exit code; the end prints how long each step took.
import { spawn } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
// Every step on the project's Node 22 and tools, whether started by `npm test` or by a bare `node`.
const env = {
  ...process.env,
  PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  PLAYWRIGHT_JSON_OUTPUT_NAME: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(ROOT, 'reports/e2e.json'),
};

/** @typedef {{ name: string, command: string, args: string[] }} Step */
/** @type {{ name: string, seconds: number, code: number }[]} */
const timings = [];

/** @param {Step} step @param {boolean} streamed @returns {Promise<number>} */
function run(step, streamed) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, env, stdio: streamed ? 'inherit' : 'pipe' });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name: step.name, seconds, code: exit });
      if (!streamed) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(1)} s, exit ${exit}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      done(exit);
    });
  });
}

function summary() {
  process.stdout.write('\n── npm test: step durations ──\n');
  for (const t of timings)
    process.stdout.write(`${t.name.padEnd(22)} ${t.seconds.toFixed(1).padStart(7)} s  exit ${t.code}\n`);
}

/** @param {number[]} codes */
function stopOnFailure(codes) {
  const failed = codes.find((c) => c !== 0);
  if (failed === undefined) return;
  summary();
  process.exit(failed);
}

const suiteStarted = Date.now();
/** @type {Step[]} */
const checks = [
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'bundle demo backend', command: 'node', args: ['scripts/bundle-demo-backend.mjs'] },
  { name: 'engines installed', command: 'node', args: ['scripts/ensure-engines.mjs'] },
];
stopOnFailure(await Promise.all(checks.map((step) => run(step, false))));
// Per-file and per-test durations of the last run, for profiling the suite (reports/ is git-ignored).
const vitestReport = ['--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'];
/** The browser lane: the Playwright journeys, then the cross-engine journey (both run, both count). */
async function browsers() {
  const e2e = await run(
    { name: 'e2e', command: 'npm', args: ['run', '--silent', 'test:e2e', '--', '--reporter=list,json'] },
    true,
  );
  const engines = await run(
    { name: 'engines', command: 'node', args: ['tests/engines/run.mjs', '--engine=chromium,firefox,webkit'] },
    true,
  );
  return [e2e, engines];
}
stopOnFailure(
  (
    await Promise.all([
      run({ name: 'vitest', command: 'npx', args: ['vitest', 'run', ...vitestReport] }, false).then((c) => [c]),
      browsers(),
    ])
  ).flat(),
);
timings.push({ name: 'total', seconds: (Date.now() - suiteStarted) / 1000, code: 0 });
summary();
