import type { CheckoutImportPageData } from '../../client/pages/checkout-import-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

/** /kosik/import-objednavky: a form that adds many lines at once (cart/items/batch). */
export const checkoutImportLoader: PageLoader<CheckoutImportPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: { title: t('cart.import.title') },
    meta: {
      title: t('cart.import.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
