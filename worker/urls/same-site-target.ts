import { normalizePageUrl } from '../../shared/normalize-url';
import type { DomainConfig } from '../config/domain-config';

/**
 * A CMS redirect target as a canonical path (and query) on `domain`, or null when it leaves the
 * site: another host, a protocol-relative `//host`, a non-http scheme. No open redirect.
 */
export function sameSiteRedirectTarget(domain: DomainConfig, target: string): string | null {
  let url: URL;
  try {
    url = new URL(target.trim(), `https://${domain.canonicalHost}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname !== domain.canonicalHost && !domain.hostAliases.includes(url.hostname)) return null;
  const n = normalizePageUrl(url, { defaultLocale: domain.defaultLocale });
  return n.pathname + n.search;
}
