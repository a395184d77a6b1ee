import { useEffect, useId, type ReactNode } from 'react';
import { useT } from '../shell-context';

/**
 * A newsletter offer's frame: a non-modal dialog docked at the bottom (a sheet on phones, a card
 * on desktops). It never takes focus and covers no page (issue 15 item 2); Escape and the close
 * button close it, and it is reachable by Tab like any page region.
 */
export function OfferPanel({
  title,
  onClose,
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div
      className="offer-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid={testId}
      data-overlay=""
    >
      <div className="offer-panel__header">
        <h2 id={titleId} className="offer-panel__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.actions.close')}>
          ×
        </button>
      </div>
      <div className="offer-panel__body">{children}</div>
    </div>
  );
}
