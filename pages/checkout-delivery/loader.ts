import type { CheckoutDeliveryPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';

/**
 * /kosik/dodacie-udaje: the frame plus the shopper's campaign tracking (UTM, IDP, cjevent) that the order
 * carries (SPEC 4/7). The values were validated by the tracking middleware; the page is never cached.
 */
export const loader: PageLoader<CheckoutDeliveryPageData> = async ({ c, url }) => {
  const t = c.get('t');
  const { utm, idp, cjevent } = c.get('tracking');
  return {
    kind: 'ok',
    data: {
      title: t('checkout.steps.info'),
      utm,
      idpCampaignCode: idp ?? null,
      cjevent: cjevent ?? null,
      addressValidation: c.get('domain').integrations.addressValidation.enabled,
    },
    meta: {
      title: t('checkout.steps.info'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
