/**
 * The ORDER BY of each catalogue sort. One copy for the live page query and for the search facet
 * index's precomputed orders, so SQLite orders both the same way (ties, text and number comparisons).
 */
import type { CatalogSort } from '../../../shared/contracts/catalog';
import type { CurrencyCode } from '../../../shared/contracts/store';

export const priceColumn = (currency: CurrencyCode) => (currency === 'EUR' ? 'p.price_eur' : 'p.price_czk');

/** Every sort ends on the id, so an order is total and a page boundary is stable. */
export const SORT_SQL = (sort: CatalogSort, currency: CurrencyCode): string =>
  ({
    DefaultSort: 'p.rank ASC, p.id ASC',
    LatestSort: 'p.created_at DESC, p.id DESC',
    PriceSortASC: `${priceColumn(currency)} ASC, p.id ASC`,
    PriceSortDESC: `${priceColumn(currency)} DESC, p.id ASC`,
  })[sort];
