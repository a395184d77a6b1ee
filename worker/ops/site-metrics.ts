import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { DomainConfig } from '../config/domain-config';
import type { SiteStats, UpstreamStats } from './ops-contract';
import { describeRequest, writeRequestLog } from './request-log';

// Per-site numbers. Each request runs inside an AsyncLocalStorage scope that knows its site, so the
// caches and upstream clients deep in the pipeline count per site without passing the context
// around (they call countEvent / recordUpstreamCall as before). Two sinks:
// - this isolate's counters (GET /__ops/stats without Analytics Engine, and in wrangler dev);
// - Workers Analytics Engine (`ANALYTICS` binding): one data point per request and one per upstream
//   call, summed over every isolate and location by the SQL API (worker/ops/analytics-query.ts).

/** Analytics Engine data point kinds (blob1) and the position of each number (doubleN). */
export const DATA_POINT = {
  request: 'request',
  upstream: 'upstream',
  render: 'render',
} as const;

/** doubles of a `request` data point, in this order (the SQL in analytics-query.ts reads them by position). */
export const REQUEST_DOUBLES = [
  'requests',
  'status4xx',
  'status5xx',
  'pageHit',
  'pageMiss',
  'pageStale',
  'pageBypass',
  'readHit',
  'readMiss',
  'readStaleOnError',
  'kvShellReads',
] as const;
type RequestCounter = (typeof REQUEST_DOUBLES)[number];

export type PageCacheOutcome = 'hit' | 'miss' | 'stale' | 'bypass';
export type UpstreamOutcome = 'ok' | 'error' | 'timeout';

/** Events counted by countEvent (worker/ops/stats.ts) that belong to a site's numbers. */
const SITE_EVENTS: Record<string, RequestCounter> = {
  'read-cache.memory': 'readHit',
  'read-cache.fresh': 'readHit',
  'read-cache.miss': 'readMiss',
  'read-cache.stale-on-error': 'readStaleOnError',
  'kv-swr.kv-read': 'kvShellReads',
};

