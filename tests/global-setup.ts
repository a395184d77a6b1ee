import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { wranglerEnv } from '../scripts/wrangler-env.mjs';

// Worker tests run the storefront beside a bundled copy of the demo backend, so bundle it
// once per run (wrangler's own bundler: the same output `wrangler dev` runs).
export default function setup(): void {
  execFileSync(
    'npx',
    ['wrangler', 'deploy', '--dry-run', '--outdir', resolve('dist/demo-backend'), '-c', 'demo-backend/wrangler.toml'],
    { stdio: 'ignore', env: wranglerEnv() },
  );
}
