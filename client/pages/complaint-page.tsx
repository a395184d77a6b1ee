import type { CmsPageView, Crumb } from '../components/content-blocks/content-views';
import { CmsPage } from '../components/content-blocks/page-parts';
import type { PageProps } from './page-props';

export interface ComplaintPageData {
  page: CmsPageView;
  crumbs: Crumb[];
}

export default function ComplaintPage({ data }: PageProps<ComplaintPageData>) {
  return <CmsPage page={data.page} crumbs={data.crumbs} />;
}
