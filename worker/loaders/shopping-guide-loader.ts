import type { ShoppingGuidePageData } from '../../client/pages/shopping-guide-page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { contentMeta, loadContentPage } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** /poradna: the content page `poradna` (content blocks, paginated by blocks_per_page). */
export const shoppingGuideLoader: PageLoader<ShoppingGuidePageData> = async ({ c, url, query }) => {
  const loaded = await loadContentPage(c, 'poradna', url, query);
  if (!loaded) return { kind: 'not-found' };
  const crumbs: Crumb[] = [{ title: loaded.view.title }];
  return {
    kind: 'ok',
    data: { page: loaded.view, crumbs },
    meta: contentMeta(c, url, { title: loaded.view.title, pageMeta: loaded.pageMeta, crumbs }),
    cacheable: true,
  };
};
