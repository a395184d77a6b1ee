import type { CuratedGuidePageData } from '../../client/pages/curated-guide-page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { contentMeta, loadContentPage } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** /sprievodca/{slug}: a curated guide (a content page of blocks, with its products looked up here). */
export const curatedGuideLoader: PageLoader<CuratedGuidePageData> = async ({ c, url, query, params }) => {
  const slug = params.slug;
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) return { kind: 'not-found' };
  const loaded = await loadContentPage(c, slug, url, query);
  if (!loaded) return { kind: 'not-found' };
  const crumbs: Crumb[] = [
    { title: c.get('t')('content.guide.title'), href: '/poradna' },
    { title: loaded.view.title },
  ];
  return {
    kind: 'ok',
    data: { page: loaded.view, crumbs },
    meta: contentMeta(c, url, { title: loaded.view.title, pageMeta: loaded.pageMeta, crumbs }),
    cacheable: true,
  };
};
