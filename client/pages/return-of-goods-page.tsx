import type { CmsPageView, Crumb } from '../components/content-blocks/content-views';
import { CmsPage } from '../components/content-blocks/page-parts';
import type { PageProps } from './page-props';

export interface ReturnOfGoodsPageData {
  page: CmsPageView;
  crumbs: Crumb[];
}

export default function ReturnOfGoodsPage({ data }: PageProps<ReturnOfGoodsPageData>) {
  return <CmsPage page={data.page} crumbs={data.crumbs} />;
}
