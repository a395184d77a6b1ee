// Bundles the demo backend for the worker tests (they run the storefront beside this copy), with
// wrangler's own bundler: the same output `wrangler dev` runs.
//
// The bundle is keyed by a hash of everything it is built from, written next to it. When nothing
// changed since the last bundle (re-running one worker test file; or `npm test`, whose first step
// bundles it beside the client build) the 5-10 s of wrangler are skipped; any changed input bundles
// again. `node scripts/bundle-demo-backend.mjs` bundles from the command line.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wranglerEnv } from './wrangler-env.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = join(ROOT, 'dist/demo-backend');
const HASH_FILE = join(OUT_DIR, 'inputs.sha256');
const INPUT_DIRS = ['demo-backend', 'shared'];
const INPUT_FILES = [
  'package-lock.json',
  'tsconfig.json',
  'scripts/wrangler-env.mjs',
  'scripts/bundle-demo-backend.mjs',
];

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.wrangler' ? [] : listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/** A hash over the path and content of every input of the bundle. */
export function demoBackendInputsHash() {
  const files = [...INPUT_DIRS.flatMap((d) => listFiles(join(ROOT, d))), ...INPUT_FILES.map((f) => join(ROOT, f))];
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(ROOT, file)).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

/** Bundles into dist/demo-backend unless the bundle there was made from the same inputs. */
export function bundleDemoBackend() {
  const inputs = demoBackendInputsHash();
  if (existsSync(join(OUT_DIR, 'index.js')) && existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8') === inputs)
    return 'up to date';
  execFileSync(
    join(ROOT, 'node_modules/.bin/wrangler'),
    ['deploy', '--dry-run', '--outdir', OUT_DIR, '-c', 'demo-backend/wrangler.toml'],
    // node_modules/.bin first on PATH: wrangler runs on the project's Node 22 (the `node` package)
    // even when this script was started by an older system Node.
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: wranglerEnv({
        ...process.env,
        PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
      }),
    },
  );
  writeFileSync(HASH_FILE, inputs);
  return 'bundled';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`demo backend bundle: ${bundleDemoBackend()}`);
}
