import type { ReactNode } from 'react';
import { useRouter } from '../../router/router-context';

interface CatalogLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** For toggles (filters): announces the state to assistive tech. */
  pressed?: boolean;
  label?: string;
  testId?: string;
  /** "Load more" appends below: the view stays where the shopper is. */
  keepPlace?: boolean;
  /**
   * A link search engines follow: to an indexable listing page (a plain page 2, 3, …; see
   * isIndexableListingView). Filter, sort and "load more" links lead to noindex views: nofollow.
   */
  follow?: boolean;
}

/**
 * A link that changes the listing in place (filters, sort, paging): a real href (shareable, works
 * without JavaScript; nofollow unless `follow`) that navigates client-side keeping the scroll position
 * (or bringing the list's top into view, issue 15 item 6).
 */
export function CatalogLink({
  href,
  children,
  className,
  pressed,
  label,
  testId,
  keepPlace,
  follow = false,
}: CatalogLinkProps) {
  const { navigate } = useRouter();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-pressed is set only together with role=button (a filter toggle link)
    <a
      href={href}
      rel={follow ? undefined : 'nofollow'}
      className={className}
      aria-pressed={pressed}
      role={pressed === undefined ? undefined : 'button'}
      aria-label={label}
      data-testid={testId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        // Paging and filtering keep the page where it is, except that the list's top comes into
        // view when it is above the screen (paging from the footer, filtering far down the panel).
        void navigate(href, { keepScroll: true }).then(() =>
          requestAnimationFrame(() => {
            const list = document.querySelector('.catalog__results');
            if (!keepPlace && list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
          }),
        );
      }}
    >
      {children}
    </a>
  );
}
