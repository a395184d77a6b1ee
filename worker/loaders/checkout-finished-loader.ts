import type { CheckoutFinishedPageData } from '../../client/pages/checkout-finished-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

/** /kosik/dokoncenie: the placed order lives in the browser (persisted client state), not in the URL. */
export const checkoutFinishedLoader: PageLoader<CheckoutFinishedPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: { title: t('checkout.orderFinished.title') },
    meta: {
      title: t('checkout.orderFinished.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
