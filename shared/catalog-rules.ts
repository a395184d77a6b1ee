/**
 * Display rules of the catalogue that are not about stock, variants or adding to the cart (those
 * live in stock-display.ts, variant-preselection.ts and add-to-cart-rules.ts): title truncation and
 * the rating stars.
 */

export const CATEGORY_TITLE_MAX = 45;
export const USP_TITLE_MAX = 80;
export const RATING_STARS = 5;

/**
 * Cuts a text after `max` characters and adds "…" (SPEC 9: category title at 45, USP title at 80).
 * Counts code points, so an emoji or a combining pair is never split into a broken character;
 * trailing spaces before the ellipsis are dropped.
 */
export function truncateText(text: string | null | undefined, max: number): string {
  const chars = Array.from((text ?? '').trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}

/** A category name in a product box or breadcrumb. */
export function categoryTitle(title: string | null | undefined): string {
  return truncateText(title, CATEGORY_TITLE_MAX);
}

/** A unique-selling-point title. */
export function uspTitle(title: string | null | undefined): string {
  return truncateText(title, USP_TITLE_MAX);
}

export interface RatingStars {
  /** 0 to 5 in half steps. */
  value: number;
  full: number;
  half: 0 | 1;
  empty: number;
}

/**
 * The store's rating 0–100 as 5 stars (SPEC 3) in half steps: 0–100 maps linearly to 0–5 and is
 * rounded to the nearest half (70 → 3.5, 74 → 3.5, 75 → 4). Out-of-range or missing clamps to 0–5.
 */
export function ratingStars(rating: number | null | undefined): RatingStars {
  const r = Number.isFinite(rating) ? Math.min(100, Math.max(0, rating as number)) : 0;
  const value = Math.round(r / 10) / 2;
  const full = Math.floor(value);
  const half = value - full >= 0.5 ? 1 : 0;
  return { value, full, half, empty: RATING_STARS - full - half };
}
