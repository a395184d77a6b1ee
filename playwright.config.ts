import { defineConfig, devices } from '@playwright/test';
import { wranglerEnv } from './scripts/wrangler-env.mjs';

// End-to-end journeys in Debian's Chromium against `wrangler dev` (storefront + demo backend) on
// its own port and its own fresh state, so a running `npm run dev` is never disturbed.
const PORT = Number(process.env.E2E_PORT ?? 8788);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://sk.localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf .wrangler/e2e-state-${PORT} && npx wrangler dev -c wrangler.toml -c demo-backend/wrangler.toml --port ${PORT} --ip 127.0.0.1 --persist-to .wrangler/e2e-state-${PORT}`,
    url: `http://127.0.0.1:${PORT}/__health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: wranglerEnv({}) as Record<string, string>, // Playwright adds process.env itself
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
