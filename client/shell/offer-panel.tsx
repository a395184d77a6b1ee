import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { clearPlacement, OVERLAY_KEEP_CLEAR_SELECTOR } from '../../shared/overlay-rules';
import { useT } from '../shell-context';
import { useOutsideClickFreeze } from '../components/modal';

/**
 * Docks the panel where it covers none of the page's primary calls to action on screen (the
 * product's add-to-cart, shared/overlay-rules.ts): its usual corner, the other bottom corner, the
 * top; out of sight while none is clear. Looked at again whenever the page scrolls or resizes.
 */
function useClearPlacement(panel: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const keepClear = [...document.querySelectorAll(OVERLAY_KEEP_CLEAR_SELECTOR)]
        .map((clear) => clear.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight);
      const placement = clearPlacement((candidate) => {
        el.dataset.placement = candidate;
        return el.getBoundingClientRect();
      }, keepClear);
      el.dataset.placement = placement ?? 'none';
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [panel]);
}

/**
 * A newsletter offer's frame: a non-modal dialog docked at the bottom (a sheet on phones, a card
 * on desktops). It never takes focus, covers no page (issue 15 item 2) and never the page's primary
 * call to action (issue 27: it docks where the add-to-cart stays clear); the close button, Escape
 * and a click outside it close it (SPEC 4, the click ignored for 300 ms after it opens; a touch
 * that scrolls the page is no click), and it is reachable by Tab like any page region.
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
  const panel = useRef<HTMLDivElement>(null);
  useClearPlacement(panel);
  const frozen = useOutsideClickFreeze();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onMouseDown = (event: MouseEvent) => {
      if (frozen()) return;
      if (event.target instanceof Node && panel.current?.contains(event.target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, [onClose, frozen]);
  return (
    <div
      ref={panel}
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
