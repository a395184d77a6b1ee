/** Stars shown for a rating (SPEC 3 and 9: "rating (0-100 mapped to 5 stars)", "5 stars"). */
export const RATING_STARS = 5;

/**
 * The store's rating 0–100 as 0–5 stars in half steps: linear, rounded to the nearest half
 * (70 → 3.5, 74 → 3.5, 75 → 4). Missing (unrated) is 0; out of range clamps to 0–5.
 */
export function ratingStars(rating: number | null | undefined): number {
  const r = Number.isFinite(rating) ? Math.min(100, Math.max(0, rating as number)) : 0;
  return Math.round(r / 10) / 2;
}

/**
 * The rating as a number out of 5 with one decimal (73.3 → 3.7): what the page says and what its
 * structured data's `ratingValue` is (issue 52.6: the markup said 3.3 where the page said 3.5). Null
 * when unrated.
 */
export function ratingValue(rating: number | null | undefined): number | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  return Math.round(Math.min(100, Math.max(0, rating)) / 2) / 10;
}

/** "3,7": sk, cs and de write one decimal with a comma. */
export const ratingValueText = (value: number) => value.toFixed(1).replace('.', ',');
