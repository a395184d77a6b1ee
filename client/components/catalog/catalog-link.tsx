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
}

/**
 * A link that changes the listing in place (filters, sort, paging): a real href (shareable, works
 * without JavaScript, crawlable with nofollow) that navigates client-side keeping the scroll position.
 */
export function CatalogLink({ href, children, className, pressed, label, testId }: CatalogLinkProps) {
  const { navigate } = useRouter();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-pressed is set only together with role=button (a filter toggle link)
    <a
      href={href}
      rel="nofollow"
      className={className}
      aria-pressed={pressed}
      role={pressed === undefined ? undefined : 'button'}
      aria-label={label}
      data-testid={testId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(href, { keepScroll: true });
      }}
    >
      {children}
    </a>
  );
}
