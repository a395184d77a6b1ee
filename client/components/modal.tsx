import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../shell-context';
import { useInertOutside } from './inert-outside';

/** SPEC 4/9: an outside click in the first 300 ms after a modal opens is ignored. */
export const OUTSIDE_CLICK_FREEZE_MS = 300;

/**
 * The one rule for "outside clicks are ignored for 300 ms after opening" (SPEC 4), for every overlay
 * that closes on an outside click (Modal's backdrop, OfferPanel's document mousedown): the clock
 * starts each time `open` turns true (an overlay rendered only while open passes nothing). Returns
 * whether an outside click now falls in the freeze; the function keeps its identity across renders.
 */
export function useOutsideClickFreeze(open = true): () => boolean {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);
  return useCallback(() => Date.now() - openedAt.current < OUTSIDE_CLICK_FREEZE_MS, []);
}

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The 18+ gate must be answered: no outside click or Escape. */
  dismissible?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Accessible dialog: focus moves in and is trapped, Escape and outside click close, focus returns. */
export function Modal({ open, onClose, title, children, dismissible = true, className }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const frozen = useOutsideClickFreeze(open);
  const titleId = useId();
  const t = useT();
  // The page behind is out of reach while the dialog is open (before the focus effect: see the hook).
  useInertOutside(() => dialogRef.current?.parentElement, open);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    (
      dialog?.querySelector<HTMLElement>('[autofocus]') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog
    )?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [open, dismissible, onClose]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only backdrop click; keyboard users close the dialog with Escape
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (!dismissible || event.target !== event.currentTarget) return;
        if (frozen()) return;
        onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.actions.close')}>
              ×
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
