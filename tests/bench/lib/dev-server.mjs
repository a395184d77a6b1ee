// `wrangler dev` of storefront + demo backend on one port with its own fresh state, for the
// browser-based benchmarks (bench:js, bench:lighthouse). Resolves once /__health answers.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { wranglerEnv } from '../../../scripts/wrangler-env.mjs';
import { ROOT } from './bench-server.mjs';

export async function startDevServer({ port, stateName, timeoutMs = 120_000, extraArgs = [] }) {
  const state = resolve(ROOT, `.wrangler/${stateName}-${port}`);
  rmSync(state, { recursive: true, force: true });
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
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      ...extraArgs,
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: wranglerEnv(),
    },
  );
  let log = '';
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);

  const url = `http://127.0.0.1:${port}/__health`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`wrangler dev did not answer ${url} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { stop, log: () => log };
}
