import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * What this page shows changes by the clock alone at `at` (a delivery promise's cut-off, a banner's or
 * an offer's start or end): no copy of it is kept or shared past then. The earliest of a page's
 * moments wins; null (nothing changes) leaves it as it is.
 */
export function showsUntil(c: Context<AppEnv>, at: number | null): void {
  if (at === null) return;
  const until = c.get('showsUntil');
  if (until === undefined || at < until) c.set('showsUntil', at);
}
