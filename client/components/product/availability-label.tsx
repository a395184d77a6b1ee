import type { DeliveryView } from '../../../shared/delivery-promise';
import { useT } from '../../shell-context';
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

/**
 * The delivery promise: "Expres dnes za 6,90 €, kuriér zajtra za 3,90 €" (issue 31). Worded where the
 * carriers are known (shared/delivery-promise.ts: the worker, or the product page's after-load chunk),
 * so this prints it and the first-load chunk carries no date or price logic for it.
 */
export function DeliveryDateLabel({ delivery }: { delivery: DeliveryView }) {
  return <span className="delivery-date">{delivery.text}</span>;
}
