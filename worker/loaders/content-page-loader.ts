/**
 * CMS pages reached through the url-rewrite flow (`rewriteLoaders.page` → rich-text page,
 * `rewriteLoaders.content_page` → content blocks), plus the helpers every content loader shares:
 * meta from page_meta, breadcrumbs JSON-LD, article visibility, article cards, block products.
 */
import type { Context } from 'hono';
import type { ContentBlock, PageMeta as CmsPageMeta } from '../../shared/contracts/content';
import { contentPageBySlugQuery, pageBySlugQuery, type ArticleListItem } from '../../shared/contracts/content-queries';
import { MenuObjectSchema } from '../../shared/contracts/content';
import { CatalogProductsResponseSchema } from '../../shared/contracts/catalog';
import type { PageMeta } from '../../shared/page-payload';
import { pathFor, type ContentSource } from '../../shared/routes';
import { isPublished } from '../../shared/article-published';
import { imageUrl } from '../../shared/image-url';
import { truncateText, USP_TITLE_MAX } from '../../shared/truncate-text';
import { toProductBoxView, type ProductBoxView } from '../../client/components/product/product-box-view';
import type {
  ArticleCardView,
  BlocksView,
  CmsPageView,
  ContentPageView,
  Crumb,
  PaginationView,
} from '../../client/components/content-blocks/content-views';
import { productIdsOfBlocks } from '../../client/components/content-blocks/content-views';
import type { ContentPageData } from '../../client/pages/content-page-page';
import type { AppEnv } from '../env';
import { canonicalUrl } from '../render/canonical-url';
import { createUpstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import { deliveryNow } from './delivery';
import type { LoaderResult, PageLoader } from './page-loader';

type C = Context<AppEnv>;

// ---------------------------------------------------------------- shared helpers

/** `?page=` as a positive integer; anything else is page 1 (loaders never fail on bad input). */
export function pageParam(query: URLSearchParams): number {
  const raw = query.get('page');
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function paginationOf(page: number, total: number, perPage: number, basePath: string): PaginationView {
  return { page, lastPage: Math.max(1, Math.ceil(total / perPage)), basePath };
}

export const articleHref = (slug: string) => `/clanky/${encodeURIComponent(slug)}`;
export const articleCategoryHref = (slug: string) => `/nakupny-radca/${encodeURIComponent(slug)}`;

export function articleCard(a: ArticleListItem): ArticleCardView {
  return {
    id: a._id,
    title: a.title,
    perex: a.perex,
    href: articleHref(a.page_meta.slug),
    datePublished: a.date_published,
    image: a.image,
    category: a.article_category
      ? {
          title: a.article_category.menu_title || a.article_category.title,
          href: articleCategoryHref(a.article_category.slug),
        }
      : null,
  };
}

/** Visible on this site: published and (when the CMS limits it) enabled for this domain. */
export function visibleArticle(c: C, a: { date_published: string; site_enabled: string[] }, now = Date.now()): boolean {
  return (
    isPublished(a.date_published, now) && (a.site_enabled.length === 0 || a.site_enabled.includes(c.get('domain').code))
  );
}

function absolute(c: C, path: string): string {
  return new URL(path, `https://${c.get('domain').canonicalHost}`).href;
}

export function breadcrumbsJsonLd(c: C, crumbs: Crumb[]): unknown {
  const items = [{ title: c.get('t')('common.breadcrumbs.home'), href: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.title,
      ...(item.href ? { item: absolute(c, item.href) } : {}),
    })),
  };
}

export interface MetaInput {
  title: string;
  description?: string | null;
  pageMeta?: CmsPageMeta | null;
  crumbs?: Crumb[];
  jsonLd?: unknown[];
  noindex?: boolean;
  /** The entity's own picture, shared when page_meta names no share image. */
  image?: { path: string; alt?: string | null } | null;
}