interface RequestScope {
  site: string;
  upstreams: DomainConfig['upstreams'];
  analytics: AnalyticsEngineDataset | undefined;
  /** False for ops and demo-backend tooling: they are not the site's traffic. */
  counted: boolean;
  counts: Partial<Record<RequestCounter, number>>;
  upstreamCalls: number;
  upstreamMs: number;
  /** The request's data point is written: later events (background refreshes) write their own. */
  flushed: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

// ---------------------------------------------------------------------------------------------
// This isolate's numbers

/** Latencies kept per series: enough for stable p50/p95, bounded memory. */
const SAMPLES_KEPT = 1000;

class Samples {
  private readonly values: number[] = [];
  private next = 0;
  add(ms: number): void {
    if (this.values.length < SAMPLES_KEPT) this.values.push(ms);
    else this.values[this.next] = ms;
    this.next = (this.next + 1) % SAMPLES_KEPT;
  }
  percentile(p: number): number | null {
    if (this.values.length === 0) return null;
    const sorted = [...this.values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
  }
}

interface IsolateUpstream {
  calls: number;
  errors: number;
  timeouts: number;
  latency: Samples;
}

interface IsolateSite {
  counts: Record<RequestCounter, number>;
  upstreams: Map<string, IsolateUpstream>;
  render: Samples;
}

const sites = new Map<string, IsolateSite>();

function isolateSite(code: string): IsolateSite {
  let site = sites.get(code);
  if (!site) {
    site = {
      counts: Object.fromEntries(REQUEST_DOUBLES.map((k) => [k, 0])) as Record<RequestCounter, number>,
      upstreams: new Map(),
      render: new Samples(),
    };
    sites.set(code, site);
  }
  return site;
}

function add(scope: RequestScope, counter: RequestCounter, by = 1): void {
  if (!scope.counted) return;
  isolateSite(scope.site).counts[counter] += by;
  if (!scope.flushed) scope.counts[counter] = (scope.counts[counter] ?? 0) + by;
  // After the request's own point (a background refresh): a point of its own, requests = 0.
  else writeRequestPoint(scope.analytics, scope.site, '-', '-', '-', { [counter]: by });
}

/** Attributes a countEvent name to the current request's site, when it is one of the site numbers. */
export function countSiteEvent(name: string, by = 1): void {
  const counter = SITE_EVENTS[name];
  if (!counter) return;
  const scope = scopes.getStore();
  if (scope) add(scope, counter, by);
}

/** Which of the site's upstreams `url` belongs to: the longest configured base it starts with. */
function upstreamName(upstreams: DomainConfig['upstreams'], url: string): string {
  let best = 'other';
  let bestLength = 0;
  for (const name of ['store', 'oauth', 'content', 'graphql', 'image'] as const) {
    const base = upstreams[name];
    if (url.startsWith(base) && base.length > bestLength) {
      best = name;
      bestLength = base.length;
    }
  }
  return best;
}

/** One upstream call: counted for the current request's site (upstream-fetch.ts calls this). */
export function recordUpstreamCall(url: string, ms: number, outcome: UpstreamOutcome): void {
  const scope = scopes.getStore();
  if (!scope?.counted) return;
  const name = upstreamName(scope.upstreams, url);
  const site = isolateSite(scope.site);
  let upstream = site.upstreams.get(name);
  if (!upstream) {
    upstream = { calls: 0, errors: 0, timeouts: 0, latency: new Samples() };
    site.upstreams.set(name, upstream);
  }
  upstream.calls++;
  if (outcome === 'error') upstream.errors++;
  if (outcome === 'timeout') upstream.timeouts++;
  upstream.latency.add(ms);
  scope.upstreamCalls++;
  scope.upstreamMs += ms;
  scope.analytics?.writeDataPoint({
    indexes: [scope.site],
    blobs: [DATA_POINT.upstream, scope.site, name, outcome],
    doubles: [ms],
  });
}

/** This isolate's numbers per site, in the ops API's shape. */
export function isolateSiteStats(): Record<string, SiteStats> {
  const out: Record<string, SiteStats> = {};
  for (const [code, site] of [...sites.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const upstreams: Record<string, UpstreamStats> = {};
    for (const [name, u] of [...site.upstreams.entries()].sort(([a], [b]) => a.localeCompare(b)))
      upstreams[name] = {
        calls: u.calls,
        errors: u.errors,
        timeouts: u.timeouts,
        p50Ms: u.latency.percentile(50),
        p95Ms: u.latency.percentile(95),
      };
    out[code] = siteStatsFrom(site.counts, upstreams, {
      p50Ms: site.render.percentile(50),
      p95Ms: site.render.percentile(95),
    });
  }
  return out;
}

export function siteStatsFrom(
  counts: Record<RequestCounter, number>,
  upstreams: Record<string, UpstreamStats>,
  render: { p50Ms: number | null; p95Ms: number | null },
): SiteStats {
  return {
    requests: counts.requests,
    status4xx: counts.status4xx,
    status5xx: counts.status5xx,
    pageCache: { hit: counts.pageHit, miss: counts.pageMiss, stale: counts.pageStale, bypass: counts.pageBypass },
    readCache: { hit: counts.readHit, miss: counts.readMiss, staleOnError: counts.readStaleOnError },
    kvShellReads: counts.kvShellReads,
    upstreamCalls: Object.values(upstreams).reduce((n, u) => n + u.calls, 0),
    upstreams,
    renderMs: render,
  };
}

/** Forgets this isolate's per-site numbers (tests). */
export function resetIsolateSiteStats(): void {
  sites.clear();
}

// ---------------------------------------------------------------------------------------------
// The middleware

function writeRequestPoint(
  analytics: AnalyticsEngineDataset | undefined,
  site: string,
  route: string,
  statusClass: string,
  pageCache: string,
  counts: Partial<Record<RequestCounter, number>>,
): void {
  analytics?.writeDataPoint({
    indexes: [site],
    blobs: [DATA_POINT.request, site, route, statusClass, pageCache],
    doubles: REQUEST_DOUBLES.map((k) => counts[k] ?? 0),
  });
}

function pageCacheOutcome(res: Response): PageCacheOutcome | undefined {
  const value = res.headers.get('x-page-cache');
  return value === 'hit' || value === 'miss' || value === 'stale' || value === 'bypass' ? value : undefined;
}

/** Tooling paths: logged, but not the site's traffic. */
const UNCOUNTED = ['/__ops/', '/__demo/', '/__hooks/'];

/**
 * Counts the request for its site, writes its Analytics Engine data point and its log line. A page
 * that streams (late data) is finished when its last byte is out: its body is watched for that.
 */
export const siteMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  const domain = c.get('domain');
  const path = c.req.path; // Hono's, without parsing the URL again (only the tooling prefixes are read)
  const scope: RequestScope = {
    site: domain.code,
    upstreams: domain.upstreams,
    analytics: c.env.ANALYTICS,
    counted: !UNCOUNTED.some((p) => path.startsWith(p)),
    counts: {},
    upstreamCalls: 0,
    upstreamMs: 0,
    flushed: false,
  };
  await scopes.run(scope, next);
  const res = c.res;
  const cache = pageCacheOutcome(res);
  const rendered =
    (cache === 'miss' || cache === 'bypass') && (res.headers.get('content-type') ?? '').startsWith('text/html');

  const finish = () => {
    const durationMs = Date.now() - started;
    if (scope.counted) {
      add(scope, 'requests');
      if (res.status >= 400 && res.status < 500) add(scope, 'status4xx');
      if (res.status >= 500) add(scope, 'status5xx');
      if (cache === 'hit') add(scope, 'pageHit');
      if (cache === 'miss') add(scope, 'pageMiss');
      if (cache === 'stale') add(scope, 'pageStale');
      if (cache === 'bypass') add(scope, 'pageBypass');
      if (rendered) {
        isolateSite(scope.site).render.add(durationMs);
        scope.analytics?.writeDataPoint({
          indexes: [scope.site],
          blobs: [DATA_POINT.render, scope.site, 'page'],
          doubles: [durationMs],
        });
      }
    }
    const request = describeRequest(c);
    if (scope.counted)
      writeRequestPoint(
        scope.analytics,
        scope.site,
        request.route,
        `${Math.floor(res.status / 100)}xx`,
        cache ?? '-',
        scope.counts,
      );
    scope.flushed = true;
    if (c.env.REQUEST_LOGS === 'off') return;
    // Every error and every answer that did work is logged; hits only as the site's rules sample them.
    const sampleRate = cache === 'hit' && res.status < 400 ? domain.cache.requestLog.hitSampleRate : 1;
    if (sampleRate < 1 && Math.random() >= sampleRate) return;
    writeRequestLog(
      {
        ...request,
        site: scope.site,
        status: res.status,
        cache: cache ?? null,
        upstreamCalls: scope.upstreamCalls,
        upstreamMs: scope.upstreamMs,
        renderMs: rendered ? durationMs : null,
        durationMs,
        ray: c.req.header('cf-ray') ?? null,
        ...(sampleRate < 1 ? { sampleRate } : {}),
      },
      c.env.REQUEST_LOG_SINK === 'memory' ? 'memory' : 'console',
    );
  };

  // A streamed page (late data) goes out uncompressed: its end is when its body ends.
  const streamed = rendered && res.headers.get('content-encoding') === 'identity' && res.body;
  if (!streamed || !res.body) {
    finish();
    return;
  }
  const watched = new Response(watchEnd(res.body, finish), res);
  // Unset first: assigning over a response copies its old headers into the new one again.
  c.res = undefined;
  c.res = watched;
};

/** The same bytes, calling `done` once when the stream ends, fails or is cancelled. */
function watchEnd(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  let called = false;
  const once = () => {
    if (!called) {
      called = true;
      done();
    }
  };
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read();
        if (ended) {
          once();
          controller.close();
        } else controller.enqueue(value);
      } catch (e) {
        once();
        controller.error(e);
      }
    },
    cancel(reason) {
      once();
      return reader.cancel(reason);
    },
  });
}
