import type { AllAboutPurchasePageData } from '../../client/pages/all-about-purchase-page';
import { fixedCmsPageLoader } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** /vsetko-o-nakupe: the CMS page of that slug. */
export const allAboutPurchaseLoader: PageLoader<AllAboutPurchasePageData> = fixedCmsPageLoader(() => 'vsetko-o-nakupe');
