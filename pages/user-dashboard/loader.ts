import type { AccountDashboardData } from './page';
import { CreditsSchema, OrderSchema, storeEnvelope, storeListEnvelope } from '../../shared/contracts/store';
import { PERSONAL, accountMeta, signedInLoader, toOrderRow, toUserView } from '../../worker/loaders/account-area';

/** Dashboard (`/uzivatel`, canonical `/uzivatel/prehled`): greeting, loyalty credits (when on), the last orders. */
export const loader = signedInLoader<AccountDashboardData>(async (ctx, { user, globals, store }) => {
  const t = ctx.c.get('t');
  const [orders, credits] = await Promise.all([
    store.get('/user/orders', { page: 1, perPage: 3 }, storeListEnvelope(OrderSchema), PERSONAL),
    globals.settings.functions.loyalty_credits
      ? store.get('/user/credits/amount', {}, storeEnvelope(CreditsSchema), PERSONAL).then(
          (r) => r.data,
          () => null,
        )
      : Promise.resolve(null),
  ]);
  return {
    kind: 'ok',
    data: {
      user: toUserView(user),
      lastOrders: orders.data.map(toOrderRow),
      ordersTotal: orders.meta.pagination.total,
      credits,
    },
    meta: accountMeta(ctx, t('account.userMenu.dashboard'), '/uzivatel/prehled'),
  };
});
