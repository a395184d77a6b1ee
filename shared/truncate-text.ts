/**
 * The one truncation rule (SPEC 9: "category title truncated at 45 characters, USP title at 80"):
 * the first `max` characters are kept and "…" is added. Counts code points, so an emoji or an accented
 * letter is never split; surrounding spaces are trimmed and none is left before the ellipsis.
 * Used by worker loaders and client views alike.
 */

export const CATEGORY_TITLE_MAX = 45;
export const USP_TITLE_MAX = 80;

export function truncateText(text: string | null | undefined, max: number): string {
  const chars = Array.from((text ?? '').trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}
