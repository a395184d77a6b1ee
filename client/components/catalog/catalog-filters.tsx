import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  catalogHref,
  clearFilters,
  hasFilters,
  setPriceRange,
  setStockOnly,
  toggleParam,
  toggleTag,
  type CatalogUrlState,
} from '../../../shared/catalog-url';
import { formatMoney } from '../../../shared/money';
import { useRouter } from '../../router/router-context';
import { RenderedOnce } from '../../shell/rendered-once';
import { useInertOutside } from '../inert-outside';
import { useT } from '../../shell-context';
import { useCurrencyFormat } from '../product/price-box';
import { CatalogLink } from './catalog-link';
import type { CatalogFiltersView, ParameterFilterView } from './catalog-view';

const VALUES_SHOWN = 8;

function ParameterFilter({
  filter,
  state,
  basePath,
}: {
  filter: ParameterFilterView;
  state: CatalogUrlState;
  basePath: string;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const selectedCount = filter.values.filter((v) => v.selected).length;
  const values = expanded || filter.kind === 'color' ? filter.values : filter.values.slice(0, VALUES_SHOWN);
  return (
    // SPEC 3 closedFilter: collapsed until opened, unless something in it is selected.
    <details className="filter" open={!filter.closed || selectedCount > 0} data-testid={`filter-${filter.entityId}`}>
      <summary className="filter__title">
        {filter.name}
        {selectedCount ? <span className="filter__count">{selectedCount}</span> : null}
      </summary>
      <ul className={`filter__values filter__values--${filter.kind}`}>
        {values.map((value) => {
          const href = catalogHref(basePath, toggleParam(state, filter.entityId, value.id));
          const disabled = value.count === 0 && !value.selected;
          return (
            <li key={value.id}>
              {disabled ? (
                <span className="filter-value filter-value--disabled">
                  {value.hex ? (
                    <span className="swatch" style={{ background: value.hex }} aria-hidden="true" />
                  ) : (
                    <span className="checkbox" aria-hidden="true" />
                  )}
                  <span className="filter-value__title">{value.title}</span>
                </span>
              ) : (
                <CatalogLink
                  href={href}
                  className={`filter-value${value.selected ? ' filter-value--selected' : ''}`}
                  pressed={value.selected}
                  testId={`filter-value-${value.id}`}
                >
                  {value.hex ? (
                    <span className="swatch" style={{ background: value.hex }} aria-hidden="true" />
                  ) : (
                    <span className="checkbox" aria-hidden="true" />
                  )}
                  <span className="filter-value__title">{value.title}</span>
                  <span className="filter-value__count">{value.count}</span>
                </CatalogLink>
              )}
            </li>
          );
        })}
      </ul>
      {filter.kind !== 'color' && filter.values.length > VALUES_SHOWN ? (
        <button type="button" className="link-button" onClick={() => setExpanded((x) => !x)}>
          {expanded ? t('catalog.filters.showFewerValues') : t('catalog.filters.showMoreValues')}
        </button>
      ) : null}
    </details>
  );
}

/** One end of the price range: an amount field, empty meaning "no limit" (the placeholder shows the list's own). */
function PriceField({
  name,
  label,
  placeholder,
  value,
  testId,
}: {
  name: 'priceFrom' | 'priceTo';
  label: string;
  placeholder: number;
  value: number | null;
  testId: string;
}) {
  return (
    <label className="price-filter__field">
      <span>{label}</span>
      <input
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={String(placeholder)}
        defaultValue={value ?? ''}
        data-testid={testId}
      />
    </label>
  );
}

function PriceFilter({
  filters,
  state,
  basePath,
}: {
  filters: CatalogFiltersView;
  state: CatalogUrlState;
  basePath: string;
}) {
  const t = useT();
  const { navigate } = useRouter();
  const currency = useCurrencyFormat(filters.price.currencyCode);
  const min = Math.floor(filters.price.min);
  const max = Math.ceil(filters.price.max);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const v = String(form.get(name) ?? '')
        .replace(',', '.')
        .trim();
      return v === '' ? null : Number(v);
    };
    let from = read('priceFrom');
    let to = read('priceTo');
    if (from !== null && from <= min) from = null;
    if (to !== null && to >= max) to = null;
    void navigate(catalogHref(basePath, setPriceRange(state, from, to)), { keepScroll: true });
  };
  return (
    <details className="filter" open data-testid="filter-price">
      <summary className="filter__title">{t('catalog.filters.price')}</summary>
      <form className="price-filter" onSubmit={onSubmit} key={`${state.priceFrom}-${state.priceTo}`}>
        <PriceField
          name="priceFrom"
          label={t('catalog.filters.priceFrom')}
          placeholder={min}
          value={state.priceFrom}
          testId="price-from"
        />
        <span aria-hidden="true">–</span>
        <PriceField
          name="priceTo"
          label={t('catalog.filters.priceTo')}
          placeholder={max}
          value={state.priceTo}
          testId="price-to"
        />
        <button type="submit" className="button button--ghost price-filter__submit" data-testid="price-apply">
          OK
        </button>
      </form>
      <p className="price-filter__range">
        {formatMoney(min, currency, { trimZeroDecimals: true })} –{' '}
        {formatMoney(max, currency, { trimZeroDecimals: true })}
      </p>
    </details>
  );
}

