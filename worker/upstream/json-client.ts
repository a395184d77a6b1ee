import type { Context } from 'hono';
import type { ReadKind } from '../cache/read-kinds';
import type { z } from 'zod';
import type { AppEnv } from '../env';
import { countEvent } from '../ops/stats';
import { derivedFrom, readCacheKey, readCachedOnly, readInFlight, readThroughCache } from './read-cache';
import { runInBackground } from '../run-in-background';
import { UpstreamError } from './upstream-error';
import { logUpstreamFailure, upstreamFetch } from './upstream-fetch';
import { carriesCredentials, upstreamHeaderRecord, type UpstreamHeaderRecord } from './upstream-headers';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface ReadOptions {
  /** Seconds in the upstream read cache; 0 = never cached. Default: the site's TTL for `kind`, else its default TTL. */
  cacheTtl?: number;
  /** Read kind for the site's `cache.upstreamReads.ttlByKind` (worker/cache/read-kinds.ts). */
  kind?: ReadKind;
  /** Send no credentials (auth/guest token): shared answers such as globals. */
  anonymous?: boolean;
  /** This call's time-out instead of the site's `upstreams.timeoutMs` (the search service's 2000 ms). */
  timeoutMs?: number;
}

export interface WriteOptions {
  anonymous?: boolean;
}

/** `?a=1&b=x&ids=1&ids=2`: null/undefined left out, arrays repeated. */
export function buildQueryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function parseJson(text: string, url: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    logUpstreamFailure(`invalid-json ${new URL(url).pathname}`, 'answer is not JSON');
    throw new UpstreamError('invalid', 502, url, 'upstream answer is not JSON');
  }
}

/** Validates an upstream answer; an invalid one is logged (throttled) and becomes an upstream error. */
export function validateAnswer<S extends z.ZodType>(schema: S, value: unknown, url: string): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  countEvent('upstream.invalid-answers');
  const issues = r.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
  logUpstreamFailure(`invalid ${new URL(url).pathname}`, `answer does not match its schema: ${issues}`);
  throw new UpstreamError('invalid', 502, url, `upstream answer does not match its schema (${issues})`);
}

/** What a client needs from the request; kept small so the shell loader and tests can build one. */
export interface JsonClientDeps {
  c: Context<AppEnv>;
  baseUrl: string;
}

/**
 * A typed JSON upstream: every answer validated with zod; reads cached per the site's rules
 * (never when they carry the shopper's credentials); non-2xx answers throw UpstreamError with
 * the upstream's status and JSON body.
 */
export class JsonClient {
  constructor(protected readonly deps: JsonClientDeps) {}

  protected get c(): Context<AppEnv> {
    return this.deps.c;
  }

  protected ttlFor(options: ReadOptions): number {
    const rules = this.c.get('domain').cache.upstreamReads;
    if (options.cacheTtl !== undefined) return options.cacheTtl;
    const byKind = options.kind === undefined ? undefined : rules.ttlByKind[options.kind];
    return byKind ?? rules.defaultTtlSeconds;
  }

  protected headers(anonymous: boolean | undefined): UpstreamHeaderRecord {
    return upstreamHeaderRecord(this.c, { anonymous: anonymous ?? false });
  }

  /** Calls the upstream; 2xx → text, anything else → UpstreamError carrying status and body. */
  protected async call(
    method: string,
    url: string,
    record: UpstreamHeaderRecord,
    body?: string,
    timeoutMs?: number,
  ): Promise<{ status: number; text: string }> {
    const headers = new Headers(record);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const res = await upstreamFetch(
      this.c.env,
      url,
      { method, headers, body: body ?? null },
      {
        timeoutMs: timeoutMs ?? this.c.get('domain').upstreams.timeoutMs,
      },
    );
    const text = await res.text();
    if (!res.ok) {
      let errorBody: unknown;
      try {
        errorBody = JSON.parse(text);
      } catch {
        errorBody = undefined;
      }
      throw new UpstreamError('http', res.status, url, `upstream answered ${res.status}`, errorBody);
    }
    return { status: res.status, text };
  }

  /**
   * Reads through the cache when the read is public (no credentials in its headers). `derived`
   * (cached reads only) memoises what is computed from the text, e.g. the validated answer.
   */
  protected async read(
    method: string,
    url: string,
    headers: UpstreamHeaderRecord,
    ttl: number,
    body?: string,
    timeoutMs?: number,
  ): Promise<{ text: string; derived?: Map<unknown, unknown> }> {
    const personal = carriesCredentials(headers);
    if (ttl <= 0 || personal) return { text: (await this.call(method, url, headers, body, timeoutMs)).text };
    const domain = this.c.get('domain');
    const key = await readCacheKey(domain.code, method, url, headers, body);
    const answer = await readThroughCache(
      this.c,
      key,
      {
        ttlSeconds: ttl,
        staleOnErrorSeconds: domain.cache.upstreamReads.staleOnErrorSeconds,
        timeoutMs: timeoutMs ?? domain.upstreams.timeoutMs,
      },
      () => this.call(method, url, headers, body, timeoutMs),
    );
    return { text: answer.text, derived: answer.derived };
  }

  async get<S extends z.ZodType>(
    path: string,
    query: Query,
    schema: S,
    options: ReadOptions = {},
  ): Promise<z.output<S>> {
    const url = `${this.deps.baseUrl}${path.startsWith('/') ? path : `/${path}`}${buildQueryString(query)}`;
    const { text, derived } = await this.read(
      'GET',
      url,
      this.headers(options.anonymous),
      this.ttlFor(options),
      undefined,
      options.timeoutMs,
    );
    // A cached answer is parsed and validated once, not on every request that reads it.
    return derivedFrom(derived, schema, () => validateAnswer(schema, parseJson(text, url), url));
  }

  /**
   * The answer only when this colo holds a fresh copy of it (no upstream call); otherwise null, and
   * the read goes on in the background so the next view finds it. For secondary parts a page shows
   * only when they are at hand (a limited offer's product), so that a cold page still makes its
   * calls in one round.
   */
  async getIfCached<S extends z.ZodType>(
    path: string,
    query: Query,
    schema: S,
    options: ReadOptions = {},
  ): Promise<z.output<S> | null> {
    const url = `${this.deps.baseUrl}${path.startsWith('/') ? path : `/${path}`}${buildQueryString(query)}`;
    const headers = this.headers(options.anonymous);
    const ttl = this.ttlFor(options);
    if (ttl <= 0 || carriesCredentials(headers)) return null;
    const key = await readCacheKey(this.c.get('domain').code, 'GET', url, headers);
    const copy = await readCachedOnly(this.c, key, ttl);
    if (copy) return derivedFrom(copy.derived, schema, () => validateAnswer(schema, parseJson(copy.text, url), url));
    // One background read per key: while one is under way, later views leave the copy to it.
    if (readInFlight(key)) return null;
    runInBackground(
      this.c,
      this.get(path, query, schema, options).catch(() => undefined),
    );
    return null;
  }

  async post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: WriteOptions = {},
  ): Promise<z.output<S>> {
    const url = `${this.deps.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    const { text } = await this.call('POST', url, this.headers(options.anonymous), JSON.stringify(body ?? {}));
    return validateAnswer(schema, parseJson(text, url), url);
  }
}
