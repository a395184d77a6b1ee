import { isTypingTarget } from '../../shared/offer-rules';
import { OVERLAY_GUARD_ATTRIBUTE, OVERLAY_ROOT_ATTRIBUTE, type PageBusy } from '../../shared/overlay-rules';

const OWN = `[${OVERLAY_ROOT_ATTRIBUTE}]`;

function onScreen(element: Element): boolean {
  if (element.closest('[inert]')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * What on the page an optional overlay must not cover now (shared/overlay-rules.ts), read from the
 * document: a focused field, an open modal dialog or drawer (the drawer locks the page's scroll),
 * or a guarded sticky action or form on screen. The overlays' own fields and dialogs do not count.
 */
export function pageBusy(doc: Document): PageBusy | null {
  const active = doc.activeElement;
  if (active && isTypingTarget(active) && !active.closest(OWN)) return 'typing';
  for (const dialog of doc.querySelectorAll('[role="dialog"][aria-modal="true"]')) {
    if (!dialog.closest(OWN)) return 'dialog';
  }
  if (doc.documentElement.classList.contains('scroll-locked')) return 'drawer';
  for (const guard of doc.querySelectorAll(`[${OVERLAY_GUARD_ATTRIBUTE}]`)) {
    if (onScreen(guard)) return 'guarded';
  }
  return null;
}

/** How often a waiting optional overlay looks at the page again (a drawer may close, a field lose focus). */
const BUSY_RECHECK_MS = 500;

/**
 * Reports `pageBusy` now and whenever it may have changed (focus moves, scrolling, and every half
 * second for drawers and sticky actions that come and go); returns the function that stops it.
 * Its own chunk: only a visitor an optional overlay is waiting for loads it.
 */
export function watchPageBusy(report: (busy: PageBusy | null) => void): () => void {
  const check = () => report(pageBusy(document));
  check();
  const interval = window.setInterval(check, BUSY_RECHECK_MS);
  document.addEventListener('focusin', check);
  window.addEventListener('scroll', check, { passive: true });
  return () => {
    window.clearInterval(interval);
    document.removeEventListener('focusin', check);
    window.removeEventListener('scroll', check);
  };
}
