import { preloadablePart } from '../../router/chunk-reload';

/**
 * SPEC 6: the wish-list icon is for logged-in shoppers only: its code is a chunk guests never fetch.
 * Logged-in pages load it before hydration (client/entry.tsx), so the first tap on a heart counts.
 */
export const WishlistHeart = preloadablePart(() => import('./wishlist-heart').then((m) => m.default));
