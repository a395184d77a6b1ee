import { Fragment, useEffect, type MouseEvent, type ReactNode } from 'react';
import {
  catalogHref,
  goToPage,
  isIndexableListingView,
  loadMorePage,
  setSort,
  type CatalogSortCode,
} from '../../../shared/catalog-url';
import { useRouter } from '../../router/router-context';
import { RenderedOnce } from '../../shell/rendered-once';
import { useT } from '../../shell-context';
import { ProductBox } from '../product/product-box';
import { CatalogFilters } from './catalog-filters';
import { CatalogLink } from './catalog-link';
import type { CatalogListingView } from './catalog-view';

function SortSelect({ listing }: { listing: CatalogListingView }) {
  const t = useT();
  const { navigate } = useRouter();
  return (
    <label className="sort-select">
      <span className="sort-select__label">{t('catalog.sort.label')}</span>
      <select
        value={listing.state.sort}
        data-testid="sort"
        onChange={(event) =>
          void navigate(catalogHref(listing.basePath, setSort(listing.state, event.target.value as CatalogSortCode)), {
            keepScroll: true,
          })
        }
      >
        {listing.sorts.map((code) => (
          <option key={code} value={code}>
            {t(`catalog.sort.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Page numbers with gaps: 1 … 4 5 6 … 20. */
function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

function Pagination({ listing }: { listing: CatalogListingView }) {
  const t = useT();
  const { state, lastPage, basePath, total, perPage } = listing;
  if (lastPage <= 1) return null;
  const href = (page: number) => catalogHref(basePath, goToPage(state, page));
  // Pages 2+ of a plain listing are indexable (their own canonical): search engines follow the links
  // to them. A filtered or sorted listing's pages are noindex: their links stay nofollow.
  const follow = isIndexableListingView(goToPage(state, 1));
  const remaining = Math.min(perPage, total - state.page * perPage);
  return (
    <div className="pagination-area">
      {state.page < lastPage ? (
        <CatalogLink
          href={catalogHref(basePath, loadMorePage(state))}
          className="button button--ghost load-more"
          testId="load-more"
          keepPlace
        >
          {t('catalog.pagination.loadMoreCount', { count: remaining })}
        </CatalogLink>
      ) : null}
      <nav
        className="pagination"
        aria-label={t('catalog.pagination.shown', { shown: Math.min(state.page * perPage, total), total })}
      >
        {state.from > 1 ? (
          <CatalogLink href={href(state.from - 1)} className="pagination__step" label="‹" follow={follow}>
            ‹
          </CatalogLink>
        ) : null}
        {pageWindow(state.page, lastPage).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="pagination__gap">
              …
            </span>
          ) : p >= state.from && p <= state.page ? (
            <span key={p} className="pagination__page pagination__page--current" aria-current="page">
              {p}
            </span>
          ) : (
            <CatalogLink key={p} href={href(p)} className="pagination__page" testId={`page-${p}`} follow={follow}>
              {p}
            </CatalogLink>
          ),
        )}
        {state.page < lastPage ? (
          <CatalogLink
            href={href(state.page + 1)}
            className="pagination__step"
            label="›"
            testId="page-next"
            follow={follow}
          >
            ›
          </CatalogLink>
        ) : null}
      </nav>
    </div>
  );
}

interface CatalogListingProps {
  listing: CatalogListingView;
  /** Slotted between products by position (catalogue banners), 1-based product index. */
  inserts?: { position: number; node: ReactNode }[];
}

/** Filters, sort, the product grid (21 a page), pagination and "load more". */
export function CatalogListing({ listing, inserts = [] }: CatalogListingProps) {
  const t = useT();
  const selectedValues = Object.values(listing.state.params).flat();
  // SPEC 9 view_item_list per shown page of products, select_item on a product link.
  const listItems = () =>
    listing.products.map((p, index) => ({
      item_id: String(p.id),
      item_name: p.name,
      item_category: p.categoryName,
      price: p.price.withTax,
      index,
    }));
  const listKey = listing.products.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per distinct page of products
  useEffect(() => {
    if (listKey)
      void import('../../analytics/data-layer').then((m) => m.pushEcommerce('view_item_list', { items: listItems() }));
  }, [listKey]);
  const selectItem = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest('a[href]');
    const box = link?.closest('[data-product-id]');
    const id = box?.getAttribute('data-product-id');
    const item = listItems().find((i) => i.item_id === id);
    if (item) void import('../../analytics/data-layer').then((m) => m.pushEcommerce('select_item', { items: [item] }));
  };
  return (
    <div className="catalog">
      <CatalogFilters
        filters={listing.filters}
        state={listing.state}
        basePath={listing.basePath}
        total={listing.total}
      />
      <RenderedOnce
        as="section"
        hostProps={{ className: 'catalog__results', 'aria-live': 'polite' }}
        // The count, sort, grid and pagination read the listing (a shared view), the shell, and the
        // banners the page slots in: kept per listing and shell, and per page data too when the page
        // has banners (a category's, from its own shared view). One kept part instead of one per box:
        // the boxes are then not looked up at all (issue 28).
        memoKey={(f) => {
          const listingKey = f.sharedKey?.(listing) ?? null;
          if (listingKey === null) return null;
          if (inserts.length === 0) return `results ${listingKey}`;
          return f.pageKey ? `results ${listingKey} ${f.pageKey}` : null;
        }}
      >
        <div className="catalog__toolbar">
          <p className="catalog__count" data-testid="product-count">
            {t('catalog.productCount', { count: listing.total })}
          </p>
          {listing.sorts.length > 1 ? <SortSelect listing={listing} /> : null}
        </div>
        {listing.products.length === 0 ? (
          <p className="catalog__empty">{t('catalog.filters.noResults')}</p>
        ) : (
          <div className="product-grid" data-testid="product-grid" onClickCapture={selectItem}>
            {listing.products.map((product, i) => (
              <Fragment key={product.id}>
                {inserts.filter((x) => x.position === i + 1).map((x) => x.node)}
                <ProductBox product={product} priority={i === 0} selectedValues={selectedValues} headingLevel={2} />
              </Fragment>
            ))}
          </div>
        )}
        <Pagination listing={listing} />
      </RenderedOnce>
    </div>
  );
}