/** Share images are cut to the size link previews show best (Open Graph's 1.91:1). */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Page meta: SEO title/description from page_meta when set, robots flags, canonical, share image, breadcrumbs. */
export function contentMeta(c: C, url: URL, input: MetaInput): PageMeta {
  const pm = input.pageMeta ?? null;
  const title = pm?.seo_title?.trim() || input.title;
  const description = pm?.seo_description?.trim() || input.description?.trim() || undefined;
  const shareSource = pm?.share_image?.path ? pm.share_image : (input.image ?? null);
  const share = shareSource?.path ? imageUrl(shareSource.path, SHARE_IMAGE_SIZE) : null;
  const jsonLd = [...(input.jsonLd ?? [])];
  if (input.crumbs && input.crumbs.length > 0) jsonLd.push(breadcrumbsJsonLd(c, input.crumbs));
  return {
    title: `${title} | ${c.get('t')('shell.siteName')}`,
    description: description && description.length > 300 ? `${description.slice(0, 297)}…` : description,
    canonical: canonicalUrl(c.get('domain'), url),
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

const gqlVars = (c: C, vars: Record<string, unknown> = {}) => ({ ...vars, locale: c.get('locale') });

/** A CMS page (rich text) by slug, with its side menu; null when the CMS has none. */
export async function loadCmsPage(c: C, slug: string): Promise<{ view: CmsPageView; pageMeta: CmsPageMeta } | null> {
  const { content } = createUpstreams(c);
  const { page } = await content.graphql(pageBySlugQuery.document, gqlVars(c, { slug }), pageBySlugQuery.result, {
    kind: 'page',
  });
  if (!page) return null;
  let sideMenu: CmsPageView['sideMenu'] = [];
  if (page.custom_menu_code) {
    try {
      const menu = await content.get(
        `/menu-object/${encodeURIComponent(page.custom_menu_code)}`,
        { lang: c.get('locale') },
        MenuObjectSchema,
        { anonymous: true, kind: 'menu' },
      );
      sideMenu = menu.items.map((i) => ({ title: i.title, href: i.path }));
    } catch (e) {
      if (!(e instanceof UpstreamError)) throw e; // a missing side menu never breaks the page
    }
  }
  return {
    view: {
      title: page.title,
      content: page.content,
      contactBox: page.contact_box
        ? {
            title: page.contact_box.title_frontend,
            description: page.contact_box.description,
            showButton: page.contact_box.show_button,
          }
        : null,
      sideMenu,
    },
    pageMeta: page.page_meta,
  };
}

/** The blocks plus the products their product references name, fetched in one catalogue call. */
export async function loadBlocks(c: C, blocks: ContentBlock[]): Promise<BlocksView> {
  const ids = productIdsOfBlocks(blocks);
  const products: Record<string, ProductBoxView> = {};
  if (ids.length > 0) {
    try {
      const { content } = createUpstreams(c);
      const answer = await content.get(
        '/catalog/product',
        { ids: ids.slice(0, 200).join(','), limit: Math.min(200, ids.length) },
        CatalogProductsResponseSchema,
        { kind: 'product' },
      );
      const delivery = deliveryNow(c, null);
      for (const p of answer.products) products[String(p.id)] = toProductBoxView(p, delivery);
    } catch (e) {
      // Blocks still render (without their products) when the catalogue is down.
      if (!(e instanceof UpstreamError)) throw e;
    }
  }
  const usable = blocks.map((b) =>
    b.type === 'usp'
      ? {
          ...b,
          items: b.items.map((u) => ({
            ...u,
            title: truncateText(u.title, USP_TITLE_MAX), // cut here once; the view shows it as it comes
          })),
        }
      : b,
  );
  return { blocks: usable, products };
}

/** A content page (blocks) by slug, paginated by blocks_per_page when the CMS asks for it. */
export async function loadContentPage(
  c: C,
  slug: string,
  url: URL,
  query: URLSearchParams,
): Promise<{ view: ContentPageView; pageMeta: CmsPageMeta } | null> {
  const { content } = createUpstreams(c);
  const { contentPage } = await content.graphql(
    contentPageBySlugQuery.document,
    gqlVars(c, { slug }),
    contentPageBySlugQuery.result,
    { kind: 'page' },
  );
  if (!contentPage) return null;
  let blocks = contentPage.content_blocks;
  let pagination: PaginationView | null = null;
  if (contentPage.pagination && contentPage.blocks_per_page > 0) {
    const perPage = contentPage.blocks_per_page;
    pagination = paginationOf(pageParam(query), blocks.length, perPage, url.pathname);
    if (pagination.page > pagination.lastPage) return null;
    blocks = blocks.slice((pagination.page - 1) * perPage, pagination.page * perPage);
  }
  const loaded = await loadBlocks(c, blocks);
  return {
    view: { title: contentPage.title, backgroundImage: contentPage.background_image, pagination, ...loaded },
    pageMeta: contentPage.page_meta,
  };
}

export { gqlVars };

// ---------------------------------------------------------------- the content page's loaders

type ContentEntity = ContentSource['entity'];
/** The page's data before its crumbs are known (distributes over the union's kinds). */
type EntityData = ContentPageData extends infer D ? (D extends unknown ? Omit<D, 'crumbs'> : never) : never;

/** The CMS entity of that kind and slug as the content page shows it (crumbs aside); null when there is none. */
async function loadEntity(
  c: C,
  entity: ContentEntity,
  slug: string,
  url: URL,
  query: URLSearchParams,
): Promise<{ data: EntityData; title: string; pageMeta: CmsPageMeta } | null> {
  if (entity === 'page') {
    const loaded = await loadCmsPage(c, slug);
    return loaded && { data: { kind: 'page', page: loaded.view }, title: loaded.view.title, pageMeta: loaded.pageMeta };
  }
  const loaded = await loadContentPage(c, slug, url, query);
  return loaded && { data: { kind: 'blocks', page: loaded.view }, title: loaded.view.title, pageMeta: loaded.pageMeta };
}

async function contentPage(
  c: C,
  url: URL,
  query: URLSearchParams,
  source: { entity: ContentEntity; slug: string; parent?: ContentSource['parent'] },
): Promise<LoaderResult<ContentPageData>> {
  const loaded = await loadEntity(c, source.entity, source.slug, url, query);
  if (!loaded) return { kind: 'not-found' };
  const crumbs: Crumb[] = [
    ...(source.parent ? [{ title: c.get('t')(source.parent.titleKey), href: pathFor(source.parent.route) }] : []),
    { title: loaded.title },
  ];
  return {
    kind: 'ok',
    page: 'content-page',
    data: { ...loaded.data, crumbs },
    meta: contentMeta(c, url, { title: loaded.title, pageMeta: loaded.pageMeta, crumbs }),
    cacheable: true,
  };
}

/** A plain slug in the route's `slug` parameter; anything else is no page. */
const SLUG_PARAM = /^[a-z0-9-]{1,120}$/;

/**
 * The content routes (`content` in shared/routes.ts: complaint, size table, returns, all about
 * purchase and its detail, shopping guide, curated guides): the CMS entity the route names, under
 * the route's parent crumb. A missing entity is a 404.
 */
export const contentRouteLoader: PageLoader<ContentPageData> = async ({ c, url, query, match, params }) => {
  const source = match.route.content;
  if (!source) return { kind: 'not-found' };
  let slug = source.slug;
  if (slug.includes(':slug')) {
    if (!params.slug || !SLUG_PARAM.test(params.slug)) return { kind: 'not-found' };
    slug = slug.replace(':slug', params.slug);
  }
  return contentPage(c, url, query, { ...source, slug });
};

/** url-rewrite type `page` or `content_page` on the catch-all: the entity the rewrite names, rendered with 200. */
function rewriteLoader(entity: ContentEntity): PageLoader<ContentPageData> {
  return async ({ c, url, params, query }) =>
    params.slug ? contentPage(c, url, query, { entity, slug: params.slug }) : { kind: 'not-found' };
}

export const cmsPageRewriteLoader = rewriteLoader('page');
export const contentPageRewriteLoader = rewriteLoader('content_page');
