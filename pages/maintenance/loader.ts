import type { MaintenancePageData } from './page';
import { contentMeta } from '../../worker/loaders/content-meta';
import { loadCmsPage } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /udrzba: the maintenance notice; the CMS page `udrzba` adds its text when the CMS has one. Never indexed. */
export const loader: PageLoader<MaintenancePageData> = async ({ c, url }) => {
  const loaded = await loadCmsPage(c, 'udrzba');
  const title = loaded?.view.title ?? c.get('t')('content.maintenance.title');
  return {
    kind: 'ok',
    data: { title, content: loaded?.view.content ?? null },
    meta: contentMeta(c, url, { title, pageMeta: loaded?.pageMeta }),
  };
};
