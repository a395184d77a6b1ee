import { useEffect } from 'react';
import { SEARCH_MIN_CHARS } from '../../shared/search-query';
import { tracksSearch } from '../../shared/search-words';
import { CatalogListing } from '../../client/components/catalog/catalog-listing';
import type { CatalogListingView } from '../../client/components/catalog/catalog-view';
import { ProductBox } from '../../client/components/product/product-box';
import type { ProductBoxView } from '../../client/components/product/product-box-view';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface SearchPageData {
  query: string;
  /** Why there are no results to show: nothing typed, or too short (SPEC 4). */
  message: 'empty' | 'tooShort' | null;
  listing: CatalogListingView | null;
  categories: { id: number; title: string; href: string }[];
  articles: { id: string; title: string; perex: string | null; href: string }[];
  /** Found nothing: the shop's popular products to go on with (absent otherwise). */
  popular?: ProductBoxView[];
}

/**
 * An empty result does not end the search: the main menu's categories (already in the shell) and
 * popular products (issue 31).
 */
function Suggestions({ popular }: { popular: ProductBoxView[] }) {
  const t = useT();
  const categories = useShell().menus.main.filter((item) => !item.external);
  return (
    <div className="search-page__suggestions" data-testid="search-suggestions">
      <p>{t('catalog.search.suggestions')}</p>
      {categories.length ? (
        <nav className="search-page__categories" aria-labelledby="search-popular-categories">
          <h2 id="search-popular-categories" className="section-title">
            {t('catalog.search.popularCategories')}
          </h2>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <a className="subcategory" href={c.path}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {popular.length ? (
        <section aria-labelledby="search-popular-products">
          <h2 id="search-popular-products" className="section-title">
            {t('catalog.search.popularProducts')}
          </h2>
          <div className="product-grid">
            {popular.map((p) => (
              <ProductBox key={p.id} product={p} showQuantity={false} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** Search results: categories and articles found, then the products with filters, sorts and paging. */
export default function SearchPage({ data }: PageProps<SearchPageData>) {
  const t = useT();
  // SPEC 9 search tracking, only for a query the search accepted (SPEC 4), from SPEC 5's minimum
  // characters (main configuration: 4).
  const tracked = !data.message && tracksSearch(data.query) ? data.query : null;
  useEffect(() => {
    if (tracked) void import('../../client/analytics/data-layer').then((m) => m.pushSearch(tracked));
  }, [tracked]);
  return (
    <div className="container search-page">
      <h1>
        {data.query && !data.message
          ? t('catalog.search.resultsFor', { query: data.query })
          : t('catalog.search.title')}
      </h1>
      {data.message ? (
        <div className="search-page__message" role="status" data-testid="search-message">
          <p>
            {data.message === 'empty'
              ? t('catalog.search.empty')
              : t('catalog.search.tooShort', { min: SEARCH_MIN_CHARS })}
          </p>
          <form action="/hladat" method="get" className="search-page__form">
            <label className="visually-hidden" htmlFor="search-page-q">
              {t('catalog.search.title')}
            </label>
            <input id="search-page-q" type="search" name="q" defaultValue={data.query} minLength={SEARCH_MIN_CHARS} />
            <button type="submit" className="button button--primary">
              {t('common.actions.search')}
            </button>
          </form>
        </div>
      ) : null}
      {data.categories.length ? (
        <nav className="search-page__categories" aria-label={t('catalog.search.categories')}>
          <ul>
            {data.categories.map((c) => (
              <li key={c.id}>
                <a className="subcategory" href={c.href}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.listing ? (
        data.listing.total === 0 &&
        data.listing.state.page === 1 &&
        Object.keys(data.listing.state.params).length === 0 ? (
          <>
            <p className="catalog__empty" data-testid="search-no-results">
              {t('catalog.search.noResults', { query: data.query })}
            </p>
            <Suggestions popular={data.popular ?? []} />
          </>
        ) : (
          <CatalogListing listing={data.listing} />
        )
      ) : null}
      {data.articles.length ? (
        <section className="search-page__articles">
          <h2 className="section-title">{t('catalog.search.articles')}</h2>
          <ul>
            {data.articles.map((a) => (
              <li key={a.id}>
                <a href={a.href}>
                  <strong>{a.title}</strong>
                </a>
                {a.perex ? <p className="muted">{a.perex}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
