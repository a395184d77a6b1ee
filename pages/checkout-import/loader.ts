import type { CheckoutImportPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /kosik/import-objednavky: a form that adds many lines at once (cart/items/batch). */
export const loader: PageLoader<CheckoutImportPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: { title: t('cart.import.title') },
    meta: {
      title: t('cart.import.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
