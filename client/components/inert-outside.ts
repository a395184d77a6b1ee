import { useEffect, useRef } from 'react';

/** Parts of the page that speak to the shopper while an overlay is open (the notifications' live region). */
const KEEP_LIVE = '[aria-live], [role="status"], [role="alert"]';

/**
 * While `active`, everything on the page but the element `find` gives (and the live regions) is `inert`: a
 * modal dialog or a full-screen drawer is then all a keyboard, a pointer or a screen reader can reach,
 * and nothing behind it takes focus unseen. Undone when it closes; what was inert before stays so.
 * Call it before the overlay's own effects: its undoing then runs first, and focus can go back to the
 * control that opened the overlay.
 */
export function useInertOutside(find: () => Element | null | undefined, active: boolean): void {
  const finder = useRef(find);
  finder.current = find;
  useEffect(() => {
    const kept = active ? finder.current() : null;
    if (!active || !kept) return;
    const made: Element[] = [];
    for (let node: Element = kept; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.matches(KEEP_LIVE)) continue;
        if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, [active]);
}
