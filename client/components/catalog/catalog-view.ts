/**
 * What the catalogue UI (category, virtual category, brand, search results) receives from its loader:
 * the listing (products, filters, sorts, paging) as small plain data. Types only, shared by the worker
 * loaders and the browser components.
 */
import type { CatalogUrlState, CatalogSortCode } from '../../../shared/catalog-url';
import type { ProductBoxView } from '../product/product-box-view';

export interface FilterValueView {
  id: number;
  title: string;
  hex: string | null;
  count: number;
  selected: boolean;
}

export interface ParameterFilterView {
  entityId: number;
  name: string;
  /** Catalogue settings: shown first and open. */
  important: boolean;
  /** Catalogue settings: rendered collapsed. */
  closed: boolean;
  /** Swatches instead of checkboxes. */
  kind: 'color' | 'brand' | 'plain';
  values: FilterValueView[];
}

export interface CatalogFiltersView {
  parameters: ParameterFilterView[];
  price: { currencyCode: string; min: number; max: number; from: number | null; to: number | null };
  tags: { code: string; text: string; color: string; count: number; selected: boolean }[];
  availability: { inStockCount: number; selected: boolean };
}

export interface CatalogListingView {
  products: ProductBoxView[];
  filters: CatalogFiltersView;
  sorts: CatalogSortCode[];
  state: CatalogUrlState;
  total: number;
  lastPage: number;
  perPage: number;
  /** The listing's path without query (links are built from it). */
  basePath: string;
  /** Parameter values fixed by the page itself (virtual/filtered category, brand): not removable. */
  fixedValues: number[];
}
