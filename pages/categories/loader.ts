import type { CategoriesPageData, CategoryNode } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { ProductCategorySchema, storeListEnvelope, type ProductCategory } from '../../shared/contracts/store';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import type { PageLoader } from '../../worker/loaders/page-loader';

const PER_PAGE = 200; // spec 9
const MAX_PAGES = 20;

/** Spec 7: GET product-categories perPage 200, repeated until the last page; sorted by name. */
export async function allProductCategories(c: Parameters<typeof createUpstreams>[0]): Promise<ProductCategory[]> {
  const { store } = createUpstreams(c);
  const schema = storeListEnvelope(ProductCategorySchema);
  const first = await store.get('/product-categories', { perPage: PER_PAGE, page: 1 }, schema, {
    kind: 'category',
    anonymous: true,
  });
  const out = [...first.data];
  const last = Math.min(first.meta.pagination.lastPage, MAX_PAGES);
  if (last > 1) {
    const rest = await Promise.all(
      Array.from({ length: last - 1 }, (_, i) =>
        store.get('/product-categories', { perPage: PER_PAGE, page: i + 2 }, schema, {
          kind: 'category',
          anonymous: true,
        }),
      ),
    );
    for (const r of rest) out.push(...r.data);
  }
  return out;
}

/** /kategorie: every category as a tree (roots with their children), names sorted per locale. */
export const loader: PageLoader<CategoriesPageData> = async ({ c, url }) => {
  const categories = await allProductCategories(c);
  const collator = new Intl.Collator(c.get('locale'));
  const byParent = new Map<number | null, ProductCategory[]>();
  for (const cat of categories) {
    const list = byParent.get(cat.parentId) ?? [];
    list.push(cat);
    byParent.set(cat.parentId, list);
  }
  const ids = new Set(categories.map((x) => x.id));
  const build = (cat: ProductCategory, depth: number): CategoryNode => ({
    id: cat.id,
    name: cat.name,
    href: `/${cat.slug.replace(/^\/+/, '')}`,
    count: cat.productCount,
    children:
      depth >= 3
        ? []
        : (byParent.get(cat.id) ?? []).sort((a, b) => collator.compare(a.name, b.name)).map((x) => build(x, depth + 1)),
  });
  // Roots: no parent, or a parent the list does not hold.
  const roots = categories
    .filter((x) => x.parentId === null || !ids.has(x.parentId))
    .sort((a, b) => collator.compare(a.name, b.name));
  const title = c.get('t')('content.categories.title');
  const crumbs: Crumb[] = [{ title }];
  return {
    kind: 'ok',
    data: { title, tree: roots.map((r) => build(r, 1)), crumbs },
    meta: contentMeta(c, url, { title, crumbs }),
  };
};
