import { calendarDateToDate, deliveryMessageKey, nearestDeliveryDate, weekdayMessageKey } from '../../../shared/delivery-date';
import { useShell, useT } from '../../shell-context';
import type { AvailabilityView } from './product-box-view';

const DATE_LOCALES = { sk: 'sk-SK', cs: 'cs-CZ', de: 'de-DE' } as const;

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

/**
 * Nearest delivery date (SPEC 9: delay days, next day after the carrier's closing time, weekends and
 * Czech holidays skipped). Computed at render time; the server and the browser agree except across
 * midnight, hence suppressHydrationWarning.
 */
export function DeliveryDateLabel({ delayDays, closesAt }: { delayDays: number; closesAt?: string | null }) {
  const t = useT();
  const shell = useShell();
  const delivery = nearestDeliveryDate({ now: new Date(), delayDays, closesAt: closesAt ?? null });
  const key = deliveryMessageKey(delivery);
  const date = new Intl.DateTimeFormat(DATE_LOCALES[shell.locale], { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(calendarDateToDate(delivery.date));
  return (
    <span className="delivery-date" suppressHydrationWarning>
      {t(key, { weekday: t(weekdayMessageKey(delivery.date)), date })}
    </span>
  );
}
