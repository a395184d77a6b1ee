/// <reference types="@cloudflare/vitest-plugin/types" />
// `env` from cloudflare:test is the storefront's Env (wrangler.toml bindings).
declare namespace Cloudflare {
  interface Env extends import('../../worker/env').Env {}
}
