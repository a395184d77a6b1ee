import type { UserFavouritesPageData } from './page';
import { toProductBoxView } from '../../client/components/product/product-box-view';
import type { ListProduct } from '../../client/components/account/account-types';
import { ShoppingListSchema, storeEnvelope, type ShoppingList } from '../../shared/contracts/store';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import type { StoreClient } from '../../worker/upstream/store-client';
import { loadDeliveryPromises } from '../../worker/loaders/delivery';
import type { DeliveryViewFor } from '../../shared/delivery-promise';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { PERSONAL, accountMeta, signedInLoader } from '../../worker/loaders/account-area';

export function toListProducts(list: ShoppingList, delivery: DeliveryViewFor): ListProduct[] {
  return list.items.map((item) => {
    const product = item.product;
    const variant = product?.variants.find((v) => v.id === item.variantId);
    const image = variant?.mainImage ?? product?.mainImage ?? null;
    const prices = variant?.prices ?? product?.prices;
    return {
      itemId: item.id,
      productId: item.productId,
      variantId: item.variantId,
      amount: item.amount,
      name: variant?.fullname ?? product?.name ?? `#${item.variantId}`,
      slug: product?.slug ?? null,
      image: image?.path ?? null,
      price: prices?.unitWithTax ?? null,
      currencyCode: prices?.currencyCode ?? null,
      available: (variant?.availability ?? product?.availability)?.isAvailable ?? false,
      box: product ? toProductBoxView(product, delivery) : null,
    };
  });
}

/** A list by code, or null when the user has none yet (404). */
export async function listByCode(store: StoreClient, code: string): Promise<ShoppingList | null> {
  try {
    return (
      await store.get(
        `/user/shopping-lists/code/${encodeURIComponent(code)}`,
        {},
        storeEnvelope(ShoppingListSchema),
        PERSONAL,
      )
    ).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

/** Favourites: the shopping list with code `wishlist` (SPEC 3). */
export const loader: PageLoader<UserFavouritesPageData> = signedInLoader<UserFavouritesPageData>(
  async (ctx, { store }) => {
    const [list, { delivery }] = await Promise.all([
      listByCode(store, 'wishlist'),
      loadDeliveryPromises(ctx.c, createUpstreams(ctx.c)),
    ]);
    return {
      kind: 'ok',
      data: { listId: list?.id ?? null, items: list ? toListProducts(list, delivery) : [] },
      meta: accountMeta(ctx, ctx.c.get('t')('account.favourites.title')),
    };
  },
);
