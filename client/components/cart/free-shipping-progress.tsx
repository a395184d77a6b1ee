import { formatMoney, freeShippingProgress } from '../../../shared/money';
import { useShell, useT } from '../../shell-context';

/** "Buy for N more and shipping is free" with a bar (SPEC 3 freeShippingAt). */
export function FreeShippingProgress({
  total,
  freeShippingAt,
}: {
  total: number;
  freeShippingAt: number | null | undefined;
}) {
  const t = useT();
  const { currency } = useShell();
  const progress = freeShippingProgress(total, freeShippingAt, currency.decimalPlaces);
  if (!progress) return null;
  return (
    <div className={`free-shipping${progress.reached ? ' free-shipping--reached' : ''}`} data-testid="free-shipping">
      <p className="free-shipping__text">
        {progress.reached
          ? t('cart.freeShipping.reached')
          : t('cart.freeShipping.remaining', { amount: formatMoney(progress.remaining, currency) })}
      </p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-label={t('cart.freeShipping.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.ratio * 100)}
      >
        <span style={{ width: `${Math.round(progress.ratio * 100)}%` }} />
      </div>
    </div>
  );
}
