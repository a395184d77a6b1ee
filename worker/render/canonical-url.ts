import { canonicalSearch } from '../../shared/canonical-url';
import type { DomainConfig } from '../config/domain-config';

/** Per-visit product switches that show the same product page (spec 2: variant_id, for_credits). */
const PAGE_SWITCHES = ['variant_id', 'for_credits'];

/** The page's canonical URL on its site's canonical host, without blacklisted parameters (spec 9). */
export function canonicalUrl(domain: DomainConfig, url: URL, keepParams = true): string {
  const search = keepParams ? canonicalSearch(url.searchParams, PAGE_SWITCHES) : '';
  return `https://${domain.canonicalHost}${url.pathname}${search}`;
}
