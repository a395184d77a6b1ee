import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { STORE_HEADERS } from '../../shared/contracts/store';
import { BoundedMap } from '../cache/bounded-map';

// Spec 7: the headers every store and content request carries. The names are the store
// contract's (shared/contracts/store.ts), so the demo backend reads exactly what we send.
export const UPSTREAM_HEADER = STORE_HEADERS;

/** Headers that change an upstream's answer for a public read (part of the read-cache key). */
export const VARYING_HEADERS = [
  UPSTREAM_HEADER.locale,
  UPSTREAM_HEADER.defaultLocale,
  UPSTREAM_HEADER.domain,
  UPSTREAM_HEADER.translationVariant,
  UPSTREAM_HEADER.currency,
  UPSTREAM_HEADER.userVariant,
  UPSTREAM_HEADER.userGroups,
] as const;

export interface UpstreamHeaderOptions {
  /** Leave out the shopper's credentials (shared, cacheable reads such as globals). */
  anonymous?: boolean;
}

/** The upstream headers of a request as a plain, read-only record (lower-case names). */
export type UpstreamHeaderRecord = Readonly<Record<string, string>>;

/**
 * Each session's records that carry its credentials, keyed by what else they read. A page view makes ten to twenty upstream
 * reads, most answered from the isolate's copy: they need the headers only for the read-cache key,
 * so the record is built once per request (a session object is one request's) rather than a
 * `Headers` per read, and a `Headers` is made only for a call that goes out (issue 28).
 */
const recordsBySession = new WeakMap<object, Map<string, UpstreamHeaderRecord>>();
/** Records without credentials, by site, locale, currency, user variant and groups (a handful per site). */
const sharedRecords = new BoundedMap<string, UpstreamHeaderRecord>('upstream.header-records', 200);

/** Upstream headers from the request context (set by the middleware, validated there). */
export function upstreamHeaderRecord(c: Context<AppEnv>, options: UpstreamHeaderOptions = {}): UpstreamHeaderRecord {
  const [domain, locale, currency, session] = [c.get('domain'), c.get('locale'), c.get('currency'), c.get('session')];
  const anonymous = options.anonymous === true;
  const memoKey = `${domain.code}|${locale}|${currency}|${anonymous}`;
  // A record without the shopper's credentials is the same for every request with these inputs:
  // shared by all of them, so what is derived from it per record (the read-cache key's varying part)
  // is built once per isolate, not once per request.
  const shared = anonymous || (!session.token && !session.guestToken);
  const sharedKey = shared ? `${memoKey}|${session.variant ?? ''}|${session.groups.join(',')}` : '';
  let records = shared ? undefined : recordsBySession.get(session);
  const known = shared ? sharedRecords.get(sharedKey) : records?.get(memoKey);
  if (known) return known;
  const h: Record<string, string> = {
    accept: 'application/json',
    [UPSTREAM_HEADER.locale]: locale,
    [UPSTREAM_HEADER.defaultLocale]: domain.defaultLocale,
    [UPSTREAM_HEADER.domain]: domain.code,
    [UPSTREAM_HEADER.translationVariant]: domain.translationVariant,
    [UPSTREAM_HEADER.currency]: currency,
  };
  if (session.variant) h[UPSTREAM_HEADER.userVariant] = session.variant;
  if (session.groups.length > 0) h[UPSTREAM_HEADER.userGroups] = session.groups.join(',');
  if (!anonymous) {
    if (session.token) h.authorization = `Bearer ${session.token}`;
    if (session.guestToken) h[UPSTREAM_HEADER.guestToken] = session.guestToken;
  }
  const record = Object.freeze(h);
  if (shared) {
    sharedRecords.set(sharedKey, record);
    return record;
  }
  if (!records) recordsBySession.set(session, (records = new Map()));
  records.set(memoKey, record);
  return record;
}

/** The same headers as a `Headers` of its own (the caller may add to it). */
export function buildUpstreamHeaders(c: Context<AppEnv>, options: UpstreamHeaderOptions = {}): Headers {
  return new Headers(upstreamHeaderRecord(c, options));
}

/** Whether a request with these headers carries the shopper's credentials (never a shared read). */
export function carriesCredentials(headers: UpstreamHeaderRecord): boolean {
  return headers.authorization !== undefined || headers[UPSTREAM_HEADER.guestToken] !== undefined;
}
