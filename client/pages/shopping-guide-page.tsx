import { ContentPageBody } from '../components/content-blocks/content-page-view';
import type { ContentPageView, Crumb } from '../components/content-blocks/content-views';
import type { PageProps } from './page-props';

export interface ShoppingGuidePageData {
  page: ContentPageView;
  crumbs: Crumb[];
}

export default function ShoppingGuidePage({ data }: PageProps<ShoppingGuidePageData>) {
  return <ContentPageBody page={data.page} crumbs={data.crumbs} />;
}
