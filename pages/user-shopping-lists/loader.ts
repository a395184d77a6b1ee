import { z } from 'zod';
import type { UserShoppingListsPageData } from './page';
import { ShoppingListSchema, storeEnvelope, storeListEnvelope } from '../../shared/contracts/store';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { PERSONAL, accountMeta, signedInLoader } from '../../worker/loaders/account-area';

const ListsAnswer = storeListEnvelope(ShoppingListSchema).or(storeEnvelope(z.array(ShoppingListSchema)));

/** Only when the shopping_lists function is on (SPEC 1: off on the main configuration) — else 404. */
export const loader: PageLoader<UserShoppingListsPageData> = signedInLoader<UserShoppingListsPageData>(
  async (ctx, { globals, store }) => {
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
    };
  },
);
