import { fitCount } from '../../shared/main-menu-fit';

/**
 * The desktop main menu after hydration (issue 15 item 6), a lazy chunk off the first-load budget:
 * - measures the items and keeps exactly those that fit in the row, the rest under "More"
 *   (`data-overflow` on the row's item and on its copy under "More"), again on every resize;
 * - Escape closes the open dropdown and puts focus on its top-level link or button;
 * - the "More" button is a disclosure: a click opens and closes its list (aria-expanded follows),
 *   leaving it closes it; before this chunk runs, hover and focus open it (CSS).
 * Phones (below 1024 px) keep the full list; nothing here changes them.
 */
const DESKTOP = '(min-width: 1024px)';

export function watchMenuOverflow(header: HTMLElement): () => void {
  const list = header.querySelector<HTMLUListElement>('.main-menu__list');
  if (!list) return () => {};
  const media = window.matchMedia(DESKTOP);
  const rowItems = () =>
    Array.from(list.querySelectorAll<HTMLLIElement>(':scope > .main-menu__item[data-fit]:not(.main-menu__more)'));
  const more = list.querySelector<HTMLLIElement>(':scope > .main-menu__more');
  const moreButton = more?.querySelector<HTMLButtonElement>('.main-menu__more-button') ?? null;
  const copies = more ? Array.from(more.querySelectorAll<HTMLLIElement>('.main-menu__more-item')) : [];

  const measure = () => {
    if (!media.matches || !more) return;
    // Every item shown on one line for one synchronous read: no paint happens in between.
    list.setAttribute('data-measuring', '');
    const items = rowItems();
    const widths = items.map((item) => item.getBoundingClientRect().width);
    const moreWidth = more.getBoundingClientRect().width;
    const style = getComputedStyle(list);
    const room = list.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const gap = Number.parseFloat(style.columnGap) || 0;
    list.removeAttribute('data-measuring');
    // Sub-pixel widths: one pixel of slack so rounding never pushes the last item to a second row.
    const count = fitCount(widths, room - 1, moreWidth, gap);
    items.forEach((item, index) => {
      item.toggleAttribute('data-overflow', index >= count);
      copies[index]?.toggleAttribute('data-overflow', index >= count);
    });
    more.toggleAttribute('data-overflow', count < items.length);
    list.setAttribute('data-measured', '');
  };

  const setMoreOpen = (open: boolean) => {
    if (!more || !moreButton) return;
    more.toggleAttribute('data-open', open);
    more.toggleAttribute('data-closed', !open);
    moreButton.setAttribute('aria-expanded', String(open));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const item = (event.target as Element | null)?.closest?.('.main-menu__list > .main-menu__item');
    if (!(item instanceof HTMLElement)) return;
    item.setAttribute('data-closed', '');
    if (item === more) setMoreOpen(false);
    item.querySelector<HTMLElement>(':scope > .main-menu__link')?.focus();
  };
  // A dropdown closed with Escape (or "More" closed with a click) opens again on the next hover or
  // focus from outside its item; focus leaving "More" closes it, as a disclosure does.
  const reset = (event: Event) => {
    const item = event.currentTarget as HTMLElement;
    if (event.type === 'focusout') {
      if (item.contains((event as FocusEvent).relatedTarget as Node | null)) return;
      if (item === more) setMoreOpen(false);
    }
    item.removeAttribute('data-closed');
  };
  const onMoreClick = () => setMoreOpen(!more?.hasAttribute('data-open'));

  list.addEventListener('keydown', onKeyDown);
  moreButton?.addEventListener('click', onMoreClick);
  const items = [...rowItems(), ...(more ? [more] : [])];
  for (const item of items) {
    item.addEventListener('mouseenter', reset);
    item.addEventListener('focusout', reset);
  }
  const observer = new ResizeObserver(() => measure());
  observer.observe(list);
  media.addEventListener('change', measure);
  measure();
  return () => {
    observer.disconnect();
    media.removeEventListener('change', measure);
    list.removeEventListener('keydown', onKeyDown);
    moreButton?.removeEventListener('click', onMoreClick);
    for (const item of items) {
      item.removeEventListener('mouseenter', reset);
      item.removeEventListener('focusout', reset);
    }
  };
}
