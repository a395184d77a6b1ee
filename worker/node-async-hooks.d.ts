// The one Node API the worker uses (nodejs_compat): the request scope behind per-site metrics
// (worker/ops/site-metrics.ts). Declared here instead of pulling @types/node into the worker's
// types, where Node's globals would hide mistakes about what the Workers runtime offers.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
