/**
 * Links from content (SPEC 2 "Links"): an internal path from a content type and slug, external
 * detection, and a safety check for hrefs typed by editors in the CMS.
 */

/** Content types a link can point at, with their route patterns (shared/routes.ts). */
export type ContentLinkType =
  | 'page' // /{slug}
  | 'content_page' // /{slug}
  | 'branch' // /pobocky/{slug}
  | 'article' // /clanky/{slug}
  | 'article_category' // /nakupny-radca/{slug} or /nakupny-radca/{parent}/{slug}
  | 'category' // /{path} (catch-all)
  | 'virtual_category' // /{slug} (catch-all)
  | 'article_tag'; // /clanky/tag/{slug}

const PREFIX: Readonly<Record<ContentLinkType, string>> = {
  page: '',
  content_page: '',
  category: '',
  virtual_category: '',
  branch: '/pobocky',
  article: '/clanky',
  article_category: '/nakupny-radca',
  article_tag: '/clanky/tag',
};

/** "/a//b/" → "a/b"; whitespace-only or empty → "". */
function cleanSlug(slug: string | null | undefined): string {
  return (slug ?? '')
    .trim()
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('/');
}

/**
 * The site path of a content item, or null for an unknown type or an empty slug. An article
 * category under a master category gets the child route `/nakupny-radca/{parent}/{slug}`.
 */
export function contentPath(
  type: string,
  slug: string | null | undefined,
  options: { parentSlug?: string | null } = {},
): string | null {
  if (!Object.hasOwn(PREFIX, type)) return null;
  const s = cleanSlug(slug);
  if (s === '') return null;
  const parent = type === 'article_category' ? cleanSlug(options.parentSlug) : '';
  return `${PREFIX[type as ContentLinkType]}/${parent ? `${parent}/` : ''}${s}`;
}

/** Browsers drop C0 controls, spaces and DEL around and inside a scheme ("java\tscript:"). */
function schemeProbe(href: string): string {
  return href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const DANGEROUS_SCHEMES = new Set(['javascript', 'data', 'vbscript']);

/**
 * External: mailto, tel, sms, geo, market or any other full scheme (http:, https:, whatsapp:, …),
 * and protocol-relative "//host" links. Everything else is a path on this site.
 */
export function isExternalHref(href: string | null | undefined): boolean {
  const probe = schemeProbe(href ?? '');
  return probe.startsWith('//') || SCHEME.test(probe);
}

/** Decodes the character references that could spell a scheme if the text were ever parsed as HTML. */
function decodeSchemeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;?/gi, ':')
    .replace(/&tab;?/gi, '\t')
    .replace(/&newline;?/gi, '\n');
}

function dangerousScheme(text: string): boolean {
  const scheme = SCHEME.exec(schemeProbe(text));
  return scheme !== null && DANGEROUS_SCHEMES.has(scheme[1]!);
}

/**
 * Safe to put into an href: not empty, and no javascript:, data: or vbscript: scheme, even when
 * hidden behind whitespace, control characters, upper case, or character references
 * ("jav&#x09;ascript&#58;alert(1)" turns into a scheme if the text is ever decoded as HTML).
 */
export function isSafeHref(href: string | null | undefined): boolean {
  if (typeof href !== 'string' || href.trim() === '') return false;
  if (dangerousScheme(href)) return false;
  return !(href.includes('&') && dangerousScheme(decodeSchemeEntities(href)));
}

export interface ResolvedLink {
  href: string;
  external: boolean;
  /** Set for external links and for links the editor marked "open in a new tab". */
  target?: '_blank';
  /** SPEC 2: external links open with noopener. */
  rel?: 'noopener';
}

/**
 * An editor-typed href made ready for an anchor, or null when unsafe or empty. A relative path
 * without a leading slash ("kontakt") is made root-relative, since routes have no locale prefix.
 */
export function resolveHref(
  href: string | null | undefined,
  options: { targetBlank?: boolean } = {},
): ResolvedLink | null {
  if (!isSafeHref(href)) return null;
  const h = (href as string).trim();
  const external = isExternalHref(h);
  // Protocol-relative ("//host/x") would follow the page's scheme: pin it to https.
  const path = h.startsWith('//') ? `https:${h}` : external || /^[/?#]/.test(h) ? h : `/${h}`;
  return external || options.targetBlank
    ? { href: path, external, target: '_blank', rel: 'noopener' }
    : { href: path, external };
}

/**
 * A content "embedded link" (SPEC 3: link_type category, article_category, article_tag,
 * virtual_category, custom_link). custom_link uses the typed href; the others use their resolved
 * target path. An unsafe or missing target gives null (render the title without a link).
 */
export function resolveEmbeddedLink(link: {
  link_type: string;
  custom_link?: string | null;
  target_path?: string | null;
  link_target_blank?: boolean | null;
}): ResolvedLink | null {
  const href = link.link_type === 'custom_link' ? link.custom_link : link.target_path;
  return resolveHref(href, { targetBlank: Boolean(link.link_target_blank) });
}
