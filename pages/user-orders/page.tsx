import type { OrderRow, Paging } from '../../client/components/account/account-types';
import { OrderTable } from '../../client/components/account/order-table';
import { UserArea } from '../../client/components/account/user-area';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface UserOrdersPageData {
  orders: OrderRow[];
  paging: Paging;
}

/** SPEC 9: 10 orders a page; the count comes from meta.pagination.total. */
export default function UserOrdersPage({ data, url }: PageProps<UserOrdersPageData>) {
  const t = useT();
  const { paging } = data;
  const pageHref = (page: number) => (page <= 1 ? '/uzivatel/objednavky' : `/uzivatel/objednavky?page=${page}`);
  return (
    <UserArea
      currentPath={url}
      title={t('account.orders.title')}
      actions={<span className="user-area__count">{t('account.orders.count', { count: paging.total })}</span>}
    >
      {data.orders.length ? (
        <>
          <OrderTable orders={data.orders} />
          {paging.lastPage > 1 ? (
            <nav className="account-pagination" aria-label={t('common.pagination.label')}>
              {paging.page > 1 ? (
                <a className="button button--ghost" href={pageHref(paging.page - 1)} rel="prev">
                  {t('common.pagination.previous')}
                </a>
              ) : (
                <span />
              )}
              <span className="account-pagination__info">
                {t('common.pagination.pageOf', { page: paging.page, total: paging.lastPage })}
              </span>
              {paging.page < paging.lastPage ? (
                <a className="button button--ghost" href={pageHref(paging.page + 1)} rel="next">
                  {t('common.pagination.next')}
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : (
        <div className="account-empty">
          <p>{t('account.orders.empty')}</p>
          <a className="button button--primary" href="/">
            {t('account.dashboard.startShopping')}
          </a>
        </div>
      )}
    </UserArea>
  );
}
