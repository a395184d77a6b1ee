/**
 * Link targets from CMS content (rich text links, buttons, block links), through the one link policy
 * in shared/links.ts: script-capable schemes never get through; external links (mailto, tel, sms,
 * geo, market, full schemes) open in a new tab; everything else stays a plain `<a href>` the router
 * handles.
 */
import { resolveHref } from '../../../shared/links';

export interface SafeLink {
  href: string;
  external: boolean;
}

/** Resolves a CMS href to a safe link, or null (javascript:, data:, vbscript:, empty). */
export function safeHref(raw: string | null | undefined): SafeLink | null {
  const resolved = resolveHref(raw);
  return resolved ? { href: resolved.href, external: resolved.external } : null;
}

/** Anchor attributes: external ones open a new tab without opener (spec 2) or referrer (discretion). */
export function linkAttrs(link: SafeLink, forceBlank = false): { href: string; target?: string; rel?: string } {
  if (link.external || forceBlank) return { href: link.href, target: '_blank', rel: 'noopener noreferrer' };
  return { href: link.href };
}
