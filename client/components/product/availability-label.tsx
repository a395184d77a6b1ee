import type { DeliveryView } from '../../../shared/delivery-date';
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

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

// One formatter per locale: building one costs far more than formatting (a listing has 21 labels).
const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();
function dayMonthFormat(locale: keyof typeof DATE_LOCALES): Intl.DateTimeFormat {
  let format = dayMonthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
    dayMonthFormats.set(locale, format);
  }
  return format;
}

/**
 * Nearest delivery date (SPEC 9: delay days, next day after the carrier's closing time, weekends and
 * Czech holidays skipped). The loader computes the day and the text key (shared/delivery-date.ts runs
 * on the server only); this formats them. suppressHydrationWarning: browsers' Intl date formats may
 * differ from the worker's in spacing.
 */
export function DeliveryDateLabel({ delivery }: { delivery: DeliveryView }) {
  const t = useT();
  const shell = useShell();
  const day = new Date(`${delivery.iso}T12:00:00Z`);
  const date = dayMonthFormat(shell.locale).format(day);
  return (
    <span className="delivery-date" suppressHydrationWarning>
      {t(delivery.key, { weekday: t(`common.dates.weekdaysOn.${WEEKDAYS[day.getUTCDay()]!}`), date })}
    </span>
  );
}
