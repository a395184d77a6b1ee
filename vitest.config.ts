import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';

// Three projects: pure code in Node; the storefront worker inside workerd with the
// demo backend beside it (pre-built by tests/global-setup.ts); the demo backend alone.
const compatibilityDate = '2026-08-01';
const compatibilityFlags = ['nodejs_compat'];
// A time-out is a guard against a hang, not a speed assertion: on a busy 2-core machine a worker test
// that renders a few pages can take longer than vitest's 5 s default without anything being wrong.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * The storefront inside workerd with the demo backend beside it. Most files share one workerd per
 * vitest worker (`isolate: false`; tests/worker/fresh-file.ts gives each file empty storage and a
 * fresh module graph): a workerd start cost about 6 s a file. Files that keep an in-flight upstream
 * answer across files (workerd refuses I/O of another request's context) still get a workerd each.
 */
const ONE_WORKERD_PER_FILE = ['tests/worker/sitemap-indexable.test.ts', 'tests/worker/unique-titles.test.ts'];

function storefrontProject(
  name: string,
  include: string[],
  exclude: string[],
  shared: 'shared workerd' | 'one workerd per file',
): TestProjectInlineConfiguration {
  return {
    // The React build that ships: `wrangler deploy` bundles react-dom's production server renderer and
    // the production JSX runtime; without NODE_ENV, workerd loaded the development build (extra checks
    // on every render: worker project 117 against 110 CPU-s, all tests passing on both).
    oxc: { jsx: { runtime: 'automatic' as const, development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // Tests pass `cf.country` themselves; the dev-only home-country stand-in would hide it.
          // The one-JSON-line-per-request log is off (tests/worker/ops-request-log.test.ts turns it on).
          // NODE_ENV reaches `process.env` (nodejs_compat): React picks its production build by it.
          bindings: { ASSUME_HOME_COUNTRY: 'false', REQUEST_LOGS: 'off', NODE_ENV: 'production' },
          workers: [
            {
              name: 'demo-backend',
              modules: true,
              scriptPath: './dist/demo-backend/index.js',
              compatibilityDate,
              compatibilityFlags,
              d1Databases: { DB: 'demo-backend-test' },
              bindings: { DEMO_PRODUCTS: '300', CATALOG_HOOK_SECRET: 'dev-catalog-hook-secret-not-for-production' },
            },
          ],
        },
      }),
    ],
    test: {
      name,
      include,
      exclude,
      // `describe.concurrent` suites (url-status) wait on 500 ms upstreams, not on the CPU.
      maxConcurrency: 12,
      // Only this project needs the bundled demo backend (a unit-only run skips the bundling).
      globalSetup: ['./tests/global-setup.ts'],
      isolate: shared === 'one workerd per file',
      ...(shared === 'shared workerd' ? { setupFiles: ['./tests/worker/fresh-file.ts'] } : {}),
      ...timeouts,
    },
  };
}

export default defineConfig({
  test: {
    // One test file per core, not vitest's default of cores − 1: the worker and demo-backend files wait
    // on workerd and on deliberately late upstreams far more than they compute, so on 2 cores one file
    // at a time left a core idle (vitest 437 s at one file, 221 s at two, same machine, all passing).
    maxWorkers: '100%',
    projects: [
      {
        // Pure functions without module state or global stubs: one Node worker runs every file
        // instead of a fresh process per file (isolation bought nothing here but start-up time).
        test: {
          name: 'unit',
          // Beside their modules (`shared/money.test.ts`), and the cross-cutting ones in tests/unit/.
          include: ['tests/unit/**/*.test.{ts,tsx}', '{shared,client,worker,pages}/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
          ...timeouts,
        },
      },
      storefrontProject('worker', ['tests/worker/**/*.test.{ts,tsx}'], ONE_WORKERD_PER_FILE, 'shared workerd'),
      storefrontProject('worker-isolated', ONE_WORKERD_PER_FILE, [], 'one workerd per file'),
      {
        // TEST_MIGRATIONS: migrations/*.sql read in Node, applied per test file by the setup file (and
        // compared with the copy the worker embeds to migrate itself in `wrangler dev`).
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './demo-backend/wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations('./demo-backend/migrations') },
              // demo-backend/wrangler.toml binds the storefront (its catalogue webhook, in `wrangler dev`);
              // the demo backend is tested alone here: a stand-in that refuses, so a change is not delivered.
              serviceBindings: { STOREFRONT: () => new Response('no storefront in these tests', { status: 503 }) },
            },
          })),
        ],
        test: {
          name: 'demo-backend',
          ...timeouts,
          include: ['tests/demo-backend/**/*.test.ts'],
          isolate: false,
          setupFiles: ['./tests/demo-backend/apply-migrations.ts'],
        },
      },
    ],
  },
});
