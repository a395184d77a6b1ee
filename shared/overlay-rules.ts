/**
 * Which overlay is on screen (issue 31 item 2): one rule, asked by every overlay of the shell.
 *
 * At most one at a time, in this order: the 18+ gate (an answer the shop needs), the cookie banner
 * (an answer too), then the optional ones: the other site's language banner, then a newsletter
 * offer. The optional ones wait while the page is busy: a field has focus, a dialog or a drawer is
 * open, or a sticky call to action or a form the shopper is filling in is on screen (they are
 * docked at the bottom, exactly where those are on a phone). They come back once it is not.
 */

export const OVERLAY_ORDER = ['age-gate', 'cookie-consent', 'language-banner', 'offer'] as const;
export type Overlay = (typeof OVERLAY_ORDER)[number];
export type OptionalOverlay = 'language-banner' | 'offer';

/** What the page is doing that an optional overlay must not cover (null: nothing). */
export type PageBusy = 'typing' | 'dialog' | 'drawer' | 'guarded';

export interface OverlaySituation {
  gateAnswered: boolean;
  consentAnswered: boolean;
  /** Optional overlays that would show now (their own conditions are met). */
  wanted: readonly OptionalOverlay[];
  busy: PageBusy | null;
}

/** The one overlay that may be on screen now, or null. */
export function overlayOnTop(s: OverlaySituation): Overlay | null {
  if (!s.gateAnswered) return 'age-gate';
  if (!s.consentAnswered) return 'cookie-consent';
  if (s.busy !== null) return null;
  for (const overlay of OVERLAY_ORDER) {
    if ((overlay === 'language-banner' || overlay === 'offer') && s.wanted.includes(overlay)) return overlay;
  }
  return null;
}

/**
 * Marks what an optional overlay must never cover while it is on screen: sticky calls to action
 * (cart and checkout "continue", the product buy bar) and forms being filled in (watching a
 * product's availability). An attribute, so any component opts in without importing the rule.
 */
export const OVERLAY_GUARD_ATTRIBUTE = 'data-overlay-guard';
/** Marks an optional overlay's own root: its fields and dialog do not make the page busy. */
export const OVERLAY_ROOT_ATTRIBUTE = 'data-overlay';

/** Spread on an element to guard it (`<div {...OVERLAY_GUARD}>`). */
export const OVERLAY_GUARD = { [OVERLAY_GUARD_ATTRIBUTE]: '' } as const;
/** Spread on an optional overlay's root. */
export const OVERLAY_ROOT = { [OVERLAY_ROOT_ATTRIBUTE]: '' } as const;
