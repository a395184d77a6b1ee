/**
 * Search results (`/hladat?q=`): SPEC 4 query rules (trimmed, words of 3+ characters, runs from 3
 * characters); an empty or too-short query renders a clear message instead of results. Products come
 * from the catalogue state (filters, sorts, paging like a category), categories and articles from the
 * content search. A search that finds nothing suggests categories (the main menu's, on the page) and
 * popular products.
 */
import { z } from 'zod';
import type { SearchPageData } from './page';
import { SearchResponseSchema } from '../../shared/contracts/catalog';
import { DROPDOWN_CATEGORY_LIMIT, normaliseSearchQuery } from '../../shared/search-query';
import { canSearch, searchTerm } from '../../shared/search-words';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { createUpstreams, type Upstreams } from '../../worker/upstream/create-upstreams';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import { loadCatalogListing, readCatalogState } from '../../worker/loaders/catalog-listing';
import type { LoaderContext, PageLoader } from '../../worker/loaders/page-loader';
import type { ProductBoxView } from '../../client/components/product/product-box-view';

const QuerySchema = z.object({ q: z.string().max(200).optional().catch(undefined) });

/** Popular products shown when a search finds nothing. */
const POPULAR_SHOWN = 4;
const IN_STOCK = new URLSearchParams({ stock: '1' });

/**
 * The shop's popular products in stock: the whole catalogue in the store's default order (its
 * ranking), first page. The same read for every empty search, so the read cache answers most of them;
 * a failure leaves the suggestions without products, never the page without its answer.
 */
async function loadPopular(c: LoaderContext['c'], upstreams: Upstreams): Promise<ProductBoxView[]> {
  try {
    const { listing } = await loadCatalogListing(c, upstreams, { type: 'virtual' }, readCatalogState(IN_STOCK), {
      basePath: '/',
    });
    return listing.products.slice(0, POPULAR_SHOWN);
  } catch (error) {
    if (error instanceof UpstreamError) return [];
    throw error;
  }
}

export const loader: PageLoader<SearchPageData> = async ({ c, query, url }) => {
  const t = c.get('t');
  const raw = normaliseSearchQuery(QuerySchema.parse({ q: query.get('q') ?? undefined }).q);
  const meta = {
    title: `${raw ? t('catalog.search.resultsFor', { query: raw }) : t('catalog.search.title')} | ${t('shell.siteName')}`,
    canonical: canonicalUrl(c.get('domain'), url, false),
  };
  if (!canSearch(raw)) {
    return {
      kind: 'ok',
      data: { query: raw, message: raw ? 'tooShort' : 'empty', listing: null, categories: [], articles: [] },
      meta,
    };
  }
  const term = searchTerm(raw);
  const upstreams = createUpstreams(c);
  const state = readCatalogState(query);
  // Links keep the query: the listing's base path carries it.
  const basePath = `/hladat?q=${encodeURIComponent(raw)}`;
  const [{ listing }, content] = await Promise.all([
    loadCatalogListing(c, upstreams, { type: 'search', q: term }, state, { basePath }),
    upstreams.content
      .get('/search', { q: term, limit: 10 }, SearchResponseSchema, {
        kind: 'search',
        timeoutMs: c.get('domain').upstreams.searchTimeoutMs,
      })
      .catch((error: unknown) => {
        if (error instanceof UpstreamError) return null; // results still show without categories/articles
        throw error;
      }),
  ]);
  const foundNothing = listing.total === 0 && state.page === 1 && Object.keys(state.params).length === 0;
  return {
    kind: 'ok',
    data: {
      query: raw,
      message: null,
      listing,
      categories: (content?.categories ?? [])
        .slice(0, DROPDOWN_CATEGORY_LIMIT)
        .map((x) => ({ id: x.id, title: x.name, href: `/${x.slug}` })),
      articles: (content?.articles ?? []).map((a) => ({
        id: a._id,
        title: a.title,
        perex: a.perex,
        href: `/clanky/${a.slug}`,
      })),
      ...(foundNothing ? { popular: await loadPopular(c, upstreams) } : {}),
    },
    meta,
  };
};
