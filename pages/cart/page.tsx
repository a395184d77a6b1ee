import { cartEcommerce } from '../../client/analytics/cart-items';
import { pushCheckoutStep, pushEcommerce } from '../../client/analytics/data-layer';
import { useTrackOnce } from '../../client/analytics/use-track-once';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Cart } from '../../shared/contracts/store';
import { formatMoney } from '../../shared/money';
import { pathFor } from '../../shared/route-paths';
import { sendJson } from '../../client/api/fetch-json';
import { CartEmpty } from '../../client/components/cart/cart-empty';
import { CartLine } from '../../client/components/cart/cart-line';
import { CartTotals } from '../../client/components/cart/cart-totals';
import { CouponForm } from '../../client/components/cart/coupon-form';
import { FreeShippingProgress } from '../../client/components/cart/free-shipping-progress';
import { GiftPicker, useOrderGifts } from '../../client/components/cart/gift-picker';
import { CheckoutSteps } from '../../client/components/checkout/checkout-steps';
import { CART_KEY, useCart } from '../../client/hooks/use-cart';
import { useCheckoutState } from '../../client/hooks/use-checkout-state';
import { useRouter } from '../../client/router/router-context';
import { useShell, useT } from '../../client/shell-context';
import { useNotify } from '../../client/shell/notifications';
import type { PageProps } from '../../client/router/page-props';

export interface CartPageData {
  /** Nothing personal: the cart itself is loaded by the browser (useCart). */
  title: string;
  /** SPEC 3 globals `orderMinimumValue` in the shopper's currency (0: none). */
  orderMinimum: number;
}

/** SPEC 8: invalid cart lines are announced for 30 s. */
const INVALID_LINES_NOTICE_MS = 30_000;

interface ValidateAnswer {
  data: { valid: boolean; removedItems: { id: number; reason: string }[]; cart: Cart };
}

/** A line the store cannot sell any more (SPEC 5): missing product, variant or shoppable. */
const isBroken = (item: Cart['items'][number]) =>
  item.type === 'product' && (!item.product || !item.variant || !item.shoppable);

