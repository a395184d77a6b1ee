import type { AllAboutPurchaseDetailPageData } from '../../client/pages/all-about-purchase-detail-page';
import { fixedCmsPageLoader } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** /vsetko-o-nakupe/{slug}: the CMS page `vsetko-o-nakupe/{slug}`, under "All about purchase". */
export const allAboutPurchaseDetailLoader: PageLoader<AllAboutPurchaseDetailPageData> = fixedCmsPageLoader(
  (params) => (params.slug && /^[a-z0-9-]{1,120}$/.test(params.slug) ? `vsetko-o-nakupe/${params.slug}` : null),
  { titleKey: 'content.purchase.title', href: '/vsetko-o-nakupe' },
);
