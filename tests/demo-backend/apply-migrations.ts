// Setup file of the demo-backend project: migrate each test file's isolated D1 from migrations/*.sql
// (the worker would migrate itself from its embedded copy; doing it here tests the files themselves).
import { applyD1Migrations, env } from 'cloudflare:test';
import { demoTestEnv } from './demo-test-env';

await applyD1Migrations(demoTestEnv(env).DB, demoTestEnv(env).TEST_MIGRATIONS);
