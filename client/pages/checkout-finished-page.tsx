import { orderItems } from '../analytics/cart-items';
import { pushEcommerce } from '../analytics/data-layer';
import { useEffect } from 'react';
import { formatMoney, purchaseRevenue, sumAmounts } from '../../shared/money';
import { pathFor } from '../../shared/routes';
import { CheckoutSteps } from '../components/checkout/checkout-steps';
import { markOrderTracked, usePlacedOrder } from '../hooks/use-placed-order';
import { useShell, useT } from '../shell-context';
import type { PageProps } from './page-props';

export interface CheckoutFinishedPageData {
  title: string;
}

/**
 * /kosik/dokoncenie: the placed order (from the browser's persisted state), purchase tracking once per
 * order code (SPEC 9: items + shipping + payment with tax, discount lines excluded from the items).
 */
export default function CheckoutFinishedPage({ data }: PageProps<CheckoutFinishedPageData>) {
  const t = useT();
  const { currency } = useShell();
  const { record, ready } = usePlacedOrder();
  const order = record?.order;

  useEffect(() => {
    if (!order || record.trackedCodes.includes(order.code)) return;
    const d = currency.decimalPlaces;
    const p = order.prices;
    // SPEC 9 revenue: items + shipping + payment with tax, all as the store priced the order.
    pushEcommerce('purchase', {
      transaction_id: order.code,
      currency: order.currencyCode,
      value: purchaseRevenue(p, d),
      tax: sumAmounts(
        [
          p.itemsWithTax - p.itemsWithoutTax,
          p.shipperPriceWithTax - p.shipperPriceWithoutTax,
          p.paymentPriceWithTax - p.paymentPriceWithoutTax,
        ],
        d,
      ),
      shipping: p.shipperPriceWithTax,
      payment: p.paymentPriceWithTax,
      coupon: order.couponCode ?? undefined,
      items: orderItems(order),
    });
    markOrderTracked(order.code);
  }, [order, record, currency.decimalPlaces]);

  if (!ready) {
    return (
      <div className="container checkout-page">
        <h1 className="checkout-page__title">{data.title}</h1>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="container checkout-page checkout-finished">
        <h1 className="checkout-page__title">{t('checkout.orderStatus.title')}</h1>
        <p>{t('checkout.orderStatus.notFound')}</p>
        <a className="button button--primary" href="/">
          {t('checkout.orderFinished.continueShopping')}
        </a>
      </div>
    );
  }
  const money = (n: number) => formatMoney(n, currency);
  const payOnline = order.payment.code === 'CARD';
  return (
    <div className="container checkout-page checkout-finished" data-testid="order-finished">
      <CheckoutSteps current={3} />
      <div className="checkout-finished__card">
        <span className="checkout-finished__check" aria-hidden="true">
          ✓
        </span>
        <h1 className="checkout-page__title">{data.title}</h1>
        <p className="checkout-finished__number" data-testid="order-code">
          {t('checkout.orderFinished.number', { code: order.code })}
        </p>
        <p>{t('checkout.orderFinished.emailSent', { email: order.customer.email })}</p>
        <dl className="checkout-finished__facts">
          <div>
            <dt>{t('checkout.fields.shipper')}</dt>
            <dd>{order.shipper.name}</dd>
          </div>
          <div>
            <dt>{t('checkout.fields.payment')}</dt>
            <dd>{order.payment.name}</dd>
          </div>
          <div>
            <dt>{t('cart.summary.shipping')}</dt>
            <dd data-testid="order-shipping">{money(order.prices.shipperPriceWithTax)}</dd>
          </div>
          <div>
            <dt>{t('cart.summary.payment')}</dt>
            <dd data-testid="order-payment">{money(order.prices.paymentPriceWithTax)}</dd>
          </div>
          <div>
            <dt>{t('cart.summary.totalWithVat')}</dt>
            <dd data-testid="order-total" data-amount={order.prices.totalWithTax}>
              <strong>{money(order.prices.totalWithTax)}</strong>
            </dd>
          </div>
        </dl>
        <ul className="checkout-finished__items">
          {order.items
            .filter((i) => i.type !== 'discount')
            .map((i) => (
              <li key={i.id}>
                <span>
                  {i.amount}× {i.name}
                </span>
                <span>{money(i.prices.totalWithTax)}</span>
              </li>
            ))}
        </ul>
        <div className="checkout-finished__actions">
          {payOnline ? (
            <a
              className="button button--primary"
              href={`${pathFor('payment-callback')}?status=paid&code=${encodeURIComponent(order.code)}&token=${encodeURIComponent(order.token)}`}
            >
              {t('checkout.orderFinished.payNow')}
            </a>
          ) : null}
          <a
            className="button button--ghost"
            href={`${pathFor('order-status')}?token=${encodeURIComponent(order.token)}`}
          >
            {t('checkout.paymentCallback.toOrder')}
          </a>
          <a className="button button--ghost" href="/">
            {t('checkout.orderFinished.continueShopping')}
          </a>
        </div>
      </div>
    </div>
  );
}
