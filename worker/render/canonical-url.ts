import type { DomainConfig } from '../config/domain-config';

/** Query parameters that never belong in a canonical URL (SPEC 9 canonical blacklist). */
const CANONICAL_BLACKLIST = /^(gclid|fbclid|hrk|price|sort|stock|tags|page|utm_.*|currency|variant_id|for_credits|addtocart|idp|cjevent)$/i;

/** The page's canonical URL on its site's canonical host, without blacklisted parameters. */
export function canonicalUrl(domain: DomainConfig, url: URL, keepParams = true): string {
  const out = new URL(url.pathname, `https://${domain.canonicalHost}`);
  if (keepParams) {
    for (const [key, value] of url.searchParams) {
      if (!CANONICAL_BLACKLIST.test(key)) out.searchParams.append(key, value);
    }
  }
  return out.href;
}
