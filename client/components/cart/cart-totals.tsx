import useSWR from 'swr';
import { fetchJson } from '../../api/fetch-json';
import type { Cart } from '../../../shared/contracts/store';
import { cartSaving } from '../../../shared/cart-money';
import { formatMoney } from '../../../shared/money';
import { useShell, useT } from '../../shell-context';

interface CartTotalsProps {
  cart: Cart;
  /** Show shipping and payment rows (checkout steps; the cart page has no choice yet). */
  withMethods?: boolean;
  /** The chosen shipper and payment: the store prices them into the cart (`GET cart?shipper_id=&payment_id=`). */
  shipperId?: number | null;
  paymentId?: number | null;
}

/** The URL of the cart priced with the chosen methods (null: nothing chosen, the plain cart is the price). */
export function pricedCartUrl(shipperId: number | null | undefined, paymentId: number | null | undefined) {
  if (!shipperId && !paymentId) return null;
  const q = new URLSearchParams();
  if (shipperId) q.set('shipper_id', String(shipperId));
  if (paymentId) q.set('payment_id', String(paymentId));
  return `/api/v1/cart?${q}`;
}

const fetchPriced = ([url]: readonly [string, ...unknown[]]) => fetchJson<{ data: Cart }>(url);

/**
 * The order summary: items, discount, shipping and payment, totals with and without VAT. Every
 * figure is the store's own (one source of money, issue 12): with methods chosen, the cart is read
 * again priced with them, and until that answer is here the summary shows no total at all rather
 * than one the store has not confirmed.
 */
export function CartTotals({ cart, withMethods = false, shipperId, paymentId }: CartTotalsProps) {
  const t = useT();
  const { currency, settings } = useShell();
  const money = (n: number) => formatMoney(n, currency);
  const url = withMethods ? pricedCartUrl(shipperId, paymentId) : null;
  // The key carries what makes the plain cart change (lines, coupon), so an edit re-prices.
  const revision = `${cart.id}|${cart.itemsCount}|${cart.prices.itemsWithTax}|${cart.couponCode ?? ''}|${cart.prices.creditsWithTax}`;
  const priced = useSWR(url ? ([url, revision] as const) : null, fetchPriced, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const pricedCart = url ? priced.data?.data : cart;
  const p = pricedCart?.prices;
  const pending = <span className="cart-totals__pending">…</span>;
  const saving = p ? cartSaving(p, settings.pricesWithVat, currency.decimalPlaces) : 0;
  const price = (n: number | undefined, chosen: boolean) =>
    !chosen ? '—' : n === undefined ? pending : n === 0 ? t('cart.summary.free') : money(n);
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title" aria-busy={!p}>
      <h2 id="cart-totals-title" className="cart-totals__title">
        {t('cart.summary.title')}
      </h2>
      <dl className="cart-totals__rows">
        <div>
          <dt>{t('cart.summary.items')}</dt>
          <dd>{money(cart.prices.itemsWithTax)}</dd>
        </div>
        {cart.prices.discountsWithTax ? (
          <div className="cart-totals__discount">
            <dt>{t('cart.summary.discount')}</dt>
            <dd>{money(-Math.abs(p?.discountsWithTax ?? cart.prices.discountsWithTax))}</dd>
          </div>
        ) : null}
        {withMethods ? (
          <>
            <div>
              <dt>{t('cart.summary.shipping')}</dt>
              <dd data-testid="cart-shipping">{price(p?.shipperPriceWithTax, Boolean(shipperId))}</dd>
            </div>
            <div>
              <dt>{t('cart.summary.payment')}</dt>
              <dd data-testid="cart-payment">{price(p?.paymentPriceWithTax, Boolean(paymentId))}</dd>
            </div>
          </>
        ) : null}
        {p && p.creditsWithTax > 0 ? (
          <div className="cart-totals__discount">
            <dt>{t('cart.summary.credits')}</dt>
            <dd>{money(-p.creditsWithTax)}</dd>
          </div>
        ) : null}
        <div className="cart-totals__total">
          <dt>{t('cart.summary.totalWithVat')}</dt>
          <dd data-testid="cart-total" data-amount={p ? p.totalWithTax : undefined}>
            {p ? money(p.totalWithTax) : pending}
          </dd>
        </div>
        <div className="cart-totals__without-vat">
          <dt>{t('cart.summary.totalWithoutVat')}</dt>
          <dd>{p ? money(p.totalWithoutTax) : pending}</dd>
        </div>
        {saving > 0 ? (
          <div className="cart-totals__saving" data-testid="cart-saving">
            <dt>{t('cart.summary.saving')}</dt>
            <dd>{money(saving)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The summary on the checkout steps: priced with the shipper and payment chosen so far (none yet: the plain cart). */
export function CheckoutTotals({
  cart,
  shipper,
  payment,
}: {
  cart: Cart | undefined;
  shipper: { id: number } | undefined;
  payment: { id: number } | undefined;
}) {
  return cart ? (
    <CartTotals
      cart={cart}
      withMethods
      shipperId={shipper ? shipper.id : null}
      paymentId={payment ? payment.id : null}
    />
  ) : null;
}
