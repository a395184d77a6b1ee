// The Node APIs the worker uses (nodejs_compat), declared here instead of pulling @types/node into
// the worker's types, where Node's globals would hide mistakes about what the Workers runtime offers.

// The request scope behind per-site metrics (worker/ops/site-metrics.ts).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}

// What console.log does to its arguments under nodejs_compat: the request log's bench sink formats
// its line the same way (worker/ops/request-log.ts).
declare module 'node:util' {
  export function format(...args: unknown[]): string;
}
