import { useEffect, useState } from 'react';
import { countdownParts } from '../../../shared/limited-offers';
import { useT } from '../../shell-context';
import { CdnImage } from '../image/cdn-image';
import { PriceBox } from '../product/price-box';
import type { ProductBoxView } from '../product/product-box-view';

/** A category's live limited offer as the loader gives it (pages/category/loader.ts). */
export interface LimitedOfferView {
  id: string;
  title: string;
  button: string;
  /** When the offer is over (epoch ms); null: runs until switched off (no countdown). */
  endsAt: number | null;
  /** "Platí do 29. 11. 23:59" in the shop's time zone, worded by the loader; null without an end. */
  until: string | null;
  product: Pick<ProductBoxView, 'name' | 'href' | 'imagePath' | 'imageAlt' | 'price' | 'contents'>;
}

const THUMB = { width: 72, height: 76 };

/**
 * SPEC 3 limited offer ("Ponuka dňa"): the deal's product with its price and a link to it, and the
 * time left. The server and the first browser render show the end as a date ("Platí do …"), which
 * needs no clock and so hydrates as it was written; once live, the browser counts down each second
 * and takes the offer away when it is over (a page cached before the end must not keep selling it).
 */
export function LimitedOffer({ offer }: { offer: LimitedOfferView }) {
  const t = useT();
  const [now, setNow] = useState<number | null>(null);
  const { endsAt } = offer;
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  if (endsAt !== null && now !== null && now >= endsAt) return null;
  const left = endsAt !== null && now !== null ? countdownParts(endsAt - now) : null;
  return (
    <section className="limited-offer" aria-label={offer.title} data-testid="limited-offer">
      <p className="limited-offer__title">{offer.title}</p>
      <a className="limited-offer__product" href={offer.product.href}>
        <CdnImage path={offer.product.imagePath} alt={offer.product.imageAlt} size={THUMB} style="product" />
        <span className="limited-offer__name">{offer.product.name}</span>
      </a>
      <PriceBox price={offer.product.price} contents={offer.product.contents} className="limited-offer__price" />
      {left ? (
        <p className="limited-offer__time" role="timer">
          {t('catalog.limitedOffer.endsIn', {
            time: left.days > 0 ? `${t('catalog.limitedOffer.days', { count: left.days })} ${left.clock}` : left.clock,
          })}
        </p>
      ) : offer.until ? (
        <p className="limited-offer__time">{offer.until}</p>
      ) : null}
      <a className="button button--primary limited-offer__button" href={offer.product.href}>
        {offer.button}
      </a>
    </section>
  );
}
