import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { STORE_HEADERS } from '../../shared/contracts/store';

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

/** Upstream headers from the request context (set by the middleware, validated there). */
export function buildUpstreamHeaders(c: Context<AppEnv>, options: UpstreamHeaderOptions = {}): Headers {
  const [domain, locale, currency, session] = [c.get('domain'), c.get('locale'), c.get('currency'), c.get('session')];
  const h = new Headers({
    accept: 'application/json',
    [UPSTREAM_HEADER.locale]: locale,
    [UPSTREAM_HEADER.defaultLocale]: domain.defaultLocale,
    [UPSTREAM_HEADER.domain]: domain.code,
    [UPSTREAM_HEADER.translationVariant]: domain.translationVariant,
    [UPSTREAM_HEADER.currency]: currency,
  });
  if (session.variant) h.set(UPSTREAM_HEADER.userVariant, session.variant);
  if (session.groups.length > 0) h.set(UPSTREAM_HEADER.userGroups, session.groups.join(','));
  if (!options.anonymous) {
    if (session.token) h.set('authorization', `Bearer ${session.token}`);
    if (session.guestToken) h.set(UPSTREAM_HEADER.guestToken, session.guestToken);
  }
  return h;
}
