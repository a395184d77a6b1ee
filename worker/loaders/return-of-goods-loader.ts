import type { ReturnOfGoodsPageData } from '../../client/pages/return-of-goods-page';
import { fixedCmsPageLoader } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** /vratenie-tovaru: the CMS page of that slug. */
export const returnOfGoodsLoader: PageLoader<ReturnOfGoodsPageData> = fixedCmsPageLoader(() => 'vratenie-tovaru');
