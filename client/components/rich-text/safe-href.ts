/**
 * Link targets from CMS content (rich text links, buttons, block links). Spec 2: links with mailto, tel,
 * sms, geo, market or a full scheme are external and open with noopener; everything else is a path on
 * this site and stays a plain `<a href>` the router handles. Script-capable schemes never get through.
 */

export interface SafeLink {
  href: string;
  external: boolean;
}

const EXTERNAL_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'sms', 'geo', 'market']);

/** Resolves a CMS href to a safe link, or null (javascript:, data:, vbscript:, unknown schemes, empty). */
export function safeHref(raw: string | null | undefined): SafeLink | null {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (href === '') return null;
  // Browsers ignore tabs, newlines and other control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const probe = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (probe.startsWith('//')) return { href: `https:${href.replace(/^\s*/, '')}`, external: true };
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(probe);
  if (scheme) {
    if (!EXTERNAL_SCHEMES.has(scheme[1]!)) return null;
    return { href, external: true };
  }
  // An entity or a colon before the first slash could smuggle a scheme past the check above.
  if (/^[^/?#]*[:&]/.test(probe)) return null;
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('?')) return { href, external: false };
  return { href: `/${href}`, external: false };
}

/** Anchor attributes for a safe link: external ones open a new tab without opener or referrer. */
export function linkAttrs(link: SafeLink, forceBlank = false): { href: string; target?: string; rel?: string } {
  if (link.external || forceBlank) return { href: link.href, target: '_blank', rel: 'noopener noreferrer' };
  return { href: link.href };
}
