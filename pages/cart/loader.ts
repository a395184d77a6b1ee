import type { CartPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { loadShellData } from '../../worker/upstream/shell-data';

/** /kosik: only the frame; the cart is personal and loaded by the browser. Never page-cached. */
export const loader: PageLoader<CartPageData> = async ({ c, url }) => {
  const t = c.get('t');
  // The shell's globals (per site, locale and currency; read once per isolate from KV): the order minimum.
  const { globals } = await loadShellData(c);
  return {
    kind: 'ok',
    data: { title: t('cart.title'), orderMinimum: globals.orderMinimumValue },
    meta: {
      title: t('cart.title'),
      canonical: canonicalUrl(c.get('domain'), url, false),
      nofollow: true,
    },
  };
};
