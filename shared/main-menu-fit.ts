/**
 * Desktop main menu on one row (issue 15 item 6): how many top-level items fit before a "More"
 * item takes the rest. The server cannot measure text, so it renders a guess per width tier from
 * an estimate that errs wide (fewer items in the row, never a second row); the browser then
 * measures (client/shell/main-menu-overflow.ts) and can only move items from "More" into the row's free end, so
 * nothing already on screen moves.
 */

/** Gap between top-level items (--space-5). */
export const MENU_GAP = 24;

/**
 * Width tiers (viewport min-width) for the guess, and the room the list has there: the container
 * is at most 1280 px with 24 px padding each side from 1024 px up (client/styles/base.css).
 * Keep in step with the `data-fit` rules in base.css.
 */
export const MENU_TIERS = [
  { minWidth: 1024, room: 1024 - 48 },
  { minWidth: 1152, room: 1152 - 48 },
  { minWidth: 1280, room: 1280 - 48 },
] as const;

/** Widest plausible advance of a character of the menu font (600, 14 px): measured 7.5–9.6 px. */
const CHAR_WIDTH = 9.8;
/** The "More" button's caret and padding besides its text. */
const MORE_EXTRA = 28;

export const estimateTextWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);
export const estimateMoreWidth = (label: string) => estimateTextWidth(label) + MORE_EXTRA;

/**
 * How many items, in order, fit into `room`: all of them when they fit without "More", else as
 * many as fit beside the "More" item.
 */
export function fitCount(widths: readonly number[], room: number, moreWidth: number, gap = MENU_GAP): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > room) break;
    used += gap + width;
    count++;
  }
  return count;
}

export interface MainMenuFit {
  /** The "More" label the guess was made with (its width counts). */
  moreLabel: string;
  /** Per main-menu item: the first tier (index into MENU_TIERS) from which it sits in the row. */
  itemTiers: number[];
  /** The first tier from which "More" is not needed. */
  moreUntil: number;
}

/**
 * The server's guess: for each item, the first tier (index into MENU_TIERS) from which it sits in
 * the row, or MENU_TIERS.length when it never does (always under "More"); plus the first tier
 * from which "More" is not needed at all (MENU_TIERS.length: always needed).
 */
export function guessMenuTiers(
  titles: readonly string[],
  moreLabel: string,
): { itemTiers: number[]; moreUntil: number } {
  const widths = titles.map(estimateTextWidth);
  const moreWidth = estimateMoreWidth(moreLabel);
  const counts = MENU_TIERS.map((tier) => fitCount(widths, tier.room, moreWidth));
  const itemTiers = titles.map((_, index) => {
    const tier = counts.findIndex((count) => count > index);
    return tier === -1 ? MENU_TIERS.length : tier;
  });
  const moreUntil = counts.indexOf(titles.length);
  return { itemTiers, moreUntil: moreUntil === -1 ? MENU_TIERS.length : moreUntil };
}
