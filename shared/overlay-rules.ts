/**
 * Which overlay is on screen (issue 31 item 2): one rule, asked by every overlay of the shell.
 *
 * At most one at a time, in this order: the 18+ gate (an answer the shop needs), the cookie banner
 * (an answer too), then the optional ones: the other site's language banner, then a newsletter
 * offer. The optional ones wait while the page is busy: a field has focus, a dialog or a drawer is
 * open, or a sticky call to action or a form the shopper is filling in is on screen (they are
 * docked at the bottom, exactly where those are on a phone). They come back once it is not.
 */

import { requiredOverlay, type RequiredOverlay } from './overlay-order';

export type OptionalOverlay = 'language-banner' | 'offer';
export type Overlay = RequiredOverlay | OptionalOverlay;

/** What the page is doing that an optional overlay must not cover (null: nothing). */
export type PageBusy = 'typing' | 'dialog' | 'drawer' | 'guarded';

export interface OverlaySituation {
  gateAnswered: boolean;
  consentAnswered: boolean;
  /** Optional overlays that would show now (their own conditions are met). */
  wanted: readonly OptionalOverlay[];
  /** Not known yet (the page's watcher is loading) counts as busy. */
  busy: PageBusy | null | undefined;
}

/** The one overlay that may be on screen now, or null. */
export function overlayOnTop(s: OverlaySituation): Overlay | null {
  const required = requiredOverlay(s.gateAnswered, s.consentAnswered);
  if (required) return required;
  if (s.busy !== null) return null;
  if (s.wanted.includes('language-banner')) return 'language-banner';
  return s.wanted.includes('offer') ? 'offer' : null;
}

/*
 * In the page, `data-overlay-guard=""` marks what an optional overlay must never cover while it is
 * on screen: sticky calls to action (cart and checkout "continue", the product buy bar) and forms
 * being filled in (watching a product's availability); `data-overlay=""` marks an optional
 * overlay's own root, whose fields and dialog do not make the page busy. Plain attributes, so a
 * component opts in without importing anything (client/shell/page-busy.ts reads them).
 */
export const OVERLAY_GUARD_ATTRIBUTE = 'data-overlay-guard';
export const OVERLAY_ROOT_ATTRIBUTE = 'data-overlay';

/*
 * The primary call to action an optional overlay may share the screen with but never cover: the
 * product's add-to-cart (with its amount). Unlike a guard it does not make the page busy (the
 * discount offer's helpful moment is on a product page, buy box on screen); the offer is placed
 * where it leaves these clear (client/shell/offer-panel.tsx). A class the product page renders
 * anyway, so marking it costs the product's first-load JS nothing.
 */
export const OVERLAY_KEEP_CLEAR_SELECTOR = '.buy-box__actions';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Where an offer can dock, in order of preference (CSS `.offer-panel[data-placement]`). */
export const OFFER_PLACEMENTS = ['end', 'start', 'top'] as const;
export type OfferPlacement = (typeof OFFER_PLACEMENTS)[number];

/**
 * The first placement whose box covers none of the boxes to keep clear, or null when every one
 * would (the offer then waits out of sight until the shopper scrolls).
 */
export function clearPlacement(
  boxOf: (placement: OfferPlacement) => Box,
  keepClear: readonly Box[],
): OfferPlacement | null {
  for (const placement of OFFER_PLACEMENTS) {
    const box = boxOf(placement);
    if (!keepClear.some((clear) => boxesOverlap(box, clear))) return placement;
  }
  return null;
}
