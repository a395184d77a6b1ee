import type { AccountDashboardData } from './page';
import { CreditsSchema, OrderSchema, storeEnvelope, storeListEnvelope } from '../../shared/contracts/store';
import { PERSONAL, accountMeta, signedInLoader, toOrderRow, toUserView } from '../../worker/loaders/account-area';
import { DASHBOARD_NOTICES } from '../../shared/flash-cookie';
import { takePageFlash } from '../../worker/http/form-refusal';

/** Dashboard (`/uzivatel`, canonical `/uzivatel/prehled`): greeting, loyalty credits (when on), the last orders. */
export const loader = signedInLoader<AccountDashboardData>(async (ctx, { user, globals, store }) => {
  const t = ctx.c.get('t');
  // Just registered by the form posted without a script (worker/proxy/register-form.ts): thanked here.
  const notice = takePageFlash(ctx.c, ctx.url.pathname, DASHBOARD_NOTICES);
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
      notice: notice ? t(DASHBOARD_NOTICES[notice.id]) : null,
    },
    meta: accountMeta(ctx, t('account.userMenu.dashboard'), '/uzivatel/prehled'),
  };
});
