import type { DeliveryView } from '../../../shared/delivery-date';
import { dayMonth } from '../../calendar-day';
import { useShell, useT } from '../../shell-context';
import type { AvailabilityView } from './product-box-view';

/** "Skladom 3 ks" / "Skladom viac ako 5 ks" / "Na objednávku" / "Vypredané" (SPEC 9 stock cap). */
export function AvailabilityLabel({ availability }: { availability: AvailabilityView }) {
  const t = useT();
  let text: string;
  if (!availability.isAvailable) text = availability.text || t('catalog.availability.outOfStock');
  else if (availability.stockShown !== null && availability.code === 'in_stock')
    text = availability.stockCapped
      ? t('catalog.availability.inStockMore', { count: availability.stockShown })
      : t('catalog.availability.inStockCount', { count: availability.stockShown });
  else text = availability.text || t('catalog.availability.onOrder');
  const tone = !availability.isAvailable ? 'out' : availability.code === 'in_stock' ? 'in' : 'order';
  return (
    <span className={`availability availability--${tone}`} data-testid="availability">
      {text}
    </span>
  );
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * Nearest delivery date (SPEC 9: delay days, next day after the carrier's closing time, weekends and
 * Czech holidays skipped). The loader computes the day and the text key (shared/delivery-date.ts runs
 * on the server only); this formats them, with the same text on the worker and in every browser.
 */
export function DeliveryDateLabel({ delivery }: { delivery: DeliveryView }) {
  const t = useT();
  const shell = useShell();
  const day = new Date(`${delivery.iso}T12:00:00Z`);
  const date = dayMonth(shell.locale, delivery.iso);
  return (
    <span className="delivery-date">
      {t(delivery.key, { weekday: t(`common.dates.weekdaysOn.${WEEKDAYS[day.getUTCDay()]!}`), date })}
    </span>
  );
}
