import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { wranglerEnv } from './scripts/wrangler-env.mjs';

// End-to-end journeys in Debian's Chromium against `wrangler dev` (storefront + demo backend) on
// its own port and its own fresh state, so a running `npm run dev` is never disturbed.
const PORT = Number(process.env.E2E_PORT ?? 8788);
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const };
/**
 * Specs that set the demo backend's knobs (`/__demo/knobs`: latency and failures for a path) or its
 * globals (`/__demo/globals`: the cookie banner's position, the checkout settings for logged-in
 * shoppers, the product wildcard-URL mode), which every journey on the server sees.
 */
const UPSTREAM_KNOB_SPECS =
  /(address-validation|cookie-consent-position|checkout-user-settings|store-feature-settings|product-wildcard-url|product-compare)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Ceilings against a hang, not speed assertions. On a 2-core machine shared with other work a
  // journey of a few page loads took 40-70 s (load average ~28 with 8 suites running); with a 60 s
  // ceiling and 10 s waits almost every journey of the browsing, account and checkout specs ran out
  // of time twice (first try + retry), and each failed try cost its whole ceiling. A passing journey
  // is not slowed by a higher ceiling: every wait ends as soon as its state is there.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Two journeys at a time. A journey mostly waits (page loads, idle network, the shop's own timers):
  // one at a time used a third of a core (e2e 218 s wall, 65 CPU-s, idle 2-core machine), so a second
  // browser overlaps the waits instead of competing for a core. Journeys share the one `wrangler dev`
  // and demo backend, so each keeps what it changes to itself (own accounts, own carts, own client
  // address); the specs that turn the backend's knobs run in a project of their own, after the rest.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://sk.localhost:${PORT}`,
    // Recording a trace on every try cost a fifth of the run (13 journeys: 116 s with, 92 s without);
    // a journey that fails is retried in CI, and its retry is recorded.
    trace: 'on-first-retry',
    // The shop's service worker (offline copies, client/sw/) answers fetches itself, and requests a
    // service worker makes are not seen by page.route: journeys that hold, fail or count requests
    // would test the worker's cache instead. Off everywhere but in the offline journey, which turns it on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'phone', testIgnore: UPSTREAM_KNOB_SPECS, use: PHONE },
    // A knob holds for every request to its path, whichever journey sent it: these run one at a time,
    // once every other journey is done.
    { name: 'phone-knobs', testMatch: UPSTREAM_KNOB_SPECS, dependencies: ['phone'], workers: 1, use: PHONE },
  ],
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
