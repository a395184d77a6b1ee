/// <reference types="@cloudflare/vitest-plugin/types" />
// `env` from cloudflare:test is the storefront's Env (wrangler.toml bindings).
type StorefrontTestEnv = import('../../worker/env').Env;
declare namespace Cloudflare {
  interface Env extends StorefrontTestEnv {}
}
