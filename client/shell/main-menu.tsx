import type { MenuLink } from '../../shared/shell-view';
import { useShell, useT } from '../shell-context';
import { RenderedOnce } from './rendered-once';

/**
 * Main menu from the KV-cached menus; children open on hover/focus (desktop) or inline (phone).
 * Desktop keeps one row (issue 15 item 6): items that do not fit go under "More". Before any script
 * runs, CSS shows the server's guess per width tier (`data-fit`, shared/main-menu-fit.ts); after
 * hydration a lazy chunk (main-menu-overflow.ts, started by the header through header-watchers.ts)
 * measures the real widths and adds Escape and the "More" button's toggle.
 */
export function MainMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const shell = useShell();
  const t = useT();
  const items = shell.menus.main;
  const { itemTiers, moreUntil, moreLabel } = shell.menus.mainFit;
  return (
    <RenderedOnce
      as="nav"
      hostProps={{
        id: 'main-menu',
        className: `main-menu${open ? ' main-menu--open' : ''}`,
        'aria-label': t('layout.menu.label'),
      }}
      // The menus and their one-row guess are the shell's; `onNavigate` only closes the phone menu.
      memoKey={() => 'main-menu'}
    >
      <ul className="container main-menu__list">
        {items.map((item, index) => (
          <li key={item.id} className="main-menu__item" data-fit={itemTiers[index]}>
            <MenuAnchor item={item} className="main-menu__link" onNavigate={onNavigate} />
            <MenuChildren item={item} onNavigate={onNavigate} />
          </li>
        ))}
        {items.length > 0 ? (
          <li className="main-menu__item main-menu__more" data-fit={moreUntil}>
            <button
              type="button"
              className="main-menu__link main-menu__more-button"
              aria-expanded="false"
              aria-controls="main-menu-more"
            >
              {moreLabel}
            </button>
            <ul id="main-menu-more" className="main-menu__children main-menu__more-list">
              {items.map((item, index) => (
                <li key={item.id} className="main-menu__more-item" data-fit={itemTiers[index]}>
                  <MenuAnchor item={item} className="main-menu__more-link" onNavigate={onNavigate} />
                  <MenuChildren item={item} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </RenderedOnce>
  );
}

function MenuChildren({ item, onNavigate }: { item: MenuLink; onNavigate: () => void }) {
  if (!item.children || item.children.length === 0) return null;
  return (
    <ul className="main-menu__children">
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuAnchor item={child} className="main-menu__child-link" onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

export function MenuAnchor({
  item,
  className,
  onNavigate,
}: {
  item: MenuLink;
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <a
      className={className}
      href={item.path}
      onClick={onNavigate}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.title}
    </a>
  );
}
