/** Last visited products (SPEC 4/9: newest first, no duplicates, cut to 8). */

export const LAST_VISITED_LIMIT = 8;
export const LAST_VISITED_STORAGE_KEY = 'last-visited';

export function pushLastVisited(
  list: readonly number[],
  productId: number,
  limit: number = LAST_VISITED_LIMIT,
): number[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, Math.max(0, limit));
}

/** Reads a stored list defensively (anything odd becomes an empty list). */
export function parseLastVisited(raw: string | null | undefined): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((x): x is number => Number.isInteger(x) && x > 0);
    return [...new Set(ids)].slice(0, LAST_VISITED_LIMIT);
  } catch {
    return [];
  }
}
