import type { CartPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /kosik: only the frame; the cart is personal and loaded by the browser. Never page-cached. */
export const loader: PageLoader<CartPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: { title: t('cart.title') },
    meta: {
      title: t('cart.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
