/** Page numbers of paged content listings: `?page=` read leniently, and the pagination a page shows. */
import type { PaginationView } from '../../client/components/content-blocks/content-views';

/** `?page=` as a positive integer; anything else is page 1 (loaders never fail on bad input). */
export function pageParam(query: URLSearchParams): number {
  const raw = query.get('page');
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function paginationOf(page: number, total: number, perPage: number, basePath: string): PaginationView {
  return { page, lastPage: Math.max(1, Math.ceil(total / perPage)), basePath };
}
