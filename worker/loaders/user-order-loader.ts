import type { UserOrderPageData } from '../../client/pages/user-order-page';
import { OrderSchema, storeEnvelope } from '../../shared/contracts/store';
import { UpstreamError } from '../upstream/upstream-error';
import type { PageLoader } from './page-loader';
import { orderViewFor } from '../orders/order-page';
import { PERSONAL, accountMeta, withAccount } from './user-loader';

/** One of the user's orders; an unknown id is a 404, a store 403 the 403 page (the demo store answers 404 for another user's order, so ids reveal nothing). */
export const userOrderLoader: PageLoader<UserOrderPageData> = (ctx) =>
  withAccount<UserOrderPageData>(ctx, async ({ store }) => {
    const id = ctx.params.id ?? '';
    if (!/^\d{1,12}$/.test(id)) return { kind: 'not-found' };
    let order;
    try {
      order = (await store.get(`/user/orders/${id}`, {}, storeEnvelope(OrderSchema), PERSONAL)).data;
    } catch (error) {
      // SPEC 2/8: a load's status picks the error page: the store's 403 (another account's) is the 403 page.
      if (error instanceof UpstreamError && error.kind === 'http' && error.status === 403)
        return { kind: 'error', status: 403 };
      if (error instanceof UpstreamError && error.kind === 'http' && error.status === 404) return { kind: 'not-found' };
      throw error;
    }
    const { token: _token, attributes: _attributes, ...shown } = order;
    return {
      kind: 'ok',
      data: {
        order: shown,
        view: orderViewFor(ctx.c, order),
        exportUrl: `/api/v1/user/orders/${order.id}/items/export`,
      },
      meta: accountMeta(ctx, `${ctx.c.get('t')('account.orders.detail')} ${order.code}`),
      cacheable: false,
    };
  });
