import { useEffect } from 'react';
import { LAST_VISITED_STORAGE_KEY, parseLastVisited, pushLastVisited } from '../../../shared/last-visited';
import { pushEcommerce } from '../../analytics/data-layer';
import StickyBuyBar from './sticky-buy-bar';

/**
 * What the product page does for every view, scrolled or not, in its own chunk loaded after hydration
 * (off the first-load budget): the view_item event, the visit kept for "last visited", and the phone's
 * add-to-cart bar. The sections below the fold (product-extras.tsx) load only when scrolled near.
 */
export default function ProductVisit({
  product,
  buyBar,
}: {
  product: { id: number; name: string; categoryName: string; price: { withTax: number; currencyCode: string } };
  buyBar: { name: string; price: string } | null;
}) {
  // SPEC 9 view_item, once per product shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per product id
  useEffect(() => {
    pushEcommerce('view_item', {
      currency: product.price.currencyCode,
      value: product.price.withTax,
      items: [
        {
          item_id: String(product.id),
          item_name: product.name,
          item_category: product.categoryName,
          price: product.price.withTax,
        },
      ],
    });
    // SPEC 4 last visited: this product, newest first (shown by the extras, without this product).
    try {
      const stored = parseLastVisited(window.localStorage.getItem(LAST_VISITED_STORAGE_KEY));
      window.localStorage.setItem(LAST_VISITED_STORAGE_KEY, JSON.stringify(pushLastVisited(stored, product.id)));
    } catch {
      // storage blocked (private mode): nothing kept
    }
  }, [product.id]);
  return buyBar ? <StickyBuyBar name={buyBar.name} price={buyBar.price} /> : null;
}
