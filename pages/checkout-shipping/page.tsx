import { cartEcommerce } from '../../client/analytics/cart-items';
import { pushCheckoutStep, pushEcommerce } from '../../client/analytics/data-layer';
import { useTrackOnce } from '../../client/analytics/use-track-once';
import { useEffect, useId, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { DeliveryTime, Payment, Shipper, StoreBranch } from '../../shared/contracts/store';
import { DEFAULT_TIME_ZONE } from '../../shared/shop-time-zone';
import { allowedPayments, listedShippers, reconcileChoices, selectShipper } from '../../shared/checkout-choices';
import { formatMoney } from '../../shared/money';
import { pathFor } from '../../shared/route-paths';
import { CheckoutTotals } from '../../client/components/cart/cart-totals';
import { CartEmpty } from '../../client/components/cart/cart-empty';
import { CheckoutSteps } from '../../client/components/checkout/checkout-steps';
import { useCart } from '../../client/hooks/use-cart';
import { updateCheckoutState, useCheckoutState } from '../../client/hooks/use-checkout-state';
import { useRouter } from '../../client/router/router-context';
import { useShell, useT, type Translate } from '../../client/shell-context';
import { useNotify } from '../../client/shell/notifications';
import type { PageProps } from '../../client/router/page-props';
import { dayMonth } from '../../client/calendar-day';
import { weekdayDayMonth } from '../../client/date-format';

export interface CheckoutShippingPageData {
  title: string;
}

type List<T> = { data: T[] };

const SWR_ONCE = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The store's delivery day (computed by the same function as the product boxes, shared/delivery-date.ts)
 * in the boxes' words (catalog.delivery.*): today, tomorrow, or "on <weekday> <date>", counted in the
 * shop's time zone. Not DeliveryDateLabel itself: importing it here split it into a chunk of its own
 * and grew the product page's first load past its budget.
 */
function deliveryText(t: Translate, locale: string, iso: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date());
  const days = Math.round((Date.parse(iso) - Date.parse(today)) / 86_400_000);
  if (days <= 0) return t('catalog.delivery.today');
  if (days === 1) return t('catalog.delivery.tomorrow');
  const day = new Date(`${iso}T12:00:00Z`);
  const date = dayMonth(locale, iso);
  return t('catalog.delivery.onDay', { weekday: t(`common.dates.weekdaysOn.${WEEKDAYS[day.getUTCDay()]}`), date });
}

/** A shipper's extra choice (pickup point or time slot): its value and the error shown under it. */
type PickerProps = { shipper: Shipper; value: string; onChange: (id: string) => void; error: string | null };