/** Loyalty credits (when the setting is on and the shopper is logged in), from the page's balance. */
function CreditsBox({ cart, available, onApplied }: { cart: Cart; available: number; onApplied: () => void }) {
  const t = useT();
  const { notify, notifyError } = useNotify();
  const [busy, setBusy] = useState(false);
  if (available <= 0 && !cart.credits) return null;
  return (
    <div className="cart-credits">
      <strong>{t('cart.credits.label')}</strong>
      <span>{t('cart.credits.available', { credits: available })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || available <= 0}
        onClick={async () => {
          setBusy(true);
          try {
            await sendJson('/api/v1/cart/credits', 'POST', { credits: available });
            notify('success', t('cart.credits.applied'));
            onApplied();
          } catch (e) {
            notifyError(e);
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('cart.credits.use')}
      </button>
    </div>
  );
}

/**
 * /kosik: the cart, step 1 of the checkout. The frame is server-rendered; the lines come from the
 * browser's cart (personal, never in the page cache). Continuing asks the store to validate the cart.
 */
export default function CartPage({ data }: PageProps<CartPageData>) {
  const t = useT();
  const shell = useShell();
  const router = useRouter();
  const { notify, notifyError } = useNotify();
  const cartApi = useCart();
  const { cart, isLoading } = cartApi;
  const { setStep } = useCheckoutState();
  const [validating, setValidating] = useState(false);
  const [clearing, setClearing] = useState(false);
  const brokenChecked = useRef(false);

  /** Validates server-side; removed lines are announced for 30 s. Returns whether the cart is valid. */
  const validate = async (): Promise<boolean> => {
    try {
      const answer = await sendJson<ValidateAnswer>(`${CART_KEY}/validate`, 'POST');
      await cartApi.refresh();
      if (answer.data.removedItems.length > 0)
        notify('danger', t('cart.invalidLines'), { durationMs: INVALID_LINES_NOTICE_MS });
      else if (!answer.data.valid) notify('danger', t('cart.validationFailed'));
      return answer.data.valid && answer.data.removedItems.length === 0;
    } catch (e) {
      notifyError(e);
      return false;
    }
  };

  // Lines the store can no longer sell are removed as soon as the cart shows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the cart changes; validate is a new function every render and the ref lets it run once
  useEffect(() => {
    if (!cart || brokenChecked.current || !cart.items.some(isBroken)) return;
    brokenChecked.current = true;
    void validate();
  }, [cart]);

  // SPEC 9: the cart is checkout step index 0 (events report step + 1).
  useTrackOnce(Boolean(cart && cart.items.length > 0), () => {
    if (!cart) return;
    pushEcommerce('view_cart', cartEcommerce(cart));
    pushCheckoutStep(0);
  });

  const goNext = async () => {
    if (shell.settings.shoppingDisabled) {
      notify('warning', shell.settings.shoppingDisabledText || t('cart.shoppingDisabled'));
      return;
    }
    setValidating(true);
    const ok = await validate();
    setValidating(false);
    if (!ok) return;
    if (cart) pushEcommerce('begin_checkout', cartEcommerce(cart));
    setStep(1);
    await router.navigate(pathFor('checkout-methods'));
  };

  const lines = cart?.items ?? [];
  const empty = !isLoading && cart !== undefined && lines.length === 0;
  // The gift list and the credit balance add blocks to the page: it waits for them with the cart (all
  // asked side by side), so nothing moves when they come. A gift list arriving after the lines pushed
  // the phone's summary down (layout shift 0.036 at 390 px).
  const creditsShown = shell.settings.loyaltyCredits && shell.loggedIn;
  const gifts = useOrderGifts();
  const credits = useSWR<{ data: { amount: number } }>(creditsShown ? '/api/v1/user/credits/amount' : null, {
    shouldRetryOnError: false,
  });
  const answered = (a: { data?: unknown; error?: unknown }) => a.data !== undefined || a.error !== undefined;
  const complete = cart !== undefined && answered(gifts) && (!creditsShown || answered(credits));
  // The store refuses an order under the globals' minimum at cart/place (measured on the price after
  // discounts): the cart says so and does not send the shopper through a checkout that cannot end.
  const belowMinimum =
    cart !== undefined && lines.length > 0 && cart.prices.discountLimitPriceWithVat < data.orderMinimum;

  return (
    <div className="container cart-page">
      <CheckoutSteps current={0} />
      <h1 className="cart-page__title">{data.title}</h1>
      {shell.settings.shoppingDisabled ? (
        <p className="cart-page__disabled" role="status">
          {shell.settings.shoppingDisabledText || t('cart.shoppingDisabled')}
        </p>
      ) : null}

      {!complete ? (
        <div className="cart-page__loading" aria-busy="true">
          <span className="skeleton-line" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </div>
      ) : empty ? (
        <CartEmpty testId="cart-empty">
          <p>{t('cart.empty.text')}</p>
        </CartEmpty>
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__main">
            <p className="cart-page__count">{t('cart.items', { count: cartApi.count })}</p>
            <ul className="cart-lines" aria-label={data.title}>
              {lines.map((item) => (
                <CartLine key={item.id} item={item} onAmount={cartApi.updateAmount} onRemove={cartApi.removeItem} />
              ))}
            </ul>
            <div className="cart-page__actions">
              <a className="button button--ghost" href="/">
                {t('cart.continueShopping')}
              </a>
              <button
                type="button"
                className="button button--ghost cart-page__clear"
                disabled={clearing}
                onClick={async () => {
                  if (!window.confirm(t('cart.clearConfirm'))) return;
                  setClearing(true);
                  await cartApi.clear();
                  setClearing(false);
                }}
              >
                {t('cart.clear')}
              </button>
            </div>
            <GiftPicker cart={cart} />
          </div>
          <aside className="cart-page__side">
            <FreeShippingProgress
              total={cart.prices.discountLimitPriceWithVat || cart.prices.itemsWithTax}
              freeShippingAt={cart.prices.freeShippingAt || shell.settings.freeShippingAt}
              freeShippers={cart.freeShippers}
            />
            <CouponForm
              couponCode={cart.couponCode}
              applyCoupon={cartApi.applyCoupon}
              removeCoupon={cartApi.removeCoupon}
            />
            <CartTotals cart={cart} />
            {belowMinimum ? (
              <p className="cart-page__minimum" role="status" data-testid="cart-minimum">
                {t('cart.summary.minimumOrder', { amount: formatMoney(data.orderMinimum, shell.currency) })}
              </p>
            ) : null}
            <button
              type="button"
              className="button button--primary cart-page__next"
              data-overlay-guard=""
              onClick={goNext}
              disabled={validating || shell.settings.shoppingDisabled || belowMinimum}
              aria-busy={validating}
              data-testid="cart-continue"
            >
              {t('cart.continue')}
            </button>
            {creditsShown ? (
              <CreditsBox
                cart={cart}
                available={credits.data?.data.amount ?? 0}
                onApplied={() => void cartApi.refresh()}
              />
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}
