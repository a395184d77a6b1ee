import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { normaliseSearchQuery } from '../../shared/search-query';
import { lazyPart } from '../router/chunk-reload';
import { useRouter } from '../router/router-context';
import { useShell, useT } from '../shell-context';

/** The dropdown (query, results, options, arrow keys): its own chunk, loaded on the input's first focus. */
const SearchPanel = lazyPart(() => import('./search-panel').then((m) => m.default));

/** The input's ARIA state, owned by the panel (whether the list shows, which option is highlighted). */
export interface SearchPanelState {
  expanded: boolean;
  activeId?: string;
}

/** How the panel handles arrow keys, Enter and Escape in the input (it knows the options). */
export type SearchKeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/**
 * Header search: a GET form to the results page (works without JavaScript) that, while typing, shows a
 * dropdown of categories (5), products and articles (SPEC 4: trimmed, from 3 characters, debounced).
 * Keyboard: arrows move through the options, Enter opens one, Escape closes.
 */
export function SearchBox() {
  const t = useT();
  const shell = useShell();
  const { navigate } = useRouter();
  // One header search per page: a fixed id, so the header can be written from markup rendered once
  // (a useId depends on the tree around it).
  const listId = 'header-search-list';
  // What the field holds, for the dropdown, read from the field whenever the shopper focuses or types.
  // The field itself is uncontrolled: the browser keeps every letter typed, before the page is ready
  // too, and React never writes it (issue 31). A controlled field got its last rendered text written
  // back whenever React held the render of a keystroke, and the next keystroke then typed over the text
  // without the held letter ("xqzwv" became "qzwv" while the dropdown's stylesheet was being applied);
  // before the page was ready, its empty state was written over what had been typed.
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  // The dropdown's code and styles (client/styles/lazy/search-dropdown.css, emitted like a page's CSS
  // so the manifest names it) load once, on first focus; the panel applies the styles before it shows.
  const [engaged, setEngaged] = useState(false);
  const [panel, setPanel] = useState<SearchPanelState>({ expanded: false });
  const keyHandler = useRef<SearchKeyHandler | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  // The header, and this box with it, lives as long as the page: the listener is never removed
  // (bytes every page's first load carries).
  useEffect(() => {
    document.addEventListener('mousedown', (event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    });
  }, []);

  const resultsOf = (text: string) => `${shell.paths.search}?q=${encodeURIComponent(normaliseSearchQuery(text))}`;
  const engage = (text: string) => {
    setValue(text);
    setOpen(true);
    setEngaged(true);
  };
  const go = (href: string) => {
    setOpen(false);
    void navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form is the fallback for browsers without the <search> element
    <form
      ref={rootRef}
      className="search-box"
      role="search"
      action={shell.paths.search}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        // The field, not the last render: a render still on its way must not drop the last letter.
        const text = String(new FormData(event.currentTarget).get('q') ?? '');
        if (normaliseSearchQuery(text)) go(resultsOf(text));
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
        aria-expanded={panel.expanded}
        // Names the listbox only while it is there (it renders with the open dropdown): an id
        // that names nothing is an error for assistive tech.
        aria-controls={panel.expanded ? listId : undefined}
        aria-activedescendant={panel.activeId}
        // Focused before hydration (a first tap on a slow phone), the input gets no focus event
        // afterwards: typing loads the dropdown too.
        onChange={(event) => engage(event.target.value)}
        onFocus={(event) => engage(event.target.value)}
        onKeyDown={(event) => keyHandler.current?.(event)}
        data-testid="search-input"
      />
      <button type="submit" className="search-box__submit" aria-label={t('common.actions.search')}>
        <span className="icon icon--search" aria-hidden="true" />
      </button>
      {engaged ? (
        <Suspense fallback={null}>
          <SearchPanel
            listId={listId}
            value={value}
            open={open}
            setOpen={setOpen}
            go={go}
            resultsHref={resultsOf(value)}
            onState={setPanel}
            keyHandler={keyHandler}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
