import type { Branch } from '../../shared/contracts/content';

/** Spec 4-style window: closed now when from <= now and (no end or now < end). Upcoming when from is ahead. */
export function closure(
  b: Pick<Branch, 'branch_closed_from' | 'branch_closed_to'>,
  now = Date.now(),
): { from: string; to: string | null } | null {
  if (!b.branch_closed_from) return null;
  const to = b.branch_closed_to ? Date.parse(b.branch_closed_to) : null;
  if (to !== null && Number.isFinite(to) && to <= now) return null;
  return { from: b.branch_closed_from, to: b.branch_closed_to };
}
