// The environment of every wrangler we start (dev, tests, benchmarks, load runs): offline and quiet.
//
// X_LOCAL_OBSERVABILITY: since 4.1xx, `wrangler dev` attaches a trace collector to every worker by
// default and writes each request's spans into a SQLite store under the persist directory. That is
// work (and memory, and disk) production does not do: measured on this machine, workerd's RSS grew
// by hundreds of MB over a 60 s load run with it on. Off unless the developer asks for it
// (`X_LOCAL_OBSERVABILITY=true npm run dev` shows traces at /cdn-cgi/explorer/).

/** @param {NodeJS.ProcessEnv} [base] */
export function wranglerEnv(base = process.env) {
  return {
    ...base,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    X_LOCAL_OBSERVABILITY: base.X_LOCAL_OBSERVABILITY ?? 'false',
  };
}
