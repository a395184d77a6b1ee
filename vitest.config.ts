import { defineConfig } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-plugin';

// Three projects: pure code in Node; the storefront worker inside workerd with the
// demo backend beside it (pre-built by tests/global-setup.ts); the demo backend alone.
const compatibilityDate = '2026-08-01';
const compatibilityFlags = ['nodejs_compat'];

export default defineConfig({
  test: {
    globalSetup: ['./tests/global-setup.ts'],
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              workers: [
                {
                  name: 'demo-backend',
                  modules: true,
                  scriptPath: './dist/demo-backend/index.js',
                  compatibilityDate,
                  compatibilityFlags,
                  d1Databases: { DB: 'demo-backend-test' },
                  bindings: { DEMO_PRODUCTS: '300' },
                },
              ],
            },
          }),
        ],
        test: { name: 'worker', include: ['tests/worker/**/*.test.{ts,tsx}'] },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: './demo-backend/wrangler.toml' } })],
        test: { name: 'demo-backend', include: ['tests/demo-backend/**/*.test.ts'] },
      },
    ],
  },
});
