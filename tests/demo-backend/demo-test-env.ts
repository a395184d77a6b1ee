/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from 'cloudflare:test';
import type { DemoEnv } from '../../demo-backend/src/env';

/** `env` of the demo-backend project (Cloudflare.Env is typed as the storefront's for tests/worker). */
export type DemoTestEnv = DemoEnv & { TEST_MIGRATIONS: D1Migration[] };
export const demoTestEnv = (env: unknown) => env as DemoTestEnv;
