import type { Cart } from '../../../shared/contracts/store';
import { formatMoney, sumAmounts } from '../../../shared/money';

/** A method's price as the shipper/payment lists give it. */
export interface PricePairView {
  withTax: number;
  withoutTax: number;
}
import { useShell, useT } from '../../shell-context';

interface CartTotalsProps {
  cart: Cart;
  /** Show shipping and payment rows (checkout steps; the cart has no choice yet). */
  withMethods?: boolean;
  /** The chosen shipper's and payment's prices (the cart does not know the choice before the order). */
  shippingPrice?: PricePairView | null;
  paymentPrice?: PricePairView | null;
}

/** The order summary: items, discount, shipping and payment, totals with and without VAT. */
export function CartTotals({ cart, withMethods = false, shippingPrice, paymentPrice }: CartTotalsProps) {
  const t = useT();
  const { currency } = useShell();
  const money = (n: number) => formatMoney(n, currency);
  const p = cart.prices;
  const price = (n: number | null | undefined) => (n == null ? '—' : n === 0 ? t('cart.summary.free') : money(n));
  const d = currency.decimalPlaces;
  // The cart's totals hold the methods it knows (none before the order); swap in the chosen ones.
  const known = {
    withTax: (cart.shipperId ? p.shipperPriceWithTax : 0) + (cart.paymentId ? p.paymentPriceWithTax : 0),
    withoutTax: (cart.shipperId ? p.shipperPriceWithoutTax : 0) + (cart.paymentId ? p.paymentPriceWithoutTax : 0),
  };
  const chosen = withMethods
    ? {
        withTax: (shippingPrice?.withTax ?? 0) + (paymentPrice?.withTax ?? 0),
        withoutTax: (shippingPrice?.withoutTax ?? 0) + (paymentPrice?.withoutTax ?? 0),
      }
    : { withTax: 0, withoutTax: 0 };
  const totalWithTax = withMethods ? sumAmounts([p.totalWithTax, -known.withTax, chosen.withTax], d) : p.totalWithTax;
  const totalWithoutTax = withMethods
    ? sumAmounts([p.totalWithoutTax, -known.withoutTax, chosen.withoutTax], d)
    : p.totalWithoutTax;
  const shipping = shippingPrice ? shippingPrice.withTax : null;
  const payment = paymentPrice ? paymentPrice.withTax : null;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="cart-totals__title">
        {t('cart.summary.title')}
      </h2>
      <dl className="cart-totals__rows">
        <div>
          <dt>{t('cart.summary.items')}</dt>
          <dd>{money(p.itemsWithTax)}</dd>
        </div>
        {p.discountsWithTax ? (
          <div className="cart-totals__discount">
            <dt>{t('cart.summary.discount')}</dt>
            <dd>{money(-Math.abs(p.discountsWithTax))}</dd>
          </div>
        ) : null}
        {withMethods ? (
          <>
            <div>
              <dt>{t('cart.summary.shipping')}</dt>
              <dd>{price(shipping)}</dd>
            </div>
            <div>
              <dt>{t('cart.summary.payment')}</dt>
              <dd>{price(payment)}</dd>
            </div>
          </>
        ) : null}
        <div className="cart-totals__total">
          <dt>{t('cart.summary.totalWithVat')}</dt>
          <dd data-testid="cart-total">{money(totalWithTax)}</dd>
        </div>
        <div className="cart-totals__without-vat">
          <dt>{t('cart.summary.totalWithoutVat')}</dt>
          <dd>{money(totalWithoutTax)}</dd>
        </div>
      </dl>
    </section>
  );
}
