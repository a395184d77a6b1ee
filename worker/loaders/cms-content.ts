/** Reads CMS entities for the loaders: a CMS page by slug, a content page by slug, blocks with their products. */
import type { Context } from 'hono';
import type { ContentBlock, PageMeta as CmsPageMeta } from '../../shared/contracts/content';
import { contentPageBySlugQuery, pageBySlugQuery } from '../../shared/contracts/content-queries';
import { MenuObjectSchema } from '../../shared/contracts/content';
import { CatalogProductsResponseSchema } from '../../shared/contracts/catalog';
import type { Locale } from '../../shared/i18n/locales';
import { truncateText, USP_TITLE_MAX } from '../../shared/truncate-text';
import { toProductBoxView, type ProductBoxView } from '../../client/components/product/product-box-view';
import type {
  BlocksView,
  CmsPageView,
  ContentPageView,
  PaginationView,
} from '../../client/components/content-blocks/content-views';
import { productIdsOfBlocks } from '../../shared/content-block-products';
import { URL_INDEX_PRODUCTS_MAX } from '../../shared/contracts/url-index';
import type { UrlEntityRecord } from '../urls/url-knowledge';
import type { AppEnv } from '../env';
import { createUpstreams } from '../upstream/create-upstreams';
import { loadShellData } from '../upstream/shell-data';
import { UpstreamError } from '../upstream/upstream-error';
import { loadDeliveryPromises } from './delivery';
import { objectId, sharedView } from './view-memo';
import { pageParam, paginationOf } from './page-number';

type C = Context<AppEnv>;

/** GraphQL variables with the shopper's locale. */
export const gqlVars = (c: C, vars: Record<string, unknown> = {}) => ({ ...vars, locale: c.get('locale') });

/**
 * A CMS entity by a slug from the URL. URLs carry the site's slugs (German is a preference, never a
 * URL of its own), so a shopper reading another locale asks by the site's slug: the entity is found
 * in the site's locale and read again by its own slug in the shopper's. An entity with no version in
 * the shopper's locale is shown in the site's (the spec's fallback) and says so with its `lang`.
 */
async function bySiteSlug<T extends { page_meta: CmsPageMeta }>(
  c: C,
  slug: string,
  read: (slug: string, locale: Locale) => Promise<T | null>,
): Promise<{ entity: T; lang: Locale } | null> {
  const locale = c.get('locale');
  const siteLocale = c.get('domain').defaultLocale;
  if (locale === siteLocale) {
    const entity = await read(slug, locale);
    return entity ? { entity, lang: locale } : null;
  }
  const [own, site] = await Promise.all([read(slug, locale), read(slug, siteLocale)]);
  if (own) return { entity: own, lang: locale };
  if (!site) return null;
  const ownSlug = site.page_meta.canonical_slugs.find((s) => s.language === locale)?.slug;
  const translated = ownSlug && ownSlug !== slug ? await read(ownSlug, locale) : null;
  return translated ? { entity: translated, lang: locale } : { entity: site, lang: siteLocale };
}

/** The `lang` a view carries: only a locale other than the page's (the spec's fallback). */
const fallbackLang = (c: C, lang: Locale): { lang?: Locale } => (lang === c.get('locale') ? {} : { lang });

