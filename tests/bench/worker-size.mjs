// Worker size (issue 6): what `wrangler deploy --dry-run --minify` would upload, gzip, against the
// 1 MB limit. Uses the bench config (same worker entry and bindings as wrangler.toml, its assets
// directory the bench's own client build, so a fresh clone needs no separate build). Nothing is deployed: --dry-run never contacts Cloudflare.
//
//   npm run bench:worker-size
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { wranglerEnv } from '../../scripts/wrangler-env.mjs';
import { OUT, ROOT, buildClient, writeConfigs } from './lib/bench-server.mjs';
import { isMain, save, table, verdict } from './lib/report.mjs';

const LIMIT_KIB = 1024;

export async function run() {
  buildClient();
  const { storefront } = writeConfigs();
  const outdir = resolve(OUT, 'dry-run');
  const r = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir, '--minify', '-c', storefront], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...wranglerEnv(), NODE_ENV: 'production' },
  });
  const output = `${r.stdout}\n${r.stderr}`;
  const m = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
  if (r.status !== 0 || !m) throw new Error(`wrangler deploy --dry-run failed:\n${output}`);
  const [total, gzip] = [Number(m[1]), Number(m[2])];
  const rows = [
    {
      bundle: 'storefront worker (minified)',
      'upload KiB': total.toFixed(1),
      'gzip KiB': gzip.toFixed(1),
      limit: `${LIMIT_KIB} KiB gzip`,
      result: verdict(gzip <= LIMIT_KIB),
    },
  ];
  table('Worker size (wrangler deploy --dry-run --minify)', rows);
  const result = {
    rows,
    targets: [
      { target: 'worker gzip upload ≤ 1 MB', value: `${gzip.toFixed(1)} KiB`, result: verdict(gzip <= LIMIT_KIB) },
    ],
  };
  save('worker-size', result);
  return result;
}

if (isMain(import.meta)) await run();
