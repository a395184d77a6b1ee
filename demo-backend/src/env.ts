/** Bindings of the demo-backend worker (demo-backend/wrangler.toml). */
export interface DemoEnv {
  DB: D1Database;
  /** Catalogue size to seed; "300" by default, up to "50000" for benchmarks. */
  DEMO_PRODUCTS?: string;
}
export type DemoAppEnv = { Bindings: DemoEnv };
