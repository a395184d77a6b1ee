/** Bindings of the demo-backend worker (demo-backend/wrangler.toml). */
export interface DemoEnv {
  DB: D1Database;
  /** Catalogue size to seed; "300" by default, up to "50000" for benchmarks. */
  DEMO_PRODUCTS?: string;
  /** The storefront, for its catalogue webhook after a change (src/demo/catalog-change.ts). */
  STOREFRONT?: Fetcher;
  /** The webhook's shared secret (the storefront's CATALOG_HOOK_SECRET). */
  CATALOG_HOOK_SECRET?: string;
}
export type DemoAppEnv = { Bindings: DemoEnv };
