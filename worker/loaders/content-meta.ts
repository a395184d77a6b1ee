/** Page meta of content pages: SEO title/description from page_meta, canonical, share image, breadcrumbs JSON-LD. */
import type { Context } from 'hono';
import type { PageMeta as CmsPageMeta } from '../../shared/contracts/content';
import type { PageMeta } from '../../shared/page-payload';
import { IMAGE_SIZES, imageUrl } from '../../shared/image-url';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import type { AppEnv } from '../env';
import { canonicalUrl } from '../render/canonical-url';

type C = Context<AppEnv>;

function absolute(c: C, path: string): string {
  return new URL(path, `https://${c.get('domain').canonicalHost}`).href;
}

/**
 * THE schema.org BreadcrumbList builder (content pages, brands, categories, products): the trail as
 * given, each item's URL absolute on the canonical host; an item without `href` (the current page on
 * content pages) is named without a URL. Content pages and brands start the trail at `homeCrumb`.
 */
export function breadcrumbsJsonLd(c: C, crumbs: readonly Crumb[]): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.title,
      ...(item.href ? { item: absolute(c, item.href) } : {}),
    })),
  };
}

/** The home page as the first crumb of a trail. */
export function homeCrumb(c: C): Crumb {
  return { title: c.get('t')('common.breadcrumbs.home'), href: '/' };
}

export interface MetaInput {
  title: string;
  description?: string | null;
  pageMeta?: CmsPageMeta | null;
  crumbs?: Crumb[];
  jsonLd?: unknown[];
  noindex?: boolean;
  /** The page a paged listing shows (its canonical keeps `?page=N` for N > 1); absent: no pages. */
  page?: number;
  /** The entity's own picture, shared when page_meta names no share image. */
  image?: { path: string; alt?: string | null } | null;
}

/** Share images are cut to the size link previews show best (Open Graph's 1.91:1). */
const SHARE_IMAGE_SIZE = IMAGE_SIZES.share;

/** The CMS page_meta's keywords for `<meta name="keywords">`: whitespace collapsed, at most 300 characters; none when empty. */
export function seoKeywords(pm: Pick<CmsPageMeta, 'seo_keywords'> | null | undefined): string | undefined {
  const keywords = pm?.seo_keywords?.replace(/\s+/g, ' ').trim();
  return keywords ? keywords.slice(0, 300) : undefined;
}

/** Page meta: SEO title/description from page_meta when set, robots flags, canonical, share image, breadcrumbs. */
export function contentMeta(c: C, url: URL, input: MetaInput): PageMeta {
  const pm = input.pageMeta ?? null;
  const title = pm?.seo_title?.trim() || input.title;
  const description = pm?.seo_description?.trim() || input.description?.trim() || undefined;
  const shareSource = pm?.share_image?.path ? pm.share_image : (input.image ?? null);
  const share = shareSource?.path ? imageUrl(shareSource.path, SHARE_IMAGE_SIZE) : null;
  const jsonLd = [...(input.jsonLd ?? [])];
  if (input.crumbs && input.crumbs.length > 0) jsonLd.push(breadcrumbsJsonLd(c, [homeCrumb(c), ...input.crumbs]));
  return {
    title: `${title} | ${c.get('t')('shell.siteName')}`,
    description: description && description.length > 300 ? `${description.slice(0, 297)}…` : description,
    keywords: seoKeywords(pm),
    canonical: canonicalUrl(c.get('domain'), url, true, input.page),
    noindex: input.noindex || pm?.meta_noindex || undefined,
    nofollow: pm?.meta_nofollow || undefined,
    image: share ? absolute(c, share) : undefined,
    ...(share
      ? {
          imageWidth: SHARE_IMAGE_SIZE.width,
          imageHeight: SHARE_IMAGE_SIZE.height,
          imageAlt: input.image?.alt || title,
        }
      : {}),
    jsonLd: jsonLd.length > 0 ? jsonLd : undefined,
  };
}
