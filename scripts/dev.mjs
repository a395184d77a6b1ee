// `npm run dev`: builds the browser bundle, then runs the storefront and the demo backend in one
// offline `wrangler dev` process, rebuilding the bundle on change. Prints where the sites are.
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wranglerEnv } from './wrangler-env.mjs';

// The tools themselves, not `npx <tool>`: npx does not pass a SIGTERM on to the process it started,
// so stopping it left a `vite build --watch` rebuilding dist/client after the shop had stopped. The
// children stay in this process group, so a signal to the group (Ctrl+C, a harness) reaches them too.
const BIN = resolve(fileURLToPath(new URL('..', import.meta.url)), 'node_modules/.bin');
const vite = resolve(BIN, 'vite');
const wrangler = resolve(BIN, 'wrangler');

const port = process.env.PORT ?? '8787';
// The project's own Node (the `node` dev dependency in .bin) for the tools, as npm run and npx give it.
const env = { ...wranglerEnv(), PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}` };

function run(cmd, args, options = {}) {
  return spawn(cmd, args, { stdio: 'inherit', env, ...options });
}

function once(child) {
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(' ')} exited ${code}`)),
    ),
  );
}

// The page registries follow the folders in pages/ (a page added or removed since the last run).
await once(run(process.execPath, [resolve(import.meta.dirname, 'generate-pages.mjs')]));
await once(run(vite, ['build', '--logLevel', 'warn']));
const children = [
  run(vite, ['build', '--watch', '--logLevel', 'warn'], { env: { ...env, KEEP_CLIENT_BUILD: '1' } }),
  run(wrangler, [
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    'demo-backend/wrangler.toml',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
  ]),
];

setTimeout(() => {
  console.log(`
  Storefront is starting with the demo backend:
    Slovak site:  http://sk.localhost:${port}/
    Czech site:   http://cz.localhost:${port}/
    (http://localhost:${port}/ is the Slovak site)
`);
}, 4000);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.race(children.map(once)).catch((e) => {
  console.error(e.message);
  stop();
  process.exit(1);
});
