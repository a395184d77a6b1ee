import { useT } from '../../shell-context';
import { RATING_STARS, ratingStars } from './rating-stars';

/** SPEC 3/9: rating 0–100 shown as 5 stars (to half a star). */
export function StarRating({ rating, count }: { rating: number | null; count?: number }) {
  const t = useT();
  const stars = ratingStars(rating);
  return (
    <span className="star-rating" aria-label={t('catalog.rating.label', { value: stars })} role="img">
      <span
        className="star-rating__stars"
        aria-hidden="true"
        style={{ ['--fill' as string]: `${(stars / RATING_STARS) * 100}%` }}
      >
        ★★★★★
      </span>
      {count !== undefined ? <span className="star-rating__count">{t('catalog.rating.count', { count })}</span> : null}
    </span>
  );
}
