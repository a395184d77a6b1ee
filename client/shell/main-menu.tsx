import type { MenuLink } from '../../shared/shell-view';
import { useShell, useT } from '../shell-context';

/** Main menu from the KV-cached menus; children open on hover/focus (desktop) or inline (phone). */
export function MainMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const shell = useShell();
  const t = useT();
  return (
    <nav id="main-menu" className={`main-menu${open ? ' main-menu--open' : ''}`} aria-label={t('layout.menu.label')}>
      <ul className="container main-menu__list">
        {shell.menus.main.map((item) => (
          <li key={item.id} className="main-menu__item">
            <MenuAnchor item={item} className="main-menu__link" onNavigate={onNavigate} />
            {item.children && item.children.length > 0 ? (
              <ul className="main-menu__children">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuAnchor item={child} className="main-menu__child-link" onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
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
