import { z } from 'zod';
import type { UserOrdersPageData } from './page';
import { OrderSchema, storeListEnvelope } from '../../shared/contracts/store';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { PERSONAL, accountMeta, toOrderRow, signedInLoader } from '../../worker/loaders/account-area';

/** SPEC 9: user orders 10 a page; the total comes from meta.pagination.total. */
export const ORDERS_PER_PAGE = 10;

const PageQuery = z.coerce.number().int().min(1).max(10_000).catch(1);

export const loader: PageLoader<UserOrdersPageData> = signedInLoader<UserOrdersPageData>(async (ctx, { store }) => {
  const page = PageQuery.parse(ctx.query.get('page') ?? 1);
  const answer = await store.get(
    '/user/orders',
    { page, perPage: ORDERS_PER_PAGE },
    storeListEnvelope(OrderSchema),
    PERSONAL,
  );
  const { total, lastPage, currentPage, perPage } = answer.meta.pagination;
  if (page > 1 && answer.data.length === 0 && page > lastPage) {
    return {
      kind: 'redirect',
      location: lastPage > 1 ? `${ctx.url.pathname}?page=${lastPage}` : ctx.url.pathname,
      status: 302,
    };
  }
  return {
    kind: 'ok',
    data: { orders: answer.data.map(toOrderRow), paging: { page: currentPage, lastPage, total, perPage } },
    meta: accountMeta(ctx, ctx.c.get('t')('account.orders.title')),
  };
});
