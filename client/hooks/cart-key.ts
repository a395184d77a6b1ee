/**
 * The cart's SWR key and the shapes both the cart hook and its lazily loaded writes use (in a module
 * of their own, so the writes chunk does not import the hook that imports it).
 */
import type { Cart } from '../../shared/contracts/store';

/** The cart's API key; every cart mutation revalidates it so the header badge and pages follow. */
export const CART_KEY = '/api/v1/cart';

export interface CartAnswer {
  data: Cart;
}

export interface AddItemInput {
  productId?: number;
  /** The variant to add (preferred); without it the product's default variant is added. */
  variantId?: number | null;
  amount: number;
  /** Nested line (accessory) under this cart item id. */
  parentId?: number;
  /** Pay this line with loyalty credits (SPEC 7 POST cart/items `credits`; product page `?for_credits`). */
  credits?: boolean;
}
