import type { CmsPageView, Crumb } from '../components/content-blocks/content-views';
import { CmsPage } from '../components/content-blocks/page-parts';
import type { PageProps } from './page-props';

export interface AllAboutPurchaseDetailPageData {
  page: CmsPageView;
  crumbs: Crumb[];
}

export default function AllAboutPurchaseDetailPage({ data }: PageProps<AllAboutPurchaseDetailPageData>) {
  return <CmsPage page={data.page} crumbs={data.crumbs} />;
}