/**
 * The filter panel: parameters (important first, closed collapsed, colour swatches), price range, tags,
 * availability, and the chosen filters with one-click removal. Every choice is a URL (CatalogLink).
 */
export function CatalogFilters({
  filters,
  state,
  basePath,
  total,
}: {
  filters: CatalogFiltersView;
  state: CatalogUrlState;
  basePath: string;
  /** Products matching the current choice ("Show N products" in the phone drawer). */
  total: number;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The open drawer covers the whole screen: the page behind it is out of reach (focus, pointer, screen reader).
  useInertOutside(() => document.getElementById('catalog-filters-panel'), open);
  // Phones: the panel is a full-screen drawer; the page behind does not scroll, Escape closes it,
  // focus goes in on opening and back to the toggle on closing.
  useEffect(() => {
    if (!open) return;
    const toggle = toggleRef.current;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.documentElement.classList.add('scroll-locked');
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKeyDown);
      toggle?.focus();
    };
  }, [open]);
  const chosen = filters.parameters.flatMap((f) => f.values.filter((v) => v.selected).map((v) => ({ f, v })));
  return (
    <aside className={`catalog-filters${open ? ' catalog-filters--open' : ''}`} aria-label={t('catalog.filters.title')}>
      <button
        type="button"
        ref={toggleRef}
        className="button button--ghost catalog-filters__toggle"
        aria-expanded={open}
        aria-controls="catalog-filters-panel"
        onClick={() => setOpen((x) => !x)}
        data-testid="filters-toggle"
      >
        {t('catalog.filters.open')}
        {hasFilters(state) ? (
          <span className="filter__count">
            {chosen.length +
              state.tags.length +
              (state.stock ? 1 : 0) +
              (state.priceFrom !== null || state.priceTo !== null ? 1 : 0)}
          </span>
        ) : null}
      </button>
      {/* The panel is drawn from the shared listing's filters and state alone (worker/loaders/
          catalog-listing.ts): the worker writes it from markup kept per listing (issue 28). */}
      <RenderedOnce
        as="div"
        hostProps={{ className: 'catalog-filters__panel', id: 'catalog-filters-panel' }}
        memoKey={(f) => {
          const views = [f.sharedKey?.(filters), f.sharedKey?.(state)];
          return views[0] && views[1] ? `filters ${views.join(' ')} ${basePath} ${total}` : null;
        }}
      >
        <div className="catalog-filters__drawer-head">
          <h2 className="catalog-filters__drawer-title">{t('catalog.filters.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            className="modal__close"
            aria-label={t('catalog.filters.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        {hasFilters(state) ? (
          <div className="chosen-filters">
            <p className="chosen-filters__title">{t('catalog.filters.selected')}</p>
            <ul>
              {chosen.map(({ f, v }) => (
                <li key={`${f.entityId}:${v.id}`}>
                  <CatalogLink
                    href={catalogHref(basePath, toggleParam(state, f.entityId, v.id))}
                    className="chip"
                    label={t('catalog.filters.removeOne', { name: v.title })}
                  >
                    {v.title} ×
                  </CatalogLink>
                </li>
              ))}
            </ul>
            <CatalogLink
              href={catalogHref(basePath, clearFilters(state))}
              className="link-button"
              testId="filters-reset"
            >
              {t('catalog.filters.reset')}
            </CatalogLink>
          </div>
        ) : null}
        {filters.parameters.map((filter) => (
          <ParameterFilter key={filter.entityId} filter={filter} state={state} basePath={basePath} />
        ))}
        {filters.price.max > filters.price.min || state.priceFrom !== null || state.priceTo !== null ? (
          <PriceFilter filters={filters} state={state} basePath={basePath} />
        ) : null}
        {filters.tags.length ? (
          <details className="filter" open>
            <summary className="filter__title">{t('catalog.filters.tags')}</summary>
            <ul className="filter__values">
              {filters.tags.map((tag) => (
                <li key={tag.code}>
                  <CatalogLink
                    href={catalogHref(basePath, toggleTag(state, tag.code))}
                    className={`filter-value${tag.selected ? ' filter-value--selected' : ''}`}
                    pressed={tag.selected}
                  >
                    <span className="checkbox" aria-hidden="true" />
                    <span className="filter-value__title">{tag.text}</span>
                    <span className="filter-value__count">{tag.count}</span>
                  </CatalogLink>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <details className="filter" open>
          <summary className="filter__title">{t('catalog.filters.availability')}</summary>
          <CatalogLink
            href={catalogHref(basePath, setStockOnly(state, !state.stock))}
            className={`filter-value${state.stock ? ' filter-value--selected' : ''}`}
            pressed={state.stock}
            testId="filter-stock"
          >
            <span className="checkbox" aria-hidden="true" />
            <span className="filter-value__title">{t('catalog.filters.inStockOnly')}</span>
            <span className="filter-value__count">{filters.availability.inStockCount}</span>
          </CatalogLink>
        </details>
        <div className="catalog-filters__drawer-foot">
          <button
            type="button"
            className="button button--primary catalog-filters__apply"
            onClick={() => setOpen(false)}
            data-testid="filters-apply"
          >
            {t('catalog.filters.showProducts', { products: t('catalog.productCount', { count: total }) })}
          </button>
        </div>
      </RenderedOnce>
    </aside>
  );
}