/** A choice's error, announced when it appears; `id` lets the control point at it. */
function ChoiceError({ id, error }: { id?: string; error: string | null }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Pickup-point search for shippers with branches: a search box and a short result list. */
function BranchPicker({ shipper, value, onChange, error }: PickerProps) {
  const t = useT();
  const id = useId();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [search]);
  const query = new URLSearchParams({ shipper_id: String(shipper.id), perPage: '20' });
  if (debounced) query.set('s', debounced);
  const { data, isLoading } = useSWR<List<StoreBranch>>(`/api/v1/branches?${query}`, SWR_ONCE);
  const chosen = useSWR<List<StoreBranch>>(
    value ? `/api/v1/branches?keys=${encodeURIComponent(value)}` : null,
    SWR_ONCE,
  ).data?.data[0];
  const branches = data?.data ?? [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group named by its visible title; a fieldset would need a legend
    <div className="branch-picker" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="branch-picker__title">
        {chosen ? t('checkout.shipping.changeBranch') : t('checkout.shipping.chooseBranch')}
      </p>
      {chosen ? (
        <p className="branch-picker__chosen" data-testid="chosen-branch">
          <strong>{chosen.name}</strong> · {chosen.address.street}, {chosen.address.postcode} {chosen.address.city}
        </p>
      ) : null}
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {t('checkout.shipping.searchBranch')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        placeholder={t('checkout.shipping.searchBranch')}
        onChange={(e) => setSearch(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <ChoiceError id={`${id}-error`} error={error} />
      <ul className="branch-picker__list" aria-busy={isLoading}>
        {!isLoading && branches.length === 0 ? (
          <li className="branch-picker__empty">{t('checkout.shipping.noBranches')}</li>
        ) : null}
        {branches.map((b) => (
          <li key={b.id}>
            <label className={`branch-option${value === String(b.id) ? ' branch-option--chosen' : ''}`}>
              <input
                type="radio"
                name={`${id}-branch`}
                checked={value === String(b.id)}
                onChange={() => onChange(String(b.id))}
              />
              <span>
                <strong>{b.name}</strong>
                <span className="branch-option__address">
                  {b.address.street}, {b.address.postcode} {b.address.city}
                </span>
                {b.openingHours ? (
                  <span className="branch-option__hours">
                    {t('checkout.shipping.openingHours')}: {b.openingHours}
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Delivery time slots for shippers that offer them. */
function TimeSlotPicker({ shipper, value, onChange, error }: PickerProps) {
  const t = useT();
  const id = useId();
  const { locale } = useShell();
  const { data } = useSWR<List<DeliveryTime>>(`/api/v1/delivery-times?shipperId=${shipper.id}`, SWR_ONCE);
  const slots = (data?.data ?? []).filter((s) => s.available);
  const date = (iso: string) => weekdayDayMonth(locale, iso);
  return (
    <fieldset className="time-slots" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('checkout.shipping.deliveryTime')}</legend>
      <ChoiceError id={`${id}-error`} error={error} />
      <div className="time-slots__grid">
        {slots.map((s) => (
          <label key={s.id} className={`time-slot${value === s.id ? ' time-slot--chosen' : ''}`}>
            <input type="radio" name={`${id}-slot`} checked={value === s.id} onChange={() => onChange(s.id)} />
            <span>
              {date(s.date)} {s.from}–{s.to}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** /kosik/doprava-a-platba: shipper (with pickup point or time slot) and payment. */
export default function CheckoutShippingPage({ data }: PageProps<CheckoutShippingPageData>) {
  const t = useT();
  const shell = useShell();
  const router = useRouter();
  const { notify } = useNotify();
  const { cart } = useCart();
  const { state, ready, setStep } = useCheckoutState();
  const shippersAnswer = useSWR<List<Shipper>>('/api/v1/cart/shippers', SWR_ONCE);
  const paymentsAnswer = useSWR<List<Payment>>('/api/v1/cart/payments', SWR_ONCE);
  const [showErrors, setShowErrors] = useState(false);
  const money = (n: number) => (n === 0 ? t('checkout.shipping.free') : formatMoney(n, shell.currency));

  const allShippers = shippersAnswer.data?.data;
  const allPayments = paymentsAnswer.data?.data;
  const shippers = useMemo(() => listedShippers(allShippers ?? []), [allShippers]);
  const v = state.values;
  const shipper = shippers.find((s) => String(s.id) === v.shipper);
  const payments = allowedPayments(allPayments ?? [], shipper);
  const payment = payments.find((p) => String(p.id) === v.payment);

  // Choices the store no longer offers are cleared once both lists are known (SPEC 4).
  useEffect(() => {
    if (!ready || !allShippers || !allPayments) return;
    const { choices, change } = reconcileChoices(v, allShippers, allPayments);
    if (
      change.shipperCleared ||
      change.paymentCleared ||
      choices.shipperBranch !== v.shipperBranch ||
      choices.deliveryTimeSlot !== v.deliveryTimeSlot
    ) {
      updateCheckoutState((s) => ({ ...s, values: { ...s.values, ...choices } }));
      if (change.shipperCleared) notify('warning', t('checkout.shipping.cleared'));
      if (change.paymentCleared) notify('warning', t('checkout.payment.cleared'));
    }
  }, [ready, allShippers, allPayments, v, notify, t]);

  const chooseShipper = (s: Shipper) => {
    const { choices, paymentCleared } = selectShipper(v, s);
    updateCheckoutState((st) => ({ ...st, values: { ...st.values, ...choices } }));
    if (paymentCleared) notify('info', t('checkout.payment.cleared'));
  };
  const setChoice = (patch: Partial<typeof v>) =>
    updateCheckoutState((st) => ({ ...st, values: { ...st.values, ...patch } }));

  const errors = {
    shipper: !shipper ? t('validation.shipper') : null,
    branch: shipper?.hasBranches && !v.shipperBranch ? t('checkout.shipping.branchRequired') : null,
    slot: shipper?.hasDeliveryTimes && !v.deliveryTimeSlot ? t('validation.deliveryTimeSlot') : null,
    payment: !payment ? t('validation.payment') : null,
  };
  const valid = !errors.shipper && !errors.branch && !errors.slot && !errors.payment;

  useTrackOnce(Boolean(cart && cart.items.length > 0), () => pushCheckoutStep(1));

  const next = async () => {
    if (!valid) {
      setShowErrors(true);
      window.setTimeout(
        () =>
          document
            .querySelector<HTMLElement>('.checkout-methods [aria-invalid="true"], .checkout-methods .field__error')
            ?.focus?.(),
        0,
      );
      const first = document.querySelector('.checkout-methods .field__error');
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (cart && shipper && payment) {
      pushEcommerce('add_shipping_info', cartEcommerce(cart, { shipping_tier: shipper.name }));
      pushEcommerce('add_payment_info', cartEcommerce(cart, { payment_type: payment.name }));
    }
    setStep(2);
    await router.navigate(pathFor('checkout-info'));
  };

  const loading = !ready || !allShippers || !allPayments;
  const cartEmpty = cart !== undefined && cart.items.length === 0;

  return (
    <div className="container checkout-page checkout-methods">
      <CheckoutSteps current={1} />
      <h1 className="checkout-page__title">{data.title}</h1>
      {cartEmpty ? (
        <CartEmpty />
      ) : (
        <div className="checkout-page__layout">
          <div className="checkout-page__main">
            {loading ? (
              <div className="cart-page__loading" aria-busy="true">
                <span className="skeleton-line" />
                <span className="skeleton-line" />
              </div>
            ) : (
              <>
                <fieldset className="method-group" data-testid="shippers">
                  <legend className="method-group__title">{t('checkout.shipping.choose')}</legend>
                  <ChoiceError error={showErrors ? errors.shipper : null} />
                  {shippers.map((s) => {
                    const checked = String(s.id) === v.shipper;
                    return (
                      <div key={s.id} className={`method${checked ? ' method--chosen' : ''}`}>
                        <label className="method__label">
                          <input
                            type="radio"
                            name="shipper"
                            value={s.id}
                            checked={checked}
                            onChange={() => chooseShipper(s)}
                            data-code={s.code}
                          />
                          <span className="method__text">
                            <strong>{s.name}</strong>
                            <span className="method__description">{s.description}</span>
                            <span className="method__delivery">
                              {deliveryText(t, shell.locale, s.delivery.nearestDeliveryDate)}
                            </span>
                          </span>
                          <span className="method__price">{money(s.prices.withTax)}</span>
                        </label>
                        {checked && s.hasBranches ? (
                          <BranchPicker
                            shipper={s}
                            value={v.shipperBranch}
                            onChange={(id) => setChoice({ shipperBranch: id })}
                            error={showErrors ? errors.branch : null}
                          />
                        ) : null}
                        {checked && s.hasDeliveryTimes ? (
                          <TimeSlotPicker
                            shipper={s}
                            value={v.deliveryTimeSlot}
                            onChange={(id) => setChoice({ deliveryTimeSlot: id })}
                            error={showErrors ? errors.slot : null}
                          />
                        ) : null}
                      </div>
                    );
                  })}
                </fieldset>

                <fieldset className="method-group" data-testid="payments">
                  <legend className="method-group__title">{t('checkout.payment.choose')}</legend>
                  <ChoiceError error={showErrors ? errors.payment : null} />
                  {(allPayments ?? []).map((p) => {
                    const blocked = !payments.includes(p);
                    const checked = String(p.id) === v.payment;
                    return (
                      <div
                        key={p.id}
                        className={`method${checked ? ' method--chosen' : ''}${blocked ? ' method--blocked' : ''}`}
                      >
                        <label className="method__label">
                          <input
                            type="radio"
                            name="payment"
                            value={p.id}
                            checked={checked}
                            disabled={blocked}
                            onChange={() => setChoice({ payment: String(p.id) })}
                            data-code={p.code}
                          />
                          <span className="method__text">
                            <strong>{p.name}</strong>
                            <span className="method__description">
                              {blocked ? t('checkout.payment.blocked') : p.description}
                            </span>
                          </span>
                          <span className="method__price">{money(p.prices.withTax)}</span>
                        </label>
                      </div>
                    );
                  })}
                </fieldset>
              </>
            )}
            <div className="checkout-page__nav" data-overlay-guard="">
              <a className="button button--ghost" href={pathFor('checkout')}>
                {t('checkout.actions.backToCart')}
              </a>
              <button
                type="button"
                className="button button--primary"
                onClick={next}
                disabled={loading}
                data-testid="to-details"
              >
                {t('checkout.actions.toDetails')}
              </button>
            </div>
          </div>
          <aside className="checkout-page__side">
            <CheckoutTotals cart={cart} shipper={shipper} payment={payment} />
          </aside>
        </div>
      )}
    </div>
  );
}
