import { pathFor } from '../../shared/routes';
import { useT } from '../shell-context';

/** Header search: a plain GET form to the results page (works without JavaScript). */
export function SearchBox() {
  const t = useT();
  return (
    <form className="search-box" role="search" action={pathFor('search')} method="get">
      <label className="visually-hidden" htmlFor="header-search">
        {t('layout.header.searchLabel')}
      </label>
      <input id="header-search" className="search-box__input" type="search" name="q" placeholder={t('layout.header.searchPlaceholder')} autoComplete="off" />
      <button type="submit" className="search-box__submit" aria-label={t('common.actions.search')}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"/></svg>
      </button>
    </form>
  );
}
