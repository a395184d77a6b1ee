import { pathFor } from '../../shared/route-paths';
import type { OrderRow, UserView } from '../../client/components/account/account-types';
import { OrderTable } from '../../client/components/account/order-table';
import { UserArea } from '../../client/components/account/user-area';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface AccountDashboardData {
  user: UserView;
  lastOrders: OrderRow[];
  ordersTotal: number;
  credits: { amount: number; currencyCode: string } | null;
  /** A message the worker left for this view (the thank-you after registering without a script). */
  notice: string | null;
}

/** `/uzivatel`, `/uzivatel/prehled`: greeting, contact summary, credits, the last orders. */
export default function UserDashboardPage({ data, url }: PageProps<AccountDashboardData>) {
  const t = useT();
  const shell = useShell();
  const { user } = data;
  return (
    <UserArea currentPath={url} title={t('account.dashboard.greeting', { name: user.firstName || user.email })}>
      {data.notice ? (
        <p className="dashboard__notice" role="status">
          {data.notice}
        </p>
      ) : null}
      <div className="dashboard" data-testid="dashboard">
        <section className="account-panel dashboard__profile">
          <h2 className="account-panel__title">{t('account.dashboard.profile')}</h2>
          <p className="dashboard__name">
            {user.firstName} {user.lastName}
          </p>
          <p className="dashboard__muted">{user.email}</p>
          {user.phone ? <p className="dashboard__muted">{user.phone}</p> : null}
          {user.isBusiness && user.businessName ? (
            <p className="dashboard__business">
              {t('account.dashboard.business')}: {user.businessName}
            </p>
          ) : null}
          <a className="button button--ghost" href={pathFor('user-settings')}>
            {t('account.dashboard.editProfile')}
          </a>
        </section>
        {shell.settings.loyaltyCredits && data.credits ? (
          <section className="account-panel dashboard__credits">
            <p className="dashboard__credits-value">
              {t('account.dashboard.credits', { count: Math.floor(data.credits.amount) })}
            </p>
          </section>
        ) : null}
        <section className="account-panel dashboard__orders">
          <div className="account-panel__head">
            <h2 className="account-panel__title">{t('account.dashboard.lastOrders')}</h2>
            {data.ordersTotal > 0 ? (
              <a href={pathFor('user-orders')}>
                {t('account.dashboard.allOrders')} ({data.ordersTotal})
              </a>
            ) : null}
          </div>
          {data.lastOrders.length ? (
            <OrderTable orders={data.lastOrders} />
          ) : (
            <div className="account-empty">
              <p>{t('account.dashboard.noOrders')}</p>
              <a className="button button--primary" href="/">
                {t('account.dashboard.startShopping')}
              </a>
            </div>
          )}
        </section>
      </div>
    </UserArea>
  );
}
