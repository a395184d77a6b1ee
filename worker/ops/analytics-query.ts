import { z } from 'zod';
import type { Env } from '../env';
import type { SiteStats, UpstreamStats } from './ops-contract';
import { DATA_POINT, REQUEST_DOUBLES, siteStatsFrom } from './site-metrics';

// Reads the per-site numbers back from Workers Analytics Engine through the SQL API: the sum over
// every isolate and location (site-metrics.ts writes the data points). Needs the account id and an
// API token with Account Analytics: Read; the answer is validated like any upstream's.

const SQL_API = (account: string) =>
  `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(account)}/analytics_engine/sql`;

/** ClickHouse may send 64-bit numbers as strings; NaN (an empty quantile) as null or "nan". */
const numeric = z.union([z.number(), z.string(), z.null()]).transform((v) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return n === null || !Number.isFinite(n) ? null : n;
});

const SqlAnswerSchema = z.object({
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});

const RequestRowSchema = z
  .object({ site: z.string() })
  .extend(
    Object.fromEntries(REQUEST_DOUBLES.map((k) => [k, numeric])) as Record<
      (typeof REQUEST_DOUBLES)[number],
      typeof numeric
    >,
  );

const TimingRowSchema = z.object({
  kind: z.string(),
  site: z.string(),
  name: z.string(),
  calls: numeric,
  errors: numeric,
  timeouts: numeric,
  p50: numeric,
  p95: numeric,
});

export function analyticsConfigured(env: Env): boolean {
  return Boolean(env.ANALYTICS && env.ANALYTICS_ACCOUNT_ID && env.ANALYTICS_API_TOKEN);
}

/** Dataset names are identifiers; anything else never reaches the SQL text. */
const DatasetSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'a dataset name is a SQL identifier');

export function analyticsSql(dataset: string, minutes: number): { requests: string; timings: string } {
  const table = DatasetSchema.parse(dataset);
  const since = `timestamp > NOW() - INTERVAL '${Math.trunc(minutes)}' MINUTE`;
  const sums = REQUEST_DOUBLES.map((k, i) => `SUM(_sample_interval * double${i + 1}) AS ${k}`).join(', ');
  return {
    requests: `SELECT blob2 AS site, ${sums} FROM ${table} WHERE blob1 = '${DATA_POINT.request}' AND ${since} GROUP BY site FORMAT JSON`,
    timings:
      `SELECT blob1 AS kind, blob2 AS site, blob3 AS name, SUM(_sample_interval) AS calls, ` +
      `SUM(IF(blob4 = 'error', _sample_interval, 0)) AS errors, SUM(IF(blob4 = 'timeout', _sample_interval, 0)) AS timeouts, ` +
      `quantileExactWeighted(0.5)(double1, _sample_interval) AS p50, quantileExactWeighted(0.95)(double1, _sample_interval) AS p95 ` +
      `FROM ${table} WHERE blob1 IN ('${DATA_POINT.upstream}', '${DATA_POINT.render}') AND ${since} GROUP BY kind, site, name FORMAT JSON`,
  };
}

async function runSql(env: Env, sql: string, fetcher: typeof fetch): Promise<Record<string, unknown>[]> {
  const res = await fetcher(SQL_API(env.ANALYTICS_ACCOUNT_ID!), {
    method: 'POST',
    headers: { authorization: `Bearer ${env.ANALYTICS_API_TOKEN}` },
    body: sql,
    signal: AbortSignal.timeout(5000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Analytics Engine SQL API answered ${res.status}: ${text.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Analytics Engine SQL API answer is not JSON');
  }
  const parsed = SqlAnswerSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`Analytics Engine SQL API answer has an unexpected shape: ${parsed.error.issues[0]?.message}`);
  return parsed.data.data;
}

const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Per-site numbers over the last `minutes`, summed over every isolate (sample intervals applied). */
export async function queryAnalytics(
  env: Env,
  minutes: number,
  fetcher: typeof fetch = fetch,
): Promise<Record<string, SiteStats>> {
  const sql = analyticsSql(env.ANALYTICS_DATASET ?? 'storefront_metrics', minutes);
  const [requestRows, timingRows] = await Promise.all([
    runSql(env, sql.requests, fetcher),
    runSql(env, sql.timings, fetcher),
  ]);
  const out: Record<string, SiteStats> = {};
  const upstreams = new Map<string, Record<string, UpstreamStats>>();
  const renders = new Map<string, { p50Ms: number | null; p95Ms: number | null }>();
  for (const raw of timingRows) {
    const row = TimingRowSchema.parse(raw);
    if (row.kind === DATA_POINT.render) {
      renders.set(row.site, { p50Ms: round(row.p50), p95Ms: round(row.p95) });
      continue;
    }
    const site = upstreams.get(row.site) ?? {};
    site[row.name] = {
      calls: Math.round(row.calls ?? 0),
      errors: Math.round(row.errors ?? 0),
      timeouts: Math.round(row.timeouts ?? 0),
      p50Ms: round(row.p50),
      p95Ms: round(row.p95),
    };
    upstreams.set(row.site, site);
  }
  for (const raw of requestRows) {
    const row = RequestRowSchema.parse(raw);
    const counts = Object.fromEntries(REQUEST_DOUBLES.map((k) => [k, Math.round(row[k] ?? 0)])) as Record<
      (typeof REQUEST_DOUBLES)[number],
      number
    >;
    out[row.site] = siteStatsFrom(
      counts,
      upstreams.get(row.site) ?? {},
      renders.get(row.site) ?? { p50Ms: null, p95Ms: null },
    );
  }
  return out;
}