/** A CMS page (rich text) by slug, with its side menu; null when the CMS has none. */
export async function loadCmsPage(c: C, slug: string): Promise<{ view: CmsPageView; pageMeta: CmsPageMeta } | null> {
  const { content } = createUpstreams(c);
  // The shell's menus (KV) are read beside the page: a side menu that is one of them needs no second round.
  const shell = loadShellData(c).catch(() => null);
  const found = await bySiteSlug(c, slug, async (s, locale) => {
    const answer = await content.graphql(pageBySlugQuery.document, { slug: s, locale }, pageBySlugQuery.result, {
      kind: 'page',
    });
    return answer.page;
  });
  if (!found) return null;
  const page = found.entity;
  let sideMenu: CmsPageView['sideMenu'] = [];
  const menus = page.custom_menu_code ? (await shell)?.menus : undefined;
  const shellMenu = [menus?.main, ...(menus?.footer ?? [])].find((m) => m && m.code === page.custom_menu_code);
  if (shellMenu) sideMenu = shellMenu.items.map((i) => ({ title: i.title, href: i.path }));
  else if (page.custom_menu_code) {
    try {
      const menu = await content.get(
        `/menu-object/${encodeURIComponent(page.custom_menu_code)}`,
        { lang: found.lang },
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
      ...fallbackLang(c, found.lang),
    },
    pageMeta: page.page_meta,
  };
}

/** A catalogue call for the products of content blocks, and the ids it asked for. */
export interface BlockProductsCall {
  ids: ReadonlySet<number>;
  boxes: Promise<Record<string, ProductBoxView>>;
}

/** The product boxes of these ids, in one catalogue call; none when the catalogue is down. */
async function productBoxes(c: C, ids: number[]): Promise<Record<string, ProductBoxView>> {
  const boxes: Record<string, ProductBoxView> = {};
  if (ids.length === 0) return boxes;
  try {
    const upstreams = createUpstreams(c);
    const [answer, { delivery, categoryPaths }] = await Promise.all([
      upstreams.content.get(
        '/catalog/product',
        { ids: ids.join(','), limit: ids.length },
        CatalogProductsResponseSchema,
        { kind: 'product' },
      ),
      loadDeliveryPromises(c, upstreams),
    ]);
    for (const p of answer.products) boxes[String(p.id)] = toProductBoxView(p, delivery, categoryPaths);
  } catch (e) {
    // Blocks still render (without their products) when the catalogue is down.
    if (!(e instanceof UpstreamError)) throw e;
  }
  return boxes;
}

/**
 * Starts the catalogue call for the product ids the URL knowledge lists for a content page (its
 * record, when the edge has one), so it runs beside the read of the page's blocks.
 */
export async function startKnownBlockProducts(
  c: C,
  record: Promise<UrlEntityRecord | undefined>,
): Promise<BlockProductsCall | undefined> {
  const known = await record;
  const ids = (known?.p?.[c.get('locale')] ?? known?.p?.[c.get('domain').defaultLocale])?.slice(
    0,
    URL_INDEX_PRODUCTS_MAX,
  );
  if (!ids || ids.length === 0) return undefined;
  const boxes = productBoxes(c, ids);
  boxes.catch(() => {}); // dropped unread when the page turns out not to exist
  return { ids: new Set(ids), boxes };
}

/**
 * The blocks plus the products their product references name: those a started call asked for come
 * from it, any other in one more catalogue call (the knowledge was stale), so the list is always
 * the blocks' own.
 */
export async function loadBlocks(
  c: C,
  blocks: ContentBlock[],
  started?: Promise<BlockProductsCall | undefined>,
  /** The CMS answer's whole list and which page of it `blocks` is (paginated content pages). */
  shownOf: { list: ContentBlock[]; page: number } = { list: blocks, page: 0 },
): Promise<BlocksView> {
  const ids = productIdsOfBlocks(blocks).slice(0, URL_INDEX_PRODUCTS_MAX);
  const early = ids.length > 0 ? await started : undefined;
  const [earlyBoxes, lateBoxes] = await Promise.all([
    early?.boxes,
    productBoxes(
      c,
      ids.filter((id) => !early?.ids.has(id)),
    ),
  ]);
  const shown: [number, ProductBoxView][] = [];
  for (const id of ids) {
    const box = lateBoxes[String(id)] ?? earlyBoxes?.[String(id)];
    if (box) shown.push([id, box]);
  }
  // The view is built once per change of the blocks (the CMS answer's list) and of their products'
  // views (each shared: product-box-view.ts), not per request (view-memo.ts); its data and markup
  // are then kept by its identity (page-data-block.ts, content-blocks.tsx).
  const key = `${shownOf.page} ${shown.map(([id, box]) => `${id}:${objectId(box)}`).join(' ')}`;
  return sharedView(shownOf.list, key, () => blocksView(blocks, shown));
}

function blocksView(blocks: ContentBlock[], shown: [number, ProductBoxView][]): BlocksView {
  const products: Record<string, ProductBoxView> = {};
  for (const [id, box] of shown) products[String(id)] = box;
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

/** Meta of a page showing these blocks: one with a newsletter block of its own needs no layout one. */
export function blocksMeta(view: BlocksView): { ownNewsletter?: true } {
  return view.blocks.some((b) => b.type === 'newsletter') ? { ownNewsletter: true } : {};
}

/** A content page (blocks) by slug, paginated by blocks_per_page when the CMS asks for it. */
export async function loadContentPage(
  c: C,
  slug: string,
  url: URL,
  query: URLSearchParams,
  products?: Promise<BlockProductsCall | undefined>,
): Promise<{ view: ContentPageView; pageMeta: CmsPageMeta } | null> {
  const { content } = createUpstreams(c);
  const found = await bySiteSlug(c, slug, async (s, locale) => {
    const answer = await content.graphql(
      contentPageBySlugQuery.document,
      { slug: s, locale },
      contentPageBySlugQuery.result,
      { kind: 'page' },
    );
    return answer.contentPage;
  });
  if (!found) return null;
  const contentPage = found.entity;
  let blocks = contentPage.content_blocks;
  let pagination: PaginationView | null = null;
  if (contentPage.pagination && contentPage.blocks_per_page > 0) {
    const perPage = contentPage.blocks_per_page;
    pagination = paginationOf(pageParam(query), blocks.length, perPage, url.pathname);
    if (pagination.page > pagination.lastPage) return null;
    blocks = blocks.slice((pagination.page - 1) * perPage, pagination.page * perPage);
  }
  const loaded = await loadBlocks(c, blocks, products, {
    list: contentPage.content_blocks,
    page: pagination?.page ?? 0,
  });
  return {
    view: {
      title: contentPage.title,
      backgroundImage: contentPage.background_image,
      pagination,
      ...loaded,
      ...fallbackLang(c, found.lang),
    },
    pageMeta: contentPage.page_meta,
  };
}
