import type { UserShoppingListPageData } from './page';
import { ShoppingListSchema, storeEnvelope } from '../../shared/contracts/store';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { toListProducts } from '../../worker/loaders/list-products';
import { loadDeliveryPromises } from '../../worker/loaders/delivery';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { PERSONAL, accountMeta, signedInLoader } from '../../worker/loaders/account-area';

export const loader: PageLoader<UserShoppingListPageData> = signedInLoader<UserShoppingListPageData>(
  async (ctx, { globals, store }) => {
    if (!globals.settings.functions.shopping_lists) return { kind: 'not-found' };
    const id = ctx.params.id ?? '';
    if (!/^\d{1,12}$/.test(id)) return { kind: 'not-found' };
    try {
      const [answer, { delivery, categoryPaths }] = await Promise.all([
        store.get(`/user/shopping-lists/${id}`, {}, storeEnvelope(ShoppingListSchema), PERSONAL),
        loadDeliveryPromises(ctx.c, createUpstreams(ctx.c)),
      ]);
      const list = answer.data;
      return {
        kind: 'ok',
        data: {
          list: { id: list.id, code: list.code, name: list.name, itemsCount: list.itemsCount },
          items: toListProducts(list, delivery, categoryPaths),
        },
        meta: accountMeta(ctx, list.name),
      };
    } catch (error) {
      // SPEC 2/8: a load's status picks the error page: the store's 403 (another account's) is the 403 page.
      if (error instanceof UpstreamError && error.kind === 'http' && error.status === 403)
        return { kind: 'error', status: 403 };
      if (error instanceof UpstreamError && error.kind === 'http' && error.status === 404) return { kind: 'not-found' };
      throw error;
    }
  },
);
