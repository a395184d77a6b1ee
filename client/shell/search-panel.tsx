import { use, useEffect, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { preinit } from 'react-dom';
import useSWR from 'swr';
import { formatMoney } from '../../shared/money';
import { productHref, shellProductCategoryPaths } from '../components/product/product-href';
import {
  DROPDOWN_CATEGORY_LIMIT,
  normaliseSearchQuery,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
} from '../../shared/search-query';
import { canSearch, searchTerm } from '../../shared/search-words';
import { imageUrl } from '../../shared/image-url';
import { useShell, useT } from '../shell-context';
import type { SearchKeyHandler, SearchPanelState } from './search-box';

/** The slice of the content API's search answer the dropdown reads (type only: no schema in the browser). */
interface SearchAnswer {
  products: {
    id: number;
    slug: string;
    categoryId: number;
    name: string;
    mainImage: { path: string } | null;
    prices: { unitWithTax: number; unitWithoutTax: number; currencyCode: string };
  }[];
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

const stylesheets = new Map<string, Promise<void>>();
/**
 * The dropdown's stylesheet, inserted where React keeps page styles (precedence "page") and applied
 * before the dropdown first shows. Rendered as a `<link precedence>` instead, React holds whichever
 * render first shows the dropdown until the stylesheet has loaded, a keystroke's render too, and
 * everything that render carries waits with it (issue 31). Waiting here keeps the dropdown in its
 * fallback (nothing) until then, and no render waits. A stylesheet that fails shows the dropdown unstyled.
 */
function stylesheetApplied(href: string): Promise<void> {
  let applied = stylesheets.get(href);
  if (!applied) {
    preinit(href, { as: 'style', precedence: 'page' });
    const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (l) => l.getAttribute('href') === href,
    );
    applied =
      !link || link.sheet
        ? Promise.resolve()
        : new Promise<void>((done) => {
            link.addEventListener('load', () => done(), { once: true });
            link.addEventListener('error', () => done(), { once: true });
          });
    stylesheets.set(href, applied);
  }
  return applied;
}
const ARTICLES_SHOWN = 3;

interface SearchPanelProps {
  listId: string;
  /** What the shopper typed (raw). */
  value: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  go: (href: string) => void;
  resultsHref: string;
  /** The input's ARIA state and key handler live in the header (the input is rendered there). */
  onState: (state: SearchPanelState) => void;
  keyHandler: RefObject<SearchKeyHandler | null>;
}

/** The header search's dropdown (client/shell/search-box.tsx loads it on the input's first focus). */
export default function SearchPanel({
  listId,
  value,
  open,
  setOpen,
  go,
  resultsHref,
  onState,
  keyHandler,
}: SearchPanelProps) {
  const t = useT();
  const shell = useShell();
  const dropdownCss = (shell.assets.pageCss as Record<string, string | undefined>)['search-dropdown'];
  if (dropdownCss) use(stylesheetApplied(dropdownCss));
  const [query, setQuery] = useState('');
  // The option chosen with the arrow keys (the pointer only hovers: WAI-ARIA combobox), -1 for none.
  const [active, setActive] = useState(-1);

  // SPEC 4: the words of 3 characters or more are searched ("masážny o" asks for "masážny").
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(searchTerm(value)), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const { data, isLoading } = useSWR<SearchAnswer>(
    query ? `/api/content/search?q=${encodeURIComponent(query)}&limit=10` : null,
    { keepPreviousData: true },
  );
  // Typing, or a new answer arriving, moves the highlight back to the input: Enter then searches what
  // was typed, never an option of an earlier list (issue 31).
  const [seen, setSeen] = useState({ value, data });
  if (seen.value !== value || seen.data !== data) {
    setSeen({ value, data });
    setActive(-1);
  }
  const options: Option[] = [];
  if (query && data && data.productsTotal > 0)
    // First, so it is in reach above a phone's keyboard (issue 31); keyboard order follows.
    options.push({
      id: 'all',
      href: resultsHref,
      label: t('catalog.search.showAll', { count: data.productsTotal }),
      kind: 'all',
    });
  const foundNothing = !!query && !!data && !isLoading && data.productsTotal === 0 && data.categories.length === 0;
  if (foundNothing) {
    // Nothing found: the main menu's categories to go on with.
    for (const c of shell.menus.main.filter((item) => !item.external).slice(0, DROPDOWN_CATEGORY_LIMIT))
      options.push({ id: `m${c.id}`, href: c.path, label: c.title, kind: 'category' });
  } else if (query && data) {
    for (const c of data.categories.slice(0, DROPDOWN_CATEGORY_LIMIT))
      options.push({ id: `c${c.id}`, href: `/${c.slug}`, label: c.name, kind: 'category' });
    for (const p of data.products.slice(0, PRODUCTS_SHOWN)) {
      const currency = shell.currencies.find((x) => x.code === p.prices.currencyCode) ?? shell.currency;
      const amount = shell.settings.pricesWithVat ? p.prices.unitWithTax : p.prices.unitWithoutTax;
      options.push({
        id: `p${p.id}`,
        href: productHref(p, shellProductCategoryPaths(shell)),
        label: p.name,
        kind: 'product',
        imagePath: p.mainImage?.path ?? null,
        price: formatMoney(amount, currency),
      });
    }
    for (const a of data.articles.slice(0, ARTICLES_SHOWN))
      options.push({ id: `a${a._id}`, href: `/clanky/${a.slug}`, label: a.title, kind: 'article' });
  }
  const typed = normaliseSearchQuery(value);
  const tooShort = typed.length > 0 && !canSearch(typed);
  const showPanel = open && typed.length > 0 && (tooShort || !!query);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const choose = (href: string) => {
    setActive(-1);
    go(href);
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
      choose(options[active]!.href);
    }
  };

  const activeId = active >= 0 ? optionId(active) : undefined;
  // Each render hands the input the current handler (it closes over this render's options).
  useLayoutEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useLayoutEffect(() => onState({ expanded: showPanel, activeId }), [onState, showPanel, activeId]);

  if (!showPanel) return null;
  let section: Option['kind'] | null = null;
  return (
    <div className="search-dropdown" data-testid="search-dropdown">
      {tooShort ? (
        <p className="search-dropdown__note">{t('catalog.search.tooShort', { min: SEARCH_MIN_CHARS })}</p>
      ) : foundNothing || (data && options.length === 0 && !isLoading) ? (
        <p className="search-dropdown__note">{t('catalog.search.noResults', { query })}</p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's listbox (WAI-ARIA APG), its items are options */}
      <ul id={listId} role="listbox" aria-label={t('catalog.search.title')} className="search-dropdown__list">
        {options.map((o, i) => {
          const heading = o.kind !== section && o.kind !== 'all' ? o.kind : null;
          section = o.kind;
          return (
            <li key={o.id} role="presentation" className={`search-dropdown__item search-dropdown__item--${o.kind}`}>
              {heading ? (
                <span className="search-dropdown__heading" aria-hidden="true">
                  {t(
                    `catalog.search.${heading === 'category' ? 'categories' : heading === 'product' ? 'products' : 'articles'}`,
                  )}
                </span>
              ) : null}
              <a
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                href={o.href}
                className={`search-option search-option--${o.kind}${i === active ? ' search-option--active' : ''}`}
                onClick={(event) => {
                  event.preventDefault();
                  choose(o.href);
                }}
                tabIndex={-1}
                data-testid={`search-option-${o.kind}`}
              >
                {o.kind === 'product' ? (
                  <img
                    src={imageUrl(o.imagePath, { width: 56, height: 56, style: 'thumbnail' }) ?? undefined}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                  />
                ) : null}
                <span className="search-option__label">{o.label}</span>
                {o.price ? <span className="search-option__price">{o.price}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
