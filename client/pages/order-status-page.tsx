import { useState } from 'react';
import useSWR from 'swr';
import { formatMoney } from '../../shared/money';
import { pathFor } from '../../shared/routes';
import { ApiError, fetchJson } from '../api/fetch-json';
import { useRouter } from '../router/router-context';
import { useShell, useT } from '../shell-context';
import type { PageProps } from './page-props';
import { canPayOnline, OrderStatusViewSchema, paymentStateOf, type OrderStatusView } from './order-status-view';
import { shortDate } from '../date-format';

export interface OrderStatusPageData {
  title: string;
  code: string | null;
  token: string | null;
}

const fetchStatusView = async (url: string): Promise<OrderStatusView> =>
  OrderStatusViewSchema.parse((await fetchJson<{ data: unknown }>(url)).data);

/** Sized like the card it stands for, so nothing jumps when the order arrives. */
function OrderStatusSkeleton({ label }: { label: string }) {
  return (
    <section className="order-status__card order-status__card--loading" aria-busy="true" aria-label={label}>
      <div className="skeleton order-status__skeleton-title" />
      <div className="skeleton order-status__skeleton-line" />
      <div className="skeleton order-status__skeleton-line" />
      <div className="skeleton order-status__skeleton-block" />
    </section>
  );
}

/**
 * /stav-objednavky?code= or ?token=: an order's status, shipping, payment (and whether it is paid),
 * pickup point, items and the store's totals; unpaid online payments get a pay button. Unknown
 * orders get a clear message.
 */
export default function OrderStatusPage({ data }: PageProps<OrderStatusPageData>) {
  const t = useT();
  const { currency, locale } = useShell();
  const router = useRouter();
  const [code, setCode] = useState(data.code ?? '');
  const key = data.token
    ? `/api/v1/orders/token/${encodeURIComponent(data.token)}`
    : data.code
      ? `/api/v1/orders/code/${encodeURIComponent(data.code)}`
      : null;
  const { data: order, error } = useSWR<OrderStatusView>(key, fetchStatusView, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422 || error.status === 400);
  const money = (n: number) => formatMoney(n, currency);
  const state = order ? paymentStateOf(order) : undefined;
  const payHref =
    order && canPayOnline(order)
      ? `${pathFor('payment-callback')}?status=paid&code=${encodeURIComponent(order.code)}${
          order.token ? `&token=${encodeURIComponent(order.token)}` : ''
        }`
      : null;

  return (
    <div className="container checkout-page order-status">
      <h1 className="checkout-page__title">{data.title}</h1>
      <form
        className="order-status__lookup"
        onSubmit={(e) => {
          e.preventDefault();
          const c = code.trim();
          if (c) void router.navigate(`${pathFor('order-status')}?code=${encodeURIComponent(c)}`);
        }}
      >
        <label className="field__label" htmlFor="order-status-code">
          {t('checkout.orderStatus.code')}
        </label>
        <div className="coupon__row">
          <input
            id="order-status-code"
            type="text"
            value={code}
            maxLength={40}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('checkout.orderStatus.lookup')}
          </button>
        </div>
      </form>
      {key && !order && !error ? <OrderStatusSkeleton label={t('checkout.orderStatus.loading')} /> : null}
      {error ? (
        <p className="order-status__not-found" role="status" data-testid="order-not-found">
          {notFound ? t('checkout.orderStatus.notFound') : t('errors.generic.title')}
        </p>
      ) : null}
      {order ? (
        <section className="order-status__card" data-testid="order-status">
          <h2>{t('checkout.orderFinished.number', { code: order.code })}</h2>
          <p>
            <strong>
              {t('checkout.orderStatus.status', { status: t(`account.orders.statuses.${order.status}`) })}
            </strong>
          </p>
          <p>
            {t('checkout.orderStatus.placedAt', {
              date: shortDate(locale, order.createdAt),
            })}
          </p>
          <dl className="order-status__facts">
            <div>
              <dt>{t('checkout.orderStatus.shipping')}</dt>
              <dd data-testid="order-status-shipper">
                {order.shipper.name} · {money(order.prices.shipperPriceWithTax)}
              </dd>
            </div>
            {order.pickupPoint ? (
              <div>
                <dt>{t('checkout.orderStatus.pickupPoint')}</dt>
                <dd data-testid="order-status-pickup">{order.pickupPoint.name}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('checkout.orderStatus.payment')}</dt>
              <dd data-testid="order-status-payment">
                {order.payment.name} · {money(order.prices.paymentPriceWithTax)}
              </dd>
            </div>
            {state ? (
              <div>
                <dt>{t('checkout.orderStatus.paymentState')}</dt>
                <dd data-testid="order-status-payment-state" data-state={state}>
                  {t(`checkout.orderStatus.paymentStates.${state}`)}
                </dd>
              </div>
            ) : null}
          </dl>
          <h3>{t('checkout.orderStatus.items')}</h3>
          <ul className="checkout-finished__items order-status__items">
            {order.items.map((i) => (
              <li key={i.id}>
                <span>
                  {i.type === 'discount' ? '' : `${i.amount}× `}
                  {i.name}
                </span>
                <span>{money(i.prices.totalWithTax)}</span>
              </li>
            ))}
          </ul>
          <p className="order-status__total">
            {t('checkout.orderStatus.total')}:{' '}
            <strong data-testid="order-status-total" data-amount={order.prices.totalWithTax}>
              {money(order.prices.totalWithTax)}
            </strong>
          </p>
          {payHref ? (
            <a className="button button--primary" href={payHref} data-testid="order-status-pay">
              {t('checkout.orderStatus.payNow')}
            </a>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
