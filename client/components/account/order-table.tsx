import { pathFor } from '../../../shared/route-paths';
import { useShell, useT } from '../../shell-context';
import type { OrderRow } from './account-types';
import { shortDate } from '../../date-format';
import { money } from './format';
import { ReorderButton } from './reorder-button';

/** Orders as a table on wide screens and as cards on phones (same markup, CSS decides). */
export function OrderTable({ orders }: { orders: OrderRow[] }) {
  const shell = useShell();
  const t = useT();
  return (
    <table className="order-table" data-testid="orders">
      <thead>
        <tr>
          <th scope="col">{t('account.orders.code')}</th>
          <th scope="col">{t('account.orders.date')}</th>
          <th scope="col">{t('account.orders.status')}</th>
          <th scope="col" className="order-table__num">
            {t('account.orders.total')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('account.orders.detail')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const href = pathFor('user-order', { id: String(order.id) });
          return (
            <tr key={order.id} data-testid="order-row">
              <th scope="row" data-label={t('account.orders.code')}>
                <a href={href}>{order.code}</a>
              </th>
              <td data-label={t('account.orders.date')}>{shortDate(shell.locale, order.createdAt)}</td>
              <td data-label={t('account.orders.status')}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="order-table__num" data-label={t('account.orders.total')}>
                {money(shell, order.total, order.currencyCode)}
              </td>
              <td className="order-table__action">
                <a className="button button--ghost order-table__detail" href={href}>
                  {t('common.actions.detail')}
                </a>
                <ReorderButton orderId={order.id} code={order.code} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function OrderStatusBadge({ status }: { status: OrderRow['status'] }) {
  const t = useT();
  return <span className={`order-status order-status--${status}`}>{t(`account.orders.statuses.${status}`)}</span>;
}
