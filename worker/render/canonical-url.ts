import { canonicalSearch } from '../../shared/canonical-url';
import type { DomainConfig } from '../config/domain-config';

/** Per-visit product switches that show the same product page (spec 2: variant_id, for_credits). */
const PAGE_SWITCHES = ['variant_id', 'for_credits'];

/**
 * The page's canonical URL on its site's canonical host, without blacklisted parameters (spec 9).
 * `page` is the page number a paged listing shows: `?page=N` is written for N > 1 only, whatever the
 * URL asked for (`?page=0`, `?page=abc` and a `?page=` on a page without pages show page 1).
 */
export function canonicalUrl(domain: DomainConfig, url: URL, keepParams = true, page = 1): string {
  const params = new URLSearchParams(keepParams ? canonicalSearch(url.searchParams, [...PAGE_SWITCHES, 'page']) : '');
  if (page > 1) params.set('page', String(page));
  const search = params.size > 0 ? `?${params}` : '';
  return `https://${domain.canonicalHost}${url.pathname}${search}`;
}
