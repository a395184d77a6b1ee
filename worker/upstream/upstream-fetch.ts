import type { Env } from '../env';
import { countEvent } from '../ops/stats';
import { recordUpstreamCall } from '../ops/site-metrics';
import { UpstreamError } from './upstream-error';
import { BoundedMap } from '../cache/bounded-map';

/** The host that means "the DEMO_BACKEND service binding" (docs/ARCHITECTURE.md). */
export const DEMO_BACKEND_HOST = 'demo-backend.internal';

/** One log line per failing key per interval: an outage must not flood the log per request. */
const LOG_INTERVAL_MS = 60_000;
// Keys come from upstream URLs (a slug can be in one): bounded like every per-isolate map.
const lastLogged = new BoundedMap<string, { at: number; suppressed: number }>('upstream.failure-log-keys', 500);

export function logUpstreamFailure(key: string, message: string): void {
  const now = Date.now();
  const entry = lastLogged.get(key);
  if (entry && now - entry.at < LOG_INTERVAL_MS) {
    entry.suppressed++;
    return;
  }
  const suppressed = entry?.suppressed ?? 0;
  lastLogged.set(key, { at: now, suppressed: 0 });
  console.error(`[upstream] ${key}: ${message}${suppressed ? ` (${suppressed} similar since last report)` : ''}`);
}

/** Groups failures by upstream and first path segment, so one broken endpoint is one log key. */
function logKeyOf(url: URL): string {
  return `${url.host}${url.pathname.split('/').slice(0, 4).join('/')}`;
}

export interface UpstreamFetchOptions {
  timeoutMs: number;
}

/**
 * fetch() for upstreams: `demo-backend.internal` goes through the DEMO_BACKEND binding, anything
 * else to the network; each call has a time-out. Network failures and time-outs throw
 * UpstreamError; HTTP error statuses are returned (the proxy passes them through).
 */
export async function upstreamFetch(
  env: Pick<Env, 'DEMO_BACKEND'>,
  url: string,
  init: RequestInit,
  options: UpstreamFetchOptions,
): Promise<Response> {
  const target = new URL(url);
  const request = new Request(target, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
  countEvent('upstream.calls');
  const started = Date.now();
  try {
    const response =
      target.hostname === DEMO_BACKEND_HOST ? await env.DEMO_BACKEND.fetch(request) : await fetch(request);
    recordUpstreamCall(url, Date.now() - started, response.status >= 500 ? 'error' : 'ok');
    if (response.status >= 500) {
      countEvent('upstream.5xx');
      logUpstreamFailure(logKeyOf(target), `HTTP ${response.status} for ${init.method ?? 'GET'} ${target.pathname}`);
    }
    return response;
  } catch (e) {
    const timedOut = e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'AbortError');
    countEvent(timedOut ? 'upstream.timeouts' : 'upstream.network-errors');
    recordUpstreamCall(url, Date.now() - started, timedOut ? 'timeout' : 'error');
    const message = timedOut ? `no answer within ${options.timeoutMs} ms` : `network error: ${String(e)}`;
    logUpstreamFailure(logKeyOf(target), `${message} for ${init.method ?? 'GET'} ${target.pathname}`);
    throw new UpstreamError(timedOut ? 'timeout' : 'network', timedOut ? 504 : 502, url, message);
  }
}
