import { pathFor } from '../../shared/route-paths';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface PaymentCallbackPageData {
  title: string;
  /** What the store confirmed (never the provider's query): 'unknown' when there is no order to ask. */
  outcome: 'success' | 'pending' | 'failed' | 'cancelled' | 'unknown';
  code: string | null;
  token: string | null;
}

/** /checkout/payment/callback: the store's confirmed payment state in plain words, and the way back. */
export default function PaymentCallbackPage({ data }: PageProps<PaymentCallbackPageData>) {
  const t = useT();
  const orderHref = data.token
    ? `${pathFor('order-status')}?token=${encodeURIComponent(data.token)}`
    : data.code
      ? `${pathFor('order-status')}?code=${encodeURIComponent(data.code)}`
      : null;
  return (
    <div className="container checkout-page payment-callback">
      <div
        className={`payment-callback__card payment-callback__card--${data.outcome}`}
        data-testid="payment-outcome"
        data-outcome={data.outcome}
      >
        <span className="payment-callback__icon" aria-hidden="true">
          {data.outcome === 'success' ? '✓' : data.outcome === 'pending' ? '…' : '!'}
        </span>
        <h1 className="checkout-page__title">{data.title}</h1>
        <p role="status">{t(`checkout.paymentCallback.${data.outcome}`)}</p>
        <div className="checkout-finished__actions">
          {orderHref ? (
            <a className="button button--primary" href={orderHref}>
              {t('checkout.paymentCallback.toOrder')}
            </a>
          ) : null}
          <a className="button button--ghost" href="/">
            {t('checkout.paymentCallback.toHome')}
          </a>
        </div>
      </div>
    </div>
  );
}
