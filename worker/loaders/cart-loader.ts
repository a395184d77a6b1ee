import type { CartPageData } from '../../client/pages/cart-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

/** /kosik: only the frame; the cart is personal and loaded by the browser. Never page-cached. */
export const cartLoader: PageLoader<CartPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: { title: t('cart.title') },
    meta: {
      title: t('cart.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      noindex: true,
      nofollow: true,
    },
    cacheable: false,
  };
};
