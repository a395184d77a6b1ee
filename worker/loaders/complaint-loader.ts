import type { ComplaintPageData } from '../../client/pages/complaint-page';
import { fixedCmsPageLoader } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** /reklamacia: the CMS page of that slug. */
export const complaintLoader: PageLoader<ComplaintPageData> = fixedCmsPageLoader(() => 'reklamacia');
