import { freeShippingProgress } from '../../../shared/cart-money';
import { formatMoney } from '../../../shared/money';
import { useShell, useT } from '../../shell-context';

/**
 * "Buy for N more and shipping is free" with a bar (SPEC 3 freeShippingAt). A cart whose products all
 * ship free already (the store's `freeShippers`, the same rule the shipping step prices by) has it.
 */
export function FreeShippingProgress({
  total,
  freeShippingAt,
  freeShippers = [],
}: {
  total: number;
  freeShippingAt: number | null | undefined;
  freeShippers?: readonly number[];
}) {
  const t = useT();
  const { currency } = useShell();
  const byThreshold = freeShippingProgress(total, freeShippingAt, currency.decimalPlaces);
  const progress = byThreshold && freeShippers.length > 0 ? { remaining: 0, ratio: 1, reached: true } : byThreshold;
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
