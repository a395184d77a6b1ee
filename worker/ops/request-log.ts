import { format } from 'node:util';
import { AUTH_PATHS } from '../../shared/auth-paths';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { RouteDef } from '../../shared/routes';
import { matchPageRoute } from '../urls/locale-routes';
import { PAGE_DATA_PREFIX } from '../../shared/page-payload';
import { STORE_ALLOW_LIST } from '../proxy/store-allow-list';
import { CONTENT_ALLOW_LIST } from '../proxy/content-allow-list';
import { matchesPattern, type AllowedRoute } from '../proxy/path-pattern';
import { BoundedMap } from '../cache/bounded-map';

// One JSON line per request on stdout (Workers Logs and Logpush index JSON lines by field). What a
// line may carry is decided here, once: the route's name and pattern always; the concrete path only
// for pages anyone may see (catalogue, content); query parameter names, never their values; no
// cookies, tokens, IPs, user agents, e-mails or order codes (API paths are logged as their
// allow-list pattern, so `/orders/code/:code`, not the code).

/** Pages about one shopper or one order (route policy `logPath`): their paths (ids, codes, tokens) stay out of the log. */
function isPublicPage(route: RouteDef): boolean {
  return route.logPath === 'path';
}

export interface RequestDescription {
  method: string;
  /** Route name (pages), `api`, `image`, `ops`, `hook`, `demo`. */
  route: string;
  /** Route pattern, or the API allow-list pattern: never a concrete personal value. */
  pattern: string | null;
  /** The concrete path: public pages and ops only. */
  path: string | null;
  /** Names of the query parameters on public pages (sorted, unique); values are never logged. */
  queryKeys: string[] | null;
}

function allowListPattern(list: readonly AllowedRoute[], method: string, rest: string): string | null {
  const m = method === 'HEAD' ? 'GET' : method;
  return list.find((r) => r.method === m && matchesPattern(r.pattern, rest))?.pattern ?? null;
}

function apiPattern(method: string, path: string): string {
  if (path.startsWith('/api/v1/')) {
    const p = allowListPattern(STORE_ALLOW_LIST, method, path.slice('/api/v1'.length));
    return p ? `/api/v1${p}` : '/api/v1/(not allowed)';
  }
  if (path.startsWith('/api/content/')) {
    const p = allowListPattern(CONTENT_ALLOW_LIST, method, path.slice('/api/content'.length));
    return p ? `/api/content${p}` : '/api/content/(not allowed)';
  }
  return [AUTH_PATHS.login, AUTH_PATHS.logout, '/api/graphql'].includes(path) ? path : '/api/(other)';
}

/** An e-mail address typed into a URL (a mistyped link, a probe) never reaches the log either. */
const EMAIL_LIKE = /[^/@]+@[^/@]+/g;
const loggablePath = (path: string) => path.replace(EMAIL_LIKE, '(email)');

// A request's description depends on its method and URL alone, and a warm isolate sees the same
// few hundred URLs over and over: each is described once (matching the route table, the query's
// keys, the e-mail scrub) and kept, bounded, oldest out first. The kept objects are shared: read-only.
const described = new BoundedMap<string, RequestDescription>('request-log.descriptions', 1000);

export function describeRequest(c: Context<AppEnv>): RequestDescription {
  const key = `${c.req.method} ${c.req.url}`;
  let description = described.get(key);
  if (description === undefined) {
    description = describeUncached(c, new URL(c.req.url).pathname);
    described.set(key, description);
  }
  return description;
}

function describeUncached(c: Context<AppEnv>, path: string): RequestDescription {
  const method = c.req.method;
  const base = { method, pattern: null, path: null, queryKeys: null };
  if (path.startsWith('/api/')) return { ...base, route: 'api', pattern: apiPattern(method, path) };
  if (path.startsWith('/image/')) return { ...base, route: 'image', pattern: '/image/*' };
  if (path.startsWith('/__ops/')) return { ...base, route: 'ops', path: loggablePath(path) };
  if (path.startsWith('/__hooks/')) return { ...base, route: 'hook', path: loggablePath(path) };
  if (path.startsWith('/__demo/')) return { ...base, route: 'demo', pattern: '/__demo/*' };
  const data = path === PAGE_DATA_PREFIX || path.startsWith(`${PAGE_DATA_PREFIX}/`);
  const pagePath = data ? path.slice(PAGE_DATA_PREFIX.length) || '/' : path;
  const { route } = matchPageRoute(pagePath);
  const open = isPublicPage(route);
  const keys = open ? [...new Set(new URL(c.req.url).searchParams.keys())].sort() : null;
  return {
    method,
    route: data ? `data:${route.name}` : route.name,
    pattern: route.pattern,
    path: open ? loggablePath(pagePath) : null,
    queryKeys: keys,
  };
}

export interface RequestLogLine extends RequestDescription {
  site: string;
  status: number;
  /** What the page cache did (hit, miss, stale, bypass); null where it does not apply. */
  cache: string | null;
  upstreamCalls: number;
  /** Sum of this request's upstream call times (calls may overlap). */
  upstreamMs: number;
  /** Rendered pages: request in to last byte out. */
  renderMs: number | null;
  durationMs: number;
  /** Cloudflare's ray id (`cf-ray`), where present. */
  ray: string | null;
}

/**
 * Where the line goes. `console` (the default, production): Workers Logs keeps what the isolate
 * writes with console.log; the runtime formats the argument in the isolate (nodejs_compat's
 * util.format) and ships it outside the request. `memory` (the throughput and CPU benches): the same
 * line, formatted the same way, kept in a small ring in the isolate instead. Locally console.log is a
 * write to wrangler's stdout pipe that wrangler's Node process parses and prints again, on the same
 * two cores as the worker: measured on 11-26, that transport, not the line, cost pages a third of
 * their throughput, a cost production does not have (tests/bench/lib/bench-server.mjs).
 */
export type RequestLogSink = 'console' | 'memory';

const RING_SIZE = 64;
const ring: string[] = [];
let ringNext = 0;

/** The lines the `memory` sink kept, oldest first (the benches check the line was produced). */
export function recentRequestLogLines(): string[] {
  return [...ring.slice(ringNext), ...ring.slice(0, ringNext)];
}

export function writeRequestLog(
  line: RequestLogLine & { sampleRate?: number },
  sink: RequestLogSink = 'console',
): void {
  const text = JSON.stringify({ msg: 'request', ...line });
  if (sink === 'console') {
    console.log(text);
    return;
  }
  const formatted = format(text);
  if (ring.length < RING_SIZE) ring.push(formatted);
  else ring[ringNext] = formatted;
  ringNext = (ringNext + 1) % RING_SIZE;
}
