import { useEffect } from 'react';
import useSWR from 'swr';
import type { Cart, OrderGift } from '../../../shared/contracts/store';
import { giftHint, reconcileGifts } from '../../../shared/checkout-choices';
import { giftPrice } from '../../../shared/cart-money';
import { formatMoney } from '../../../shared/money';
import { useShell, useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';
import { useCheckoutState } from '../../hooks/use-checkout-state';

/** The store's order gifts, one request for the cart page and its picker (SWR shares it by key). */
export function useOrderGifts() {
  return useSWR<{ data: OrderGift[] }>('/api/v1/order-gifts', { shouldRetryOnError: false, revalidateOnFocus: false });
}

/**
 * Order gifts by threshold (SPEC 3/4): the shopper picks one of the gifts the cart reaches; a chosen
 * gift that becomes unavailable or whose threshold exceeds the discount-limit price is removed.
 */
export function GiftPicker({ cart }: { cart: Cart }) {
  const t = useT();
  const { currency } = useShell();
  const { notify } = useNotify();
  const { state, ready, setGifts } = useCheckoutState();
  const { data } = useOrderGifts();
  const gifts = data?.data ?? [];
  const limit = cart.prices.discountLimitPriceWithVat;

  useEffect(() => {
    if (!ready || !data) return;
    const kept = reconcileGifts(state.gifts, gifts, limit);
    if (kept.length !== state.gifts.length) {
      setGifts(kept);
      notify('info', t('checkout.gifts.removed'));
    }
  }, [ready, data, limit, state.gifts, gifts, setGifts, notify, t]);

  if (gifts.length === 0) return null;
  const hint = giftHint(gifts, limit);
  return (
    <fieldset className="gift-picker">
      <legend className="gift-picker__title">{t('cart.gifts.title')}</legend>
      {hint ? (
        <p className="gift-picker__hint">
          {t(hint.oneSelectable ? 'cart.gifts.remainingMore' : 'cart.gifts.remaining', {
            amount: formatMoney(giftPrice(hint.remaining, currency.decimalPlaces), currency),
            gift: hint.next.name,
          })}
        </p>
      ) : null}
      <ul className="gift-picker__list">
        {gifts.map((gift) => {
          const reachable = gift.availability.isAvailable && gift.price_from <= limit;
          const chosen = state.gifts.includes(gift.id);
          return (
            <li key={gift.id} className={`gift-picker__item${reachable ? '' : ' gift-picker__item--locked'}`}>
              <label>
                <input
                  type="radio"
                  name="order-gift"
                  checked={chosen}
                  disabled={!reachable}
                  onChange={() => setGifts([gift.id])}
                />
                <span className="gift-picker__name">{gift.name}</span>
                <span className="gift-picker__threshold">
                  {t('cart.gifts.threshold', { amount: formatMoney(gift.price_from, currency) })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
