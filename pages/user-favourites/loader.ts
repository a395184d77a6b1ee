import type { UserFavouritesPageData } from './page';
import { ShoppingListSchema, storeEnvelope, type ShoppingList } from '../../shared/contracts/store';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import type { StoreClient } from '../../worker/upstream/store-client';
import { loadDeliveryPromises } from '../../worker/loaders/delivery';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { toListProducts } from '../../worker/loaders/list-products';
import { PERSONAL, accountMeta, signedInLoader } from '../../worker/loaders/account-area';

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
    const [list, { delivery, categoryPaths }] = await Promise.all([
      listByCode(store, 'wishlist'),
      loadDeliveryPromises(ctx.c, createUpstreams(ctx.c)),
    ]);
    return {
      kind: 'ok',
      data: { listId: list?.id ?? null, items: list ? toListProducts(list, delivery, categoryPaths) : [] },
      meta: accountMeta(ctx, ctx.c.get('t')('account.favourites.title')),
    };
  },
);
