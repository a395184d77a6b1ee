import { useT } from '../../shell-context';
import { RATING_STARS, ratingStars, ratingValue, ratingValueText } from './rating-stars';

/**
 * SPEC 3/9: rating 0–100 shown as 5 stars (drawn to half a star), named with its value to one
 * decimal (the value structured data gives). With `count`, the summary: the value, how many reviews
 * it averages and, with `verifiedCount`, how many of them are verified purchases.
 */
export function StarRating({
  rating,
  count,
  verifiedCount,
}: {
  rating: number | null;
  count?: number;
  verifiedCount?: number;
}) {
  const t = useT();
  const stars = ratingStars(rating);
  const value = ratingValue(rating);
  const valueText = ratingValueText(value ?? 0);
  return (
    <span className="star-rating">
      <span
        className="star-rating__stars"
        role="img"
        aria-label={t('catalog.rating.label', { value: valueText })}
        style={{ ['--fill' as string]: `${(stars / RATING_STARS) * 100}%` }}
      >
        ★★★★★
      </span>
      {count !== undefined ? (
        <span className="star-rating__count">
          {count > 0 && value !== null ? (
            <span className="star-rating__value" data-testid="rating-value">
              {t('catalog.rating.value', { value: valueText })} ·{' '}
            </span>
          ) : null}
          <span data-testid="rating-count">{t('catalog.rating.count', { count })}</span>
          {verifiedCount !== undefined && count > 0 ? (
            <span data-testid="rating-verified">, {t('catalog.rating.verified', { count: verifiedCount })}</span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
