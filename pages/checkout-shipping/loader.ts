import type { CheckoutShippingPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /kosik/doprava-a-platba: the frame; shippers, payments and branches are read by the browser. */
export const loader: PageLoader<CheckoutShippingPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: { title: t('checkout.steps.methods') },
    meta: {
      title: t('checkout.steps.methods'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
