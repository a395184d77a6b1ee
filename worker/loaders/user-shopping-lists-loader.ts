import { z } from 'zod';
import type { UserShoppingListsPageData } from '../../client/pages/user-shopping-lists-page';
import { ShoppingListSchema, storeEnvelope, storeListEnvelope } from '../../shared/contracts/store';
import type { PageLoader } from './page-loader';
import { PERSONAL, accountMeta, withAccount } from './user-loader';

const ListsAnswer = storeListEnvelope(ShoppingListSchema).or(storeEnvelope(z.array(ShoppingListSchema)));

/** Only when the shopping_lists function is on (SPEC 1: off on the main configuration) — else 404. */
export const userShoppingListsLoader: PageLoader<UserShoppingListsPageData> = async (ctx) => {
  return withAccount<UserShoppingListsPageData>(ctx, async ({ globals, store }) => {
    if (!globals.settings.functions.shopping_lists) return { kind: 'not-found' };
    const answer = await store.get('/user/shopping-lists', {}, ListsAnswer, PERSONAL);
    return {
      kind: 'ok',
      data: {
        lists: answer.data
          .filter((l) => l.code !== 'wishlist')
          .map((l) => ({ id: l.id, code: l.code, name: l.name, itemsCount: l.itemsCount })),
      },
      meta: accountMeta(ctx, ctx.c.get('t')('account.shoppingLists.title')),
      cacheable: false,
    };
  });
};
