import { useState } from 'react';
import useSWR from 'swr';
import type { Order } from '../../shared/contracts/store';
import { formatMoney } from '../../shared/money';
import { pathFor } from '../../shared/routes';
import { ApiError } from '../api/fetch-json';
import { useRouter } from '../router/router-context';
import { useShell, useT } from '../shell-context';
import type { PageProps } from './page-props';

export interface OrderStatusPageData {
  title: string;
  code: string | null;
  token: string | null;
}

/** /stav-objednavky?code= or ?token=: an order's status; unknown orders get a clear message. */
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
  const {
    data: answer,
    error,
    isLoading,
  } = useSWR<{ data: Order }>(key, { shouldRetryOnError: false, revalidateOnFocus: false });
  const order = answer?.data;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422 || error.status === 400);

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
      {key && isLoading ? <p aria-busy="true">…</p> : null}
      {notFound || (error && !notFound) ? (
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
              date: new Date(order.createdAt).toLocaleDateString(
                locale === 'cs' ? 'cs-CZ' : locale === 'de' ? 'de-DE' : 'sk-SK',
              ),
            })}
          </p>
          <h3>{t('checkout.orderStatus.items')}</h3>
          <ul className="checkout-finished__items">
            {order.items.map((i) => (
              <li key={i.id}>
                <span>
                  {i.type === 'discount' ? '' : `${i.amount}× `}
                  {i.name}
                </span>
                <span>{formatMoney(i.prices.totalWithTax, currency)}</span>
              </li>
            ))}
          </ul>
          <p className="order-status__total">
            {t('checkout.orderStatus.total')}: <strong>{formatMoney(order.prices.totalWithTax, currency)}</strong>
          </p>
        </section>
      ) : null}
    </div>
  );
}
