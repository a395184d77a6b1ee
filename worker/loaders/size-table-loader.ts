import type { SizeTablePageData } from '../../client/pages/size-table-page';
import { fixedCmsPageLoader } from './content-page-loader';
import type { PageLoader } from './page-loader';

/** /tabulka-velkosti: the CMS page of that slug. */
export const sizeTableLoader: PageLoader<SizeTablePageData> = fixedCmsPageLoader(() => 'tabulka-velkosti');
