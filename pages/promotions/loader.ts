import type { PromotionsPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { toProductBoxView } from '../../client/components/product/product-box-view';
import { CatalogCategoriesResponseSchema, CatalogStateSchema } from '../../shared/contracts/catalog';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import { pageParam, paginationOf } from '../../worker/loaders/page-number';
import { loadDeliveryPromises } from '../../worker/loaders/delivery';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { promotionsPaths } from '../../worker/urls/page-alternates';

/** The store tag on products in discount (the catalogue's `sale` tag). */
const SALE_TAG = 'sale';
const PER_PAGE = 21; // spec 9: catalogue page size

/**
 * /eroticke-pomocky-v-akcii-na-{product}-sk: products in discount from the category whose slug is
 * {product} (a virtual catalogue scope: that category, sale tag), 21 a page.
 */
export const loader: PageLoader<PromotionsPageData> = async ({ c, url, params, query }) => {
  const slug = params.product;
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) return { kind: 'not-found' };
  const { content } = createUpstreams(c);
  const { categories } = await content.get('/catalog/category', { slugs: slug }, CatalogCategoriesResponseSchema, {
    kind: 'category',
  });
  const category = categories[0];
  if (!category) return { kind: 'not-found' };
  const page = pageParam(query);
  const promisesCall = loadDeliveryPromises(c, createUpstreams(c));
  promisesCall.catch(() => {});
  const state = await content.get(
    '/catalog/v2/state',
    {
      scope: 'virtual',
      vcCategories: String(category.id),
      vcTags: SALE_TAG,
      page,
      perPage: PER_PAGE,
      sort: 'DefaultSort',
    },
    CatalogStateSchema,
    { kind: 'category' },
  );
  const { delivery, categoryPaths } = await promisesCall;
  const pagination = paginationOf(page, state.total, PER_PAGE, url.pathname);
  if (page > 1 && page > pagination.lastPage) return { kind: 'not-found' };
  const title = c.get('t')('content.promotions.title', { name: category.name });
  const crumbs: Crumb[] = [{ title: category.name, href: `/${category.slug.replace(/^\/+/, '')}` }, { title }];
  return {
    kind: 'ok',
    data: {
      title,
      categoryName: category.name,
      categoryHref: `/${category.slug.replace(/^\/+/, '')}`,
      products: state.products.map((p) => toProductBoxView(p, delivery, categoryPaths)),
      total: state.total,
      pagination,
      crumbs,
    },
    meta: {
      ...contentMeta(c, url, {
        page,
        title,
        description: c.get('t')('content.promotions.description', { name: category.name }),
        crumbs,
      }),
      sitePaths: promotionsPaths(
        Object.fromEntries(Object.entries(category.slugs).map(([l, s]) => [l, `/${s.replace(/^\/+/, '')}`])),
      ),
    },
  };
};
