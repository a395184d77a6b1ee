import type { ReactNode } from 'react';
import { UserMenu } from './user-menu';

/** The user area's frame: the user menu beside (desktop) or above (mobile) the page content. */
export function UserArea({
  currentPath,
  title,
  children,
  actions,
}: {
  currentPath: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="container user-area">
      <aside className="user-area__menu">
        <UserMenu currentPath={currentPath} />
      </aside>
      <section className="user-area__content">
        <header className="user-area__header">
          <h1 className="user-area__title">{title}</h1>
          {actions}
        </header>
        {children}
      </section>
    </div>
  );
}
