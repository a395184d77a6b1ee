import { useState } from 'react';
import { useWishlist } from '../../hooks/use-wishlist';
import { useT } from '../../shell-context';
import AddToList from './add-to-list';

/**
 * SPEC 2/6 wish-list icon: a toggle button (aria-pressed) that adds the variant to the wishlist or
 * removes it (SPEC 4: add/remove, then reload; SPEC 8 messages come from useWishlist). Rendered only
 * for logged-in shoppers and loaded as its own chunk, so guests never fetch it.
 */
export default function WishlistHeart({
  productId,
  variantId,
  className,
  list,
}: {
  productId: number;
  variantId: number;
  className?: string;
  /**
   * Issue 30.4: "add to a shopping list" beside the heart (same logged-in-only chunk, so it costs the
   * product page's first load nothing): the product's name, the amount, and whether icon-only.
   */
  list?: { productName: string; amount?: number; compact?: boolean };
}) {
  const t = useT();
  const { isInWishlist, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const pressed = isInWishlist(variantId);
  const heart = (
    <button
      type="button"
      className={`wishlist-heart${pressed ? ' wishlist-heart--on' : ''} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-label={pressed ? t('catalog.productBox.removeFromWishlist') : t('catalog.productBox.addToWishlist')}
      title={pressed ? t('catalog.productBox.removeFromWishlist') : t('catalog.productBox.addToWishlist')}
      aria-busy={busy}
      data-testid="wishlist-heart"
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await toggle(productId, variantId);
        } finally {
          setBusy(false);
        }
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z"
        />
      </svg>
    </button>
  );
  return list ? (
    <>
      {heart}
      <AddToList variantId={variantId} amount={list.amount} productName={list.productName} compact={list.compact} />
    </>
  ) : (
    heart
  );
}
