/**
 * The content page's loaders: the content routes (shared/routes.ts `content`) and the CMS pages the
 * catch-all finds by url rewrite (`page` → rich text, `content_page` → content blocks).
 */
import type { PageMeta as CmsPageMeta } from '../../shared/contracts/content';
import { pathFor, type ContentSource } from '../../shared/routes';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import type { ContentPageData } from './page';
import { peekUrlRecord } from '../../worker/urls/url-knowledge';
import type { LoaderContext, LoaderResult, PageLoader } from '../../worker/loaders/page-loader';
import { blocksMeta, loadCmsPage, loadContentPage, startKnownBlockProducts } from '../../worker/loaders/cms-content';
import { contentMeta } from '../../worker/loaders/content-meta';

// ---------------------------------------------------------------- the content page's loaders

type ContentEntity = ContentSource['entity'];
/** The page's data before its crumbs are known (distributes over the union's kinds). */
type EntityData = ContentPageData extends infer D ? (D extends unknown ? Omit<D, 'crumbs'> : never) : never;

/** The CMS entity of that kind and slug as the content page shows it (crumbs aside); null when there is none. */
async function loadEntity(
  { c, url, query, known }: LoaderContext,
  entity: ContentEntity,
  slug: string,
): Promise<{ data: EntityData; title: string; pageMeta: CmsPageMeta } | null> {
  if (entity === 'page') {
    const loaded = await loadCmsPage(c, slug);
    return loaded && { data: { kind: 'page', page: loaded.view }, title: loaded.view.title, pageMeta: loaded.pageMeta };
  }
  // The products its blocks name, as the URL knowledge lists them, are asked for beside the page.
  // A fixed route (`/poradna`) has no record in its context: it is peeked at, never waited for.
  const record = known ? Promise.resolve(known) : peekUrlRecord(c, url.pathname).catch(() => undefined);
  const loaded = await loadContentPage(c, slug, url, query, startKnownBlockProducts(c, record));
  return loaded && { data: { kind: 'blocks', page: loaded.view }, title: loaded.view.title, pageMeta: loaded.pageMeta };
}

async function contentPage(
  ctx: LoaderContext,
  source: { entity: ContentEntity; slug: string; parent?: ContentSource['parent'] },
): Promise<LoaderResult<ContentPageData>> {
  const { c, url } = ctx;
  const loaded = await loadEntity(ctx, source.entity, source.slug);
  if (!loaded) return { kind: 'not-found' };
  const crumbs: Crumb[] = [
    ...(source.parent ? [{ title: c.get('t')(source.parent.titleKey), href: pathFor(source.parent.route) }] : []),
    { title: loaded.title },
  ];
  return {
    kind: 'ok',
    page: 'content-page',
    data: { ...loaded.data, crumbs },
    meta: {
      ...contentMeta(c, url, {
        title: loaded.title,
        pageMeta: loaded.pageMeta,
        crumbs,
        ...(loaded.data.kind === 'blocks' && loaded.data.page.pagination
          ? { page: loaded.data.page.pagination.page }
          : {}),
      }),
      ...(loaded.data.kind === 'blocks' ? blocksMeta(loaded.data.page) : {}),
    },
  };
}

/** A plain slug in the route's `slug` parameter; anything else is no page. */
const SLUG_PARAM = /^[a-z0-9-]{1,120}$/;

/**
 * The content routes (`content` in shared/routes.ts: complaint, size table, returns, all about
 * purchase and its detail, shopping guide, curated guides): the CMS entity the route names, under
 * the route's parent crumb. A missing entity is a 404.
 */
export const loader: PageLoader<ContentPageData> = async (ctx) => {
  const { match, params } = ctx;
  const source = match.route.content;
  if (!source) return { kind: 'not-found' };
  let slug = source.slug;
  if (slug.includes(':slug')) {
    if (!params.slug || !SLUG_PARAM.test(params.slug)) return { kind: 'not-found' };
    slug = slug.replace(':slug', params.slug);
  }
  return contentPage(ctx, { ...source, slug });
};

/** url-rewrite type `page` or `content_page` on the catch-all: the entity the rewrite names, rendered with 200. */
function rewriteLoader(entity: ContentEntity): PageLoader<ContentPageData> {
  return async (ctx) => (ctx.params.slug ? contentPage(ctx, { entity, slug: ctx.params.slug }) : { kind: 'not-found' });
}

export const cmsPageRewriteLoader = rewriteLoader('page');
export const contentPageRewriteLoader = rewriteLoader('content_page');
