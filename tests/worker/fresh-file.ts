// Setup file of the worker project, run before every test file. The files share one workerd per
// vitest worker (`isolate: false`: a workerd start cost about 6 s a file), so each file is given
// here what a workerd of its own gave it: empty storage (KV, Cache API, the demo backend's D1,
// which it migrates and seeds again on its first request) and a fresh module graph (every
// per-isolate memo, copy and counter of the storefront starts empty).
import { reset } from 'cloudflare:test';
import { vi } from 'vitest';

await reset();
vi.resetModules();
