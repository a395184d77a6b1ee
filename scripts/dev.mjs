// `npm run dev`: builds the browser bundle, then runs the storefront and the demo backend in one
// offline `wrangler dev` process, rebuilding the bundle on change. Prints where the sites are.
import { spawn } from 'node:child_process';
import { wranglerEnv } from './wrangler-env.mjs';

const port = process.env.PORT ?? '8787';
const env = wranglerEnv();

// Each child in a process group of its own: npx does not pass a SIGTERM on to the vite or wrangler
// it started, so stopping only the npx left a `vite build --watch` running (and rebuilding
// dist/client) after the shop had stopped. stop() signals the whole group.
function run(cmd, args, options = {}) {
  return spawn(cmd, args, { stdio: 'inherit', env, detached: true, ...options });
}

function once(child) {
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(' ')} exited ${code}`)),
    ),
  );
}

await once(run('npx', ['vite', 'build', '--logLevel', 'warn']));
const children = [
  run('npx', ['vite', 'build', '--watch', '--logLevel', 'warn'], { env: { ...env, KEEP_CLIENT_BUILD: '1' } }),
  run('npx', [
    'wrangler',
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
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // that group has ended already
    }
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.race(children.map(once)).catch((e) => {
  console.error(e.message);
  stop();
  process.exit(1);
});
