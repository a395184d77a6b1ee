import { printableIban } from '../../../shared/bank-transfer';
import type { OrderView } from '../../../shared/order-view';
import { weekdayDayMonth } from '../../date-format';
import { useShell, useT } from '../../shell-context';
import { useOrderMoney } from '../account/format';

/**
 * One order as the store priced it, for the thank-you, order status and account order pages: every
 * line (products, gifts, discounts and the coupon), shipping, payment, credits and the total, in the
 * order's own currency, so the shopper can add it up to the cent; then pickup point, delivery and
 * payment state.
 */
export function OrderSummary({ order }: { order: OrderView }) {
  const t = useT();
  const { locale } = useShell();
  const { money } = useOrderMoney(order.currencyCode);
  const priceOrFree = (amount: number) => (amount === 0 ? t('cart.summary.free') : money(amount));
  const p = order.prices;
  return (
    <div className="order-summary" data-testid="order-summary" data-currency={order.currencyCode}>
      <ul className="order-summary__lines">
        {order.lines.map((line) => (
          <li
            key={line.id}
            className={`order-summary__line order-summary__line--${line.type}`}
            data-testid="order-line"
            data-amount={line.totalWithTax}
          >
            <span className="order-summary__name">
              {line.type === 'discount' ? null : <span className="order-summary__qty">{line.amount}× </span>}
              {line.name}
            </span>
            <span className="order-summary__price">{money(line.totalWithTax)}</span>
          </li>
        ))}
      </ul>
      {order.orderGifts.length > 0 ? (
        <p className="order-summary__gifts">
          {t('checkout.orderView.gifts')}: {order.orderGifts.map((g) => g.name).join(', ')}
        </p>
      ) : null}
      <dl className="order-summary__totals">
        {order.couponCode ? (
          <div>
            <dt>{t('checkout.orderView.coupon')}</dt>
            <dd data-testid="order-coupon">{order.couponCode}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            {t('cart.summary.shipping')}: {order.shipper.name}
          </dt>
          <dd data-testid="order-shipping" data-amount={p.shipperPriceWithTax}>
            {priceOrFree(p.shipperPriceWithTax)}
          </dd>
        </div>
        <div>
          <dt>
            {t('cart.summary.payment')}: {order.payment.name}
          </dt>
          <dd data-testid="order-payment" data-amount={p.paymentPriceWithTax}>
            {priceOrFree(p.paymentPriceWithTax)}
          </dd>
        </div>
        {p.creditsWithTax > 0 ? (
          <div>
            <dt>{t('cart.summary.credits')}</dt>
            <dd data-testid="order-credits" data-amount={-p.creditsWithTax}>
              {money(-p.creditsWithTax)}
            </dd>
          </div>
        ) : null}
        <div className="order-summary__total">
          <dt>{t('cart.summary.totalWithVat')}</dt>
          <dd data-testid="order-total" data-amount={p.totalWithTax}>
            <strong>{money(p.totalWithTax)}</strong>
          </dd>
        </div>
      </dl>
      <dl className="order-summary__facts">
        {order.pickupPoint ? (
          <div>
            <dt>{t('checkout.orderStatus.pickupPoint')}</dt>
            <dd data-testid="order-pickup">
              {order.pickupPoint.name}
              {order.pickupPoint.street ? (
                <>
                  <br />
                  {order.pickupPoint.street}, {order.pickupPoint.postcode} {order.pickupPoint.city}
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {order.delivery ? (
          <div>
            <dt>{t('checkout.orderView.delivery')}</dt>
            <dd data-testid="order-delivery" data-date={order.delivery.date}>
              {order.delivery.from && order.delivery.to
                ? t('checkout.orderView.deliveryWindow', {
                    date: weekdayDayMonth(locale, order.delivery.date),
                    from: order.delivery.from,
                    to: order.delivery.to,
                  })
                : weekdayDayMonth(locale, order.delivery.date)}
            </dd>
          </div>
        ) : null}
        {order.paymentState ? (
          <div>
            <dt>{t('checkout.orderStatus.paymentState')}</dt>
            <dd data-testid="order-payment-state" data-state={order.paymentState}>
              {t(`checkout.orderStatus.paymentStates.${order.paymentState}`)}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/**
 * Bank transfer instructions: the shop's account, the amount in the order's currency, the variable
 * symbol and the QR code in the site's standard, drawn by the server as one inline SVG path.
 */
export function BankTransferInstructions({ order }: { order: OrderView }) {
  const t = useT();
  const { money } = useOrderMoney(order.currencyCode);
  const transfer = order.bankTransfer;
  if (!transfer) return null;
  const amount = money(transfer.amount);
  const qr = transfer.qr;
  return (
    <section className="bank-transfer" data-testid="bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title" className="bank-transfer__title">
        {t('checkout.bankTransfer.title')}
      </h2>
      <p>{t('checkout.bankTransfer.intro')}</p>
      <div className="bank-transfer__body">
        <dl className="bank-transfer__facts">
          <div>
            <dt>{t('checkout.bankTransfer.holder')}</dt>
            <dd data-testid="bank-transfer-holder">{transfer.account.holder}</dd>
          </div>
          <div>
            <dt>{t('checkout.bankTransfer.iban')}</dt>
            <dd data-testid="bank-transfer-iban" data-iban={transfer.account.iban}>
              {printableIban(transfer.account.iban)}
            </dd>
          </div>
          <div>
            <dt>{t('checkout.bankTransfer.bic')}</dt>
            <dd data-testid="bank-transfer-bic">{transfer.account.bic}</dd>
          </div>
          <div>
            <dt>{t('checkout.bankTransfer.amount')}</dt>
            <dd data-testid="bank-transfer-amount" data-amount={transfer.amount}>
              <strong>{amount}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('checkout.bankTransfer.variableSymbol')}</dt>
            <dd data-testid="bank-transfer-vs">
              <strong>{transfer.variableSymbol}</strong>
            </dd>
          </div>
        </dl>
        {qr ? (
          <figure className="bank-transfer__qr">
            <svg
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label={t('checkout.bankTransfer.qrLabel', {
                amount,
                iban: transfer.account.iban,
                vs: transfer.variableSymbol,
              })}
              data-testid="bank-transfer-qr"
              data-standard={qr.standard}
              data-payload={qr.payload}
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
            <figcaption>
              {qr.standard === 'pay-by-square'
                ? t('checkout.bankTransfer.qrPayBySquare')
                : t('checkout.bankTransfer.qrSpayd')}
            </figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
