import { z } from './zod';

/**
 * SPEC 4/9 product comparison: the compared product ids the browser keeps (localStorage), at most
 * four, oldest first. Read only by the comparison's own chunk (client/compare/compare-dock.tsx), so
 * zod stays out of every page's first-load JS.
 */
export const COMPARE_LIMIT = 4;

const ComparedIdsSchema = z.array(z.number().int().positive()).max(COMPARE_LIMIT);

/** The stored list, or an empty one for anything else (missing, not JSON, not ids, too many). */
export function parseComparedIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  try {
    const parsed = ComparedIdsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? [...new Set(parsed.data)] : [];
  } catch {
    return [];
  }
}

/**
 * Adds the id, or removes it when it is there. A fifth id is refused: `full` says so and the list
 * stays as it was.
 */
export function toggleComparedId(ids: readonly number[], id: number): { ids: readonly number[]; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), full: false };
  if (ids.length >= COMPARE_LIMIT) return { ids, full: true };
  return { ids: [...ids, id], full: false };
}
