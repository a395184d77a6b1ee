/** Store categories (the seed's tree) as the contract's ProductCategory, with product counts from D1. */
import type { ProductCategory } from '../../../shared/contracts/store';
import { CATEGORIES } from '../seed/catalog-constants';
import { categoryById } from '../seed/product-generator';
import { categoryFullname } from './product-view';
import type { Locale } from './store-context';

/** Products per category including descendants (from the per-category aggregates, migration 0004). */
export async function categoryCounts(db: D1Database): Promise<Map<number, number>> {
  const rows = await db
    .prepare('SELECT category_id, total AS n FROM category_stats')
    .all<{ category_id: number; n: number }>();
  const counts = new Map<number, number>();
  for (const r of rows.results) {
    let c = categoryById.get(r.category_id);
    while (c) {
      counts.set(c.id, (counts.get(c.id) ?? 0) + r.n);
      c = c.parentId === null ? undefined : categoryById.get(c.parentId);
    }
  }
  return counts;
}

export function categoryPath(id: number): number[] {
  const path: number[] = [];
  let c = categoryById.get(id);
  while (c) {
    path.unshift(c.id);
    c = c.parentId === null ? undefined : categoryById.get(c.parentId);
  }
  return path;
}

/** A category and all its descendants' ids. */
export function categorySubtree(id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const c of CATEGORIES) if (c.parentId === out[i]) out.push(c.id);
  return out;
}

export function categoryView(id: number, locale: Locale, counts: Map<number, number>): ProductCategory | null {
  const c = categoryById.get(id);
  if (!c) return null;
  return {
    id: c.id,
    parentId: c.parentId,
    name: c.name[locale],
    slug: c.slug[locale],
    slugs: c.slug,
    fullname: categoryFullname(c.id, locale),
    path: categoryPath(c.id),
    position: CATEGORIES.indexOf(c),
    productCount: counts.get(c.id) ?? 0,
  };
}
