import type { CmsPageView, Crumb } from '../components/content-blocks/content-views';
import { CmsPage } from '../components/content-blocks/page-parts';
import type { PageProps } from './page-props';

export interface SizeTablePageData {
  page: CmsPageView;
  crumbs: Crumb[];
}

export default function SizeTablePage({ data }: PageProps<SizeTablePageData>) {
  return <CmsPage page={data.page} crumbs={data.crumbs} />;
}
