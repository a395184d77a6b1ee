import type { MaintenancePageData } from '../../client/pages/maintenance-page';
import { contentMeta } from './content-meta';
import { loadCmsPage } from './cms-content';
import type { PageLoader } from './page-loader';

/** /udrzba: the maintenance notice; the CMS page `udrzba` adds its text when the CMS has one. Never indexed. */
export const maintenanceLoader: PageLoader<MaintenancePageData> = async ({ c, url }) => {
  const loaded = await loadCmsPage(c, 'udrzba');
  const title = loaded?.view.title ?? c.get('t')('content.maintenance.title');
  return {
    kind: 'ok',
    data: { title, content: loaded?.view.content ?? null },
    meta: contentMeta(c, url, { title, pageMeta: loaded?.pageMeta, noindex: true }),
    cacheable: true,
  };
};
