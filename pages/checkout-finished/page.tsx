import { useEffect } from 'react';
import { purchaseRevenue, sumAmounts } from '../../shared/order-revenue';
import { payHrefFor, toOrderView, type OrderView } from '../../shared/order-view';
import { pathFor } from '../../shared/route-paths';
import { orderItems } from '../../client/analytics/cart-items';
import { pushEcommerce } from '../../client/analytics/data-layer';
import { useOrderMoney } from '../../client/components/account/format';
import { CheckoutSteps } from '../../client/components/checkout/checkout-steps';
import { BankTransferInstructions, OrderSummary } from '../../client/components/order/order-summary';
import { markOrderTracked, usePlacedOrder } from '../../client/hooks/use-placed-order';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface CheckoutFinishedPageData {
  title: string;
  /** The order this browser just placed, as the store has it (pages/checkout-finished/loader.ts). */
  placed: {
    order: OrderView;
    email: string;
    /** The order status page of this order (by code: the placing browser's cookie opens it whole). */
    statusHref: string;
    payHref: string | null;
  } | null;
}

/**
 * /kosik/dokoncenie: the placed order as the store priced it, read by the server; the browser's
 * persisted copy is the fallback (and what purchase tracking reads, once per order code: SPEC 9 items +
 * shipping + payment with tax, discount lines excluded from the items).
 */
export default function CheckoutFinishedPage({ data }: PageProps<CheckoutFinishedPageData>) {
  const t = useT();
  const { record, ready } = usePlacedOrder();
  const stored = record?.order;
  const fallback = !data.placed && stored ? storedView(stored) : null;
  const order: OrderView | null = data.placed?.order ?? fallback;
  const { currency } = useOrderMoney(stored?.currencyCode ?? order?.currencyCode ?? '');

  useEffect(() => {
    if (!stored || record.trackedCodes.includes(stored.code)) return;
    const d = currency.decimalPlaces;
    const p = stored.prices;
    // SPEC 9 revenue: items + shipping + payment with tax, all as the store priced the order.
    pushEcommerce('purchase', {
      transaction_id: stored.code,
      currency: stored.currencyCode,
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
      coupon: stored.couponCode ?? undefined,
      items: orderItems(stored),
    });
    markOrderTracked(stored.code);
  }, [stored, record, currency.decimalPlaces]);

  if (!order && !ready) {
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
  const email = data.placed?.email ?? stored?.customer.email ?? '';
  const payHref = data.placed ? data.placed.payHref : fallback && stored ? payHrefFor(fallback, stored.token) : null;
  const statusHref = data.placed?.statusHref ?? `${pathFor('order-status')}?code=${encodeURIComponent(order.code)}`;
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
        {email ? <p>{t('checkout.orderFinished.emailSent', { email })}</p> : null}
        <BankTransferInstructions order={order} />
        <OrderSummary order={order} />
        <div className="checkout-finished__actions">
          {payHref ? (
            <a className="button button--primary" href={payHref}>
              {t('checkout.orderFinished.payNow')}
            </a>
          ) : null}
          <a className="button button--ghost" href={statusHref} data-testid="order-status-link">
            {t('checkout.paymentCallback.toOrder')}
          </a>
          <a className="button button--ghost" href="/">
            {t('checkout.orderFinished.continueShopping')}
          </a>
        </div>
        <p className="checkout-finished__withdrawal">
          <a href={`${pathFor('withdrawal')}?code=${encodeURIComponent(order.code)}`} data-testid="order-withdraw-link">
            {t('withdrawal.link')}
          </a>
        </p>
      </div>
    </div>
  );
}

/** The browser's copy of the order (placed before the server could read it): no QR, the rest the same. */
function storedView(order: Parameters<typeof toOrderView>[0]): OrderView {
  return toOrderView(
    {
      ...order,
      pickupPoint: order.pickupPoint ?? null,
      delivery: order.delivery ?? null,
      bankTransfer: order.bankTransfer ?? null,
    },
    () => null,
  );
}
