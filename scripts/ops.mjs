// `npm run ops -- <command>`: the ops CLI (scripts/ops/cli.ts). The CLI validates with the ops API's
// own zod schemas, which live in TypeScript under worker/ and import each other without file
// extensions, as the worker's bundler expects; Node cannot load that directly. So the CLI is bundled
// with esbuild (already here: wrangler's own bundler, same version) into node_modules/.cache on each
// run (about 0.1 s); zod stays an ordinary import from node_modules.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = resolve(root, 'node_modules/.cache/ops-cli/cli.mjs');
mkdirSync(dirname(outfile), { recursive: true });
await build({
  entryPoints: [resolve(root, 'scripts/ops/cli.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  logLevel: 'error',
});
const { runOps } = await import(pathToFileURL(outfile).href);
process.exitCode = await runOps(process.argv.slice(2), {
  fetch: (input, init) => fetch(input, init),
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
