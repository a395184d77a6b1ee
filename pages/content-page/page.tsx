import { ContentPageBody } from '../../client/components/content-blocks/content-page-view';
import type { CmsPageView, ContentPageView, Crumb } from '../../client/components/content-blocks/content-views';
import { CmsPage } from '../../client/components/content-blocks/page-parts';
import type { PageProps } from '../../client/router/page-props';

export type ContentPageData =
  | { kind: 'page'; page: CmsPageView; crumbs: Crumb[] }
  | { kind: 'blocks'; page: ContentPageView; crumbs: Crumb[] };

/** A CMS page reached by its path (url-rewrite): rich text, or content blocks. */
export default function ContentPagePage({ data }: PageProps<ContentPageData>) {
  if (data.kind === 'blocks') return <ContentPageBody page={data.page} crumbs={data.crumbs} />;
  return <CmsPage page={data.page} crumbs={data.crumbs} />;
}
