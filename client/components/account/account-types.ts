/**
 * Page-data shapes of the account screens (types only), shared by the worker's loaders and the
 * page components, so the browser never needs the zod contracts to read them.
 */
import type { UserView } from '../../hooks/use-user';
import type { ProductBoxView } from '../product/product-box-view';

export type { UserView };

export type OrderStatus = 'new' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** One line of the orders table. */
export interface OrderRow {
  id: number;
  code: string;
  createdAt: string;
  status: OrderStatus;
  total: number;
  currencyCode: string;
  itemsCount: number;
}

export interface Paging {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
}

/** A product box's worth of a product (what the favourites and list pages show without the full product). */
export interface ListProduct {
  itemId: number;
  productId: number;
  variantId: number;
  amount: number;
  name: string;
  /** The product page with the variant preselected (product-href.ts); null when the product is gone. */
  href: string | null;
  image: string | null;
  price: number | null;
  currencyCode: string | null;
  available: boolean;
  /** The product box's view of the product, when the store sent the product with the list item. */
  box: ProductBoxView | null;
}

export interface ShoppingListSummary {
  id: number;
  code: string;
  name: string;
  itemsCount: number;
}
