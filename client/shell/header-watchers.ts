import { watchMenuOverflow } from './main-menu-overflow';
import { watchStickyHeader } from './sticky-header';

/**
 * The header's watchers, started after hydration: the SPEC 4 sticky states (phones) and the desktop
 * main menu's measuring, Escape and "More" toggle (issue 15 item 6). One chunk, one request: they
 * start at the same moment, and one dynamic import costs the first-load bundle less than two.
 */
export function watchHeader(header: HTMLElement): void {
  watchStickyHeader(header);
  watchMenuOverflow(header);
}
