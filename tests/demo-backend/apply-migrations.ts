// Setup file of the demo-backend project, run before every test file. The files share one workerd
// per vitest worker (`isolate: false`), so each starts as on a workerd of its own: empty storage, a
// fresh module graph (the demo backend's knobs, request counts and caches), and its D1 migrated from
// migrations/*.sql (the worker would migrate itself from its embedded copy; doing it here tests the
// files themselves).
import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { vi } from 'vitest';
import { demoTestEnv } from './demo-test-env';

await reset();
vi.resetModules();
await applyD1Migrations(demoTestEnv(env).DB, demoTestEnv(env).TEST_MIGRATIONS);
