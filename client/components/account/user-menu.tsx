import { useState, type FormEvent } from 'react';
import { AUTH_PATHS } from '../../../shared/auth-paths';
import { pathFor } from '../../../shared/route-paths';
import { useAuth } from '../../hooks/use-auth';
import { useNotify } from '../../shell/notifications';
import { useShell, useT } from '../../shell-context';
import { setFlash } from '../../shell/flash-store';
import { leavePage } from '../../router/chunk-reload';

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
 * The account navigation with the logout button. Logout clears the session in the worker,
 * resets the user's data, reloads the cart, and reloads the document on the login page so the
 * header shows the guest state.
 */
export function UserMenu({ currentPath }: { currentPath: string }) {
  const shell = useShell();
  const t = useT();
  const { logout } = useAuth();
  const { notifyError } = useNotify();
  const [busy, setBusy] = useState(false);
  const path = currentPath.split(/[?#]/)[0] ?? currentPath;

  // Before hydration (or with scripts blocked) the form posts itself and the worker answers with the
  // login page (303); once hydrated, the same tap logs out here and shows the confirmation.
  const onLogout = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await logout();
      setFlash('success', t('account.login.loggedOut'));
      leavePage(pathFor('login'));
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
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
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="logout"
        >
          {busy ? t('common.states.sending') : t('account.userMenu.logout')}
        </button>
      </form>
    </nav>
  );
}
