import { normalizePageUrl } from '../../shared/normalize-url';
import { sameSitePath } from '../../shared/same-site-path';
import type { DomainConfig } from '../config/domain-config';

/**
 * A CMS redirect target as a canonical path (and query) on `domain`, or null when it leaves the
 * site. Whether it stays on site is decided by the one check (shared/same-site-path.ts): a rooted
 * path, or an absolute http(s) URL on the site's canonical host, an alias or `requestHost`.
 */
export function sameSiteRedirectTarget(domain: DomainConfig, target: string, requestHost?: string): string | null {
  const hosts = [domain.canonicalHost, ...domain.hostAliases, ...(requestHost ? [requestHost] : [])];
  const path = sameSitePath(target, hosts);
  if (!path) return null;
  const url = new URL(path, 'https://same.site.invalid');
  const n = normalizePageUrl(url, { defaultLocale: domain.defaultLocale });
  return n.pathname + n.search;
}
