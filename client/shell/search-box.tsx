import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { formatMoney } from '../../shared/money';
import { pathFor } from '../../shared/routes';
import { canSearch, DROPDOWN_CATEGORY_LIMIT, normaliseSearchQuery, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../shared/search-query';
import { imageUrl } from '../../shared/image-url';
import { useRouter } from '../router/router';
import { useShell, useT } from '../shell-context';

/** The slice of the content API's search answer the dropdown reads (type only: no schema in the browser). */
interface SearchAnswer {
  products: { id: number; slug: string; name: string; mainImage: { path: string } | null; prices: { unitWithTax: number; unitWithoutTax: number; currencyCode: string } }[];
  productsTotal: number;
  categories: { id: number; name: string; slug: string }[];
  articles: { _id: string; title: string; slug: string }[];
}

interface Option {
  id: string;
  href: string;
  label: string;
  kind: 'category' | 'product' | 'article' | 'all';
  imagePath?: string | null;
  price?: string;
}

const PRODUCTS_SHOWN = 5;
const ARTICLES_SHOWN = 3;

/**
 * Header search: a GET form to the results page (works without JavaScript) that, while typing, shows a
 * dropdown of categories (5), products and articles (SPEC 4: trimmed, from 3 characters, debounced).
 * Keyboard: arrows move through the options, Enter opens one, Escape closes.
 */
export function SearchBox() {
  const t = useT();
  const shell = useShell();
  const { navigate } = useRouter();
  const listId = useId();
  const [value, setValue] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The dropdown's styles are their own small file (client/styles/pages/search-dropdown.css, emitted like
  // a page's CSS so the manifest names it), linked once, hoisted by React, on first focus.
  const [engaged, setEngaged] = useState(false);
  const dropdownCss = (shell.assets.pageCss as Record<string, string | undefined>)['search-dropdown'];
  const rootRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const q = normaliseSearchQuery(value);
    const timer = window.setTimeout(() => setQuery(canSearch(q) ? q : ''), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  const { data, isLoading } = useSWR<SearchAnswer>(query ? `/api/content/search?q=${encodeURIComponent(query)}&limit=10` : null, { keepPreviousData: true });
  const resultsHref = `${pathFor('search')}?q=${encodeURIComponent(normaliseSearchQuery(value))}`;
  const options: Option[] = [];
  if (query && data) {
    for (const c of data.categories.slice(0, DROPDOWN_CATEGORY_LIMIT)) options.push({ id: `c${c.id}`, href: `/${c.slug}`, label: c.name, kind: 'category' });
    for (const p of data.products.slice(0, PRODUCTS_SHOWN)) {
      const currency = shell.currencies.find((x) => x.code === p.prices.currencyCode) ?? shell.currency;
      const amount = shell.settings.pricesWithVat ? p.prices.unitWithTax : p.prices.unitWithoutTax;
      options.push({ id: `p${p.id}`, href: pathFor('product-slug', { slug: p.slug }), label: p.name, kind: 'product', imagePath: p.mainImage?.path ?? null, price: formatMoney(amount, currency) });
    }
    for (const a of data.articles.slice(0, ARTICLES_SHOWN)) options.push({ id: `a${a._id}`, href: `/clanky/${a.slug}`, label: a.title, kind: 'article' });
    if (data.productsTotal > 0) options.push({ id: 'all', href: resultsHref, label: t('catalog.search.showAll', { count: data.productsTotal }), kind: 'all' });
  }
  const typed = normaliseSearchQuery(value);
  const tooShort = typed.length > 0 && !canSearch(typed);
  const showPanel = open && typed.length > 0 && (tooShort || !!query);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        if (next < -1) return options.length - 1;
        if (next >= options.length) return -1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]!.href);
    }
  };

  let section: Option['kind'] | null = null;
  return (
    <form
      ref={rootRef}
      className="search-box"
      role="search"
      action={pathFor('search')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed) go(resultsHref);
      }}
    >
      <label className="visually-hidden" htmlFor="header-search">
        {t('layout.header.searchLabel')}
      </label>
      <input
        id="header-search"
        className="search-box__input"
        type="search"
        name="q"
        placeholder={t('layout.header.searchPlaceholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          setEngaged(true);
        }}
        onKeyDown={onKeyDown}
        data-testid="search-input"
      />
      <button type="submit" className="search-box__submit" aria-label={t('common.actions.search')}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"/></svg>
      </button>
      {engaged && dropdownCss ? <link rel="stylesheet" href={dropdownCss} precedence="page" /> : null}
      {showPanel ? (
        <div className="search-dropdown" data-testid="search-dropdown">
          {tooShort ? (
            <p className="search-dropdown__note">{t('catalog.search.tooShort', { min: SEARCH_MIN_CHARS })}</p>
          ) : data && options.length === 0 && !isLoading ? (
            <p className="search-dropdown__note">{t('catalog.search.noResults', { query })}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('catalog.search.title')} className="search-dropdown__list">
            {options.map((o, i) => {
              const heading = o.kind !== section && o.kind !== 'all' ? o.kind : null;
              section = o.kind;
              return (
                <li key={o.id} role="presentation">
                  {heading ? <span className="search-dropdown__heading" aria-hidden="true">{t(`catalog.search.${heading === 'category' ? 'categories' : heading === 'product' ? 'products' : 'articles'}`)}</span> : null}
                  <a
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    href={o.href}
                    className={`search-option search-option--${o.kind}${i === active ? ' search-option--active' : ''}`}
                    onClick={(event) => {
                      event.preventDefault();
                      go(o.href);
                    }}
                    onMouseEnter={() => setActive(i)}
                    tabIndex={-1}
                    data-testid={`search-option-${o.kind}`}
                  >
                    {o.kind === 'product' ? <img src={imageUrl(o.imagePath, { width: 56, height: 56, style: 'thumbnail' }) ?? undefined} alt="" width={40} height={40} loading="lazy" /> : null}
                    <span className="search-option__label">{o.label}</span>
                    {o.price ? <span className="search-option__price">{o.price}</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
