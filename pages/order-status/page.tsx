import type { OrderView } from '../../shared/order-view';
import { pathFor } from '../../shared/route-paths';
import { BankTransferInstructions, OrderSummary } from '../../client/components/order/order-summary';
import { dateTime, shortDate } from '../../client/date-format';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface OrderStatusPageData {
  title: string;
  /** The code asked for (the form's value when the order was not found). */
  code: string | null;
  /** none: nothing asked; limited: too many look-ups from this client. */
  lookup: 'none' | 'found' | 'not-found' | 'limited';
  order?: OrderView;
  /** Where an unpaid online payment is (re)started, when the page holds the order's token. */
  payHref?: string | null;
}

/**
 * /stav-objednavky?code= or ?token=: the order the server read (pages/order-status/loader.ts):
 * status, the whole priced order, pickup point, delivery, payment state, bank transfer instructions and
 * a pay button for unpaid online payments. The look-up form (a plain GET form: works before hydration)
 * shows only when there is no order to show.
 */
export default function OrderStatusPage({ data }: PageProps<OrderStatusPageData>) {
  const t = useT();
  const { locale } = useShell();
  const { order } = data;

  if (!order) {
    return (
      <div className="container checkout-page order-status">
        <h1 className="checkout-page__title">{data.title}</h1>
        {data.lookup === 'not-found' || data.lookup === 'limited' ? (
          <p className="order-status__not-found" role="status" data-testid="order-not-found">
            {data.lookup === 'not-found' ? t('checkout.orderStatus.notFound') : t('errors.generic.title')}
          </p>
        ) : null}
        <form className="order-status__lookup" method="get" action={pathFor('order-status')}>
          <label className="field__label" htmlFor="order-status-code">
            {t('checkout.orderStatus.code')}
          </label>
          <div className="coupon__row">
            <input
              id="order-status-code"
              name="code"
              type="text"
              defaultValue={data.code ?? ''}
              maxLength={40}
              required
              autoComplete="off"
            />
            <button type="submit" className="button button--primary">
              {t('checkout.orderStatus.lookup')}
            </button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <div className="container checkout-page order-status">
      <h1 className="checkout-page__title">{data.title}</h1>
      <section className="order-status__card" data-testid="order-status">
        <h2>{t('checkout.orderFinished.number', { code: order.code })}</h2>
        <p>
          <strong data-testid="order-status-status">
            {t('checkout.orderStatus.status', { status: t(`account.orders.statuses.${order.status}`) })}
          </strong>
        </p>
        <p>{t('checkout.orderStatus.placedAt', { date: shortDate(locale, order.createdAt) })}</p>
        {order.withdrawal ? (
          <p data-testid="order-status-withdrawal">
            <strong>{t('withdrawal.status', { dateTime: dateTime(locale, order.withdrawal.requestedAt) })}</strong>
          </p>
        ) : null}
        <h3>{t('checkout.orderStatus.items')}</h3>
        <OrderSummary order={order} />
        <BankTransferInstructions order={order} />
        {order.status !== 'cancelled' ? (
          <p>
            <a
              href={`${pathFor('withdrawal')}?code=${encodeURIComponent(order.code)}`}
              data-testid="order-status-withdraw"
            >
              {t('withdrawal.link')}
            </a>
          </p>
        ) : null}
        {data.payHref ? (
          <a className="button button--primary" href={data.payHref} data-testid="order-status-pay">
            {t('checkout.orderStatus.payNow')}
          </a>
        ) : null}
      </section>
    </div>
  );
}
