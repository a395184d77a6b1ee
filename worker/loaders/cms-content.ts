/** Reads CMS entities for the loaders: a CMS page by slug, a content page by slug, blocks with their products. */
import type { Context } from 'hono';
import type { ContentBlock, PageMeta as CmsPageMeta } from '../../shared/contracts/content';
import { contentPageBySlugQuery, pageBySlugQuery } from '../../shared/contracts/content-queries';
import { MenuObjectSchema } from '../../shared/contracts/content';
import { CatalogProductsResponseSchema } from '../../shared/contracts/catalog';
import { truncateText, USP_TITLE_MAX } from '../../shared/truncate-text';
import { toProductBoxView, type ProductBoxView } from '../../client/components/product/product-box-view';
import type {
  BlocksView,
  CmsPageView,
  ContentPageView,
  PaginationView,
} from '../../client/components/content-blocks/content-views';
import { productIdsOfBlocks } from '../../client/components/content-blocks/content-views';
import type { AppEnv } from '../env';
import { createUpstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import { deliveryNow } from './delivery';
import { pageParam, paginationOf } from './page-number';

type C = Context<AppEnv>;

/** GraphQL variables with the shopper's locale. */
export const gqlVars = (c: C, vars: Record<string, unknown> = {}) => ({ ...vars, locale: c.get('locale') });

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
