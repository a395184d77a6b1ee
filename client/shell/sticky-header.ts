/**
 * SPEC 4 sticky header states, on phones and tablets (issue 15 item 5). A tiny chunk the header
 * imports after hydration. The header leaves the flow only inside a slot that keeps its height
 * (no layout shift) and moves with `transform` only:
 * - not_sticky: at the top of the page, in the flow;
 * - sticky_not_ready: scrolled past it, fixed but hidden, no transition yet (it must not fly in);
 * - sticky_ready: the next frame, transition on, still hidden;
 * - sticky_invisible: scrolling down (reading), hidden;
 * - sticky_visible: scrolling up (looking for the menu, search or cart), shown.
 */
export type StickyState = 'not_sticky' | 'sticky_not_ready' | 'sticky_ready' | 'sticky_invisible' | 'sticky_visible';

/** Pixels of scrolling in one direction before the header shows or hides (no flicker on jitter). */
const DIRECTION_SLACK = 8;

export function nextStickyState(state: StickyState, y: number, lastY: number, headerHeight: number): StickyState {
  if (state === 'not_sticky') return y > headerHeight ? 'sticky_not_ready' : 'not_sticky';
  // Back at the top: in the flow again (a shown header only at 0, where flow and fixed coincide).
  if (y <= 0 || (y <= headerHeight && state !== 'sticky_visible')) return 'not_sticky';
  if (state === 'sticky_not_ready') return 'sticky_ready';
  if (y < lastY - DIRECTION_SLACK) return 'sticky_visible';
  if (y > lastY + DIRECTION_SLACK) return 'sticky_invisible';
  return state;
}

const PHONE_OR_TABLET = '(max-width: 1023px)';

export function watchStickyHeader(header: HTMLElement): () => void {
  const slot = header.parentElement;
  const media = window.matchMedia(PHONE_OR_TABLET);
  let state: StickyState = 'not_sticky';
  let lastY = window.scrollY;
  let frame = 0;
  const apply = (next: StickyState) => {
    if (next === state) return;
    if (state === 'not_sticky' && slot) slot.style.minHeight = `${header.offsetHeight}px`;
    if (next === 'not_sticky' && slot) slot.style.minHeight = '';
    state = next;
    header.dataset.sticky = next;
    if (next === 'sticky_not_ready')
      frame = requestAnimationFrame(() => apply(nextStickyState(state, window.scrollY, lastY, header.offsetHeight)));
  };
  const onScroll = () => {
    if (!media.matches) return apply('not_sticky');
    const y = window.scrollY;
    const height = slot?.offsetHeight || header.offsetHeight;
    apply(nextStickyState(state, y, lastY, height));
    if (Math.abs(y - lastY) > DIRECTION_SLACK || y <= 0) lastY = y;
  };
  header.dataset.sticky = state;
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
  };
}
