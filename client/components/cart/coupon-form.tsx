import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/fetch-json';
import { storeErrorText } from '../../../shared/store-error-message';
import { useShell, useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';
import type { UseCart } from '../../hooks/use-cart';

/** Coupon apply/remove; the store's refusal (expired, minimum not reached) shows beside the field. */
export function CouponForm({
  couponCode,
  applyCoupon,
  removeCoupon,
}: { couponCode: string | null } & Pick<UseCart, 'applyCoupon' | 'removeCoupon'>) {
  const t = useT();
  const { currencies } = useShell();
  const { notify } = useNotify();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() === '') {
      setError(t('cart.coupon.invalid'));
      return;
    }
    setBusy(true);
    const result = await applyCoupon(code);
    setBusy(false);
    if (result.ok) {
      notify('success', t('cart.coupon.applied', { code: code.trim() }));
      setCode('');
      setError(null);
    } else {
      // The store's refusal beside the field; anything else (offline, a server error) is the notifier's.
      setError(
        result.error instanceof ApiError
          ? (storeErrorText(t, result.error.item, currencies) ?? t('cart.coupon.invalid'))
          : null,
      );
    }
  };

  if (couponCode) {
    return (
      <div className="coupon coupon--applied">
        <span>{t('checkout.coupon.applied', { code: couponCode })}</span>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            if (await removeCoupon()) notify('success', t('cart.coupon.removed'));
            setBusy(false);
          }}
        >
          {t('cart.coupon.remove')}
        </button>
      </div>
    );
  }
  return (
    <form className="coupon" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={`${id}-code`}>
        {t('cart.coupon.label')}
      </label>
      <div className="coupon__row">
        <input
          id={`${id}-code`}
          type="text"
          value={code}
          placeholder={t('cart.coupon.placeholder')}
          autoComplete="off"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
          {t('cart.coupon.apply')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
