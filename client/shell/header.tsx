import { useEffect, useRef, useState } from 'react';
import { useTagManager } from '../analytics/use-tag-manager';
import { countPieces, useCartData } from '../hooks/use-cart';
import { useShell, useT } from '../shell-context';
import { MainMenu } from './main-menu';
import { PreferencesSwitch } from './preferences-switch';
import { RenderedOnce } from './rendered-once';
import { SearchBox } from './search-box';

export function Header() {
  const shell = useShell();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const { cart } = useCartData();
  const count = countPieces(cart);
  // The tag manager is the layout's, started here: the header already follows the cart, whose first
  // answer completes SPEC 4's "session loaded" (no second cart subscriber re-rendering the layout).
  useTagManager(shell.tagManager, !!cart);
  const headerRef = useRef<HTMLElement>(null);
  // The sticky states and the menu's overflow (header-watchers.ts): a small chunk after hydration, off
  // the first-load budget. The header lives as long as the page, so the watchers are never stopped.
  useEffect(() => {
    const header = headerRef.current;
    if (header) import('./header-watchers').then((m) => m.watchHeader(header), Boolean);
  }, []);
  // The server writes the header from markup rendered once per shell (client/shell/rendered-once.tsx):
  // it shows the shell alone (the cart badge is the browser's, 0 in the server's HTML; the menu starts
  // closed). About a tenth of a product page's server render (issue 28).
  return (
    <RenderedOnce as="div" hostProps={{ className: 'site-header-slot' }} memoKey={() => 'header'}>
      <header className="site-header" ref={headerRef}>
        <div className="site-header__top">
          <div className="container site-header__top-inner">
            <span className="site-header__claim">{shell.settings.claim}</span>
            <PreferencesSwitch />
          </div>
        </div>
        <div className="container site-header__main">
          <button
            type="button"
            className="icon-button site-header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="hamburger" aria-hidden="true" />
            <span className="visually-hidden">{t('layout.header.openMenu')}</span>
          </button>
          <a className="site-logo" href={shell.paths.home} aria-label={shell.siteName}>
            <span className="site-logo__mark" aria-hidden="true">
              ◆
            </span>
            <span className="site-logo__text">{shell.siteName}</span>
          </a>
          <SearchBox />
          <nav className="site-header__actions" aria-label={t('layout.header.account')}>
            <a className="header-action" href={shell.loggedIn ? shell.paths.userDashboard : shell.paths.login}>
              <span className="icon icon--user" aria-hidden="true" />
              <span className="header-action__label">
                {shell.loggedIn ? t('layout.header.account') : t('layout.header.login')}
              </span>
            </a>
            <a className="header-action header-action--cart" href={shell.paths.cart}>
              <span className="icon icon--cart" aria-hidden="true" />
              <span className="header-action__label">{t('layout.header.cart')}</span>
              <span
                className="cart-badge"
                data-testid="cart-badge"
                role="img"
                aria-label={t('layout.header.cartCount', { count: count })}
              >
                {count}
              </span>
            </a>
          </nav>
        </div>
        <MainMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      </header>
    </RenderedOnce>
  );
}
