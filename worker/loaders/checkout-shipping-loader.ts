import type { CheckoutShippingPageData } from '../../client/pages/checkout-shipping-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

/** /kosik/doprava-a-platba: the frame; shippers, payments and branches are read by the browser. */
export const checkoutShippingLoader: PageLoader<CheckoutShippingPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: { title: t('checkout.steps.methods') },
    meta: {
      title: t('checkout.steps.methods'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
