import { useState, type FormEvent } from 'react';
import { AUTH_PATHS } from '../../../shared/auth-paths';
import { pathFor } from '../../../shared/route-paths';
import { useShell, useT } from '../../shell-context';

export interface UserMenuLink {
  key: string;
  href: string;
  label: string;
}

/** SPEC 2 user menu: dashboard, settings, orders, password; shopping lists and addresses by setting; favourites. */
export function userMenuLinks(
  settings: { shoppingLists: boolean; usersAddresses: boolean },
  t: (key: string) => string,
): UserMenuLink[] {
  const links: UserMenuLink[] = [
    { key: 'dashboard', href: pathFor('user-dashboard'), label: t('account.userMenu.dashboard') },
    { key: 'settings', href: pathFor('user-settings'), label: t('account.userMenu.settings') },
    { key: 'orders', href: pathFor('user-orders'), label: t('account.userMenu.orders') },
    { key: 'password', href: pathFor('user-password'), label: t('account.userMenu.password') },
  ];
  if (settings.shoppingLists)
    links.push({
      key: 'shoppingLists',
      href: pathFor('user-shopping-lists'),
      label: t('account.userMenu.shoppingLists'),
    });
  if (settings.usersAddresses)
    links.push({
      key: 'addresses',
      href: `${pathFor('user-settings')}#adresy`,
      label: t('account.userMenu.addresses'),
    });
  links.push({ key: 'favourites', href: pathFor('user-favourites'), label: t('account.userMenu.favourites') });
  return links;
}

/** Is `href` the current page or its parent section (orders for an order detail)? */
function isCurrent(href: string, currentPath: string): boolean {
  const path = href.split('#')[0]!;
  return currentPath === path || currentPath.startsWith(`${path}/`);
}

/**
 * The account navigation with the logout button. Logout is a plain form post, hydrated or not: the
 * worker ends the session (every session cookie), and answers with the login page and its "logged
 * out" message (303, shared/flash-cookie.ts), a whole new document, so nothing of the user's data
 * stays in the page. One way for both: a tap while the page was still hydrating used to post the
 * form and then, replayed by React, log out by fetch and navigate again, and the second page lost the
 * message the first had shown.
 */
export function UserMenu({ currentPath }: { currentPath: string }) {
  const shell = useShell();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const path = currentPath.split(/[?#]/)[0] ?? currentPath;

  // The browser posts the form; this only says so on the button and refuses a second post.
  const onLogout = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
    else setBusy(true);
  };

  return (
    <nav className="user-menu" aria-label={t('account.userMenu.label')}>
      <p className="user-menu__title">{t('account.userMenu.label')}</p>
      <ul className="user-menu__list">
        {userMenuLinks(shell.settings, t).map((link) => (
          <li key={link.key}>
            <a
              className="user-menu__link"
              href={link.href}
              data-menu={link.key}
              aria-current={isCurrent(link.href, path) && !link.href.includes('#') ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action={AUTH_PATHS.logout} onSubmit={onLogout} className="user-menu__logout-form">
        <button
          type="submit"
          className="button button--ghost user-menu__logout"
          aria-busy={busy || undefined}
          data-testid="logout"
        >
          {busy ? t('common.states.sending') : t('account.userMenu.logout')}
        </button>
      </form>
    </nav>
  );
}
