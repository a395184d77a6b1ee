import { OFFER_PAGES, OFFER_ROUTES } from '../pages/route-facts.generated';
import type { PageKey } from './route-types';

/**
 * When a newsletter offer may show (issue 15 item 2, issue 18 item 1): the welcome-campaign popup
 * and the discount-code modal ask this one module. Offers are for anonymous visitors on browsing
 * pages only, one at a time, after the 18+ gate and the cookie banner are answered, never while
 * the shopper types or another dialog is open; closing is remembered per modal id.
 */

export const WELCOME_OFFER_ID = 'welcome-campaign';
export const DISCOUNT_CODE_OFFER_ID = 'discount-code';
/** Remembered (with the closed ids) once either offer's sign-up succeeded: no more offers. */
export const SUBSCRIBED_ID = 'newsletter-subscribed';

export type OfferId = typeof WELCOME_OFFER_ID | typeof DISCOUNT_CODE_OFFER_ID;

/** SPEC 2/9: 5 s after the entry modal is closed (the welcome offer; the discount code waits as long). */
export const OFFER_DELAY_MS = 5000;

/**
 * The pages and routes an offer may open on (each route's `offers` policy, pages/<page>/route.ts):
 * home, category, product and content pages. Anything else (cart, checkout, account, login,
 * registration, password pages, order status, search, contact forms, the after-sales content pages)
 * never shows an offer. Derived from the routes by scripts/generate-pages.mjs, so the browser does
 * not load the route table for it.
 */
export { OFFER_PAGES, OFFER_ROUTES };

export interface OfferSettings {
  welcomeCampaign: boolean;
  /** Null when the discount-code modal is off. */
  discountCode: { threshold: number } | null;
}

export interface OfferSituation {
  loggedIn: boolean;
  /** The page on screen (null while the first payload is not known). */
  page: PageKey | null;
  /** Its route's name (null while the first payload is not known). */
  route: string | null;
  /** Ids in the `closed-modals` cookie (and closed in this tab). */
  closed: readonly string[];
  gateAnswered: boolean;
  consentAnswered: boolean;
}

/** Why no offer may show at all on this page now, or null. */
export function offersBlockedBy(s: OfferSituation): string | null {
  if (s.loggedIn) return 'logged-in';
  if (!s.gateAnswered || !s.consentAnswered) return 'entry-unanswered';
  if (s.page === null || !OFFER_PAGES.has(s.page) || (s.route !== null && !OFFER_ROUTES.has(s.route))) return 'page';
  if (s.closed.includes(SUBSCRIBED_ID)) return 'subscribed';
  return null;
}

/**
 * The one offer this page view may show, or null. The welcome offer comes first (SPEC 2: after
 * the entry modal); the discount-code modal only once the welcome offer is off or closed.
 */
export function eligibleOffer(s: OfferSituation, settings: OfferSettings): OfferId | null {
  if (offersBlockedBy(s)) return null;
  if (settings.welcomeCampaign && !s.closed.includes(WELCOME_OFFER_ID)) return WELCOME_OFFER_ID;
  if (settings.discountCode && !s.closed.includes(DISCOUNT_CODE_OFFER_ID)) return DISCOUNT_CODE_OFFER_ID;
  return null;
}

/**
 * The discount-code modal's helpful moments: goods in the cart below the threshold (the code
 * would help), or the shopper leaving on a desktop (exit intent). An empty cart alone is no reason.
 */
export function discountCodeMoment(
  input: { cartTotal: number | null; cartPieces: number; exitIntent: boolean },
  threshold: number,
): boolean {
  if (input.exitIntent) return true;
  return input.cartTotal !== null && input.cartPieces > 0 && input.cartTotal < threshold;
}

/** A field has focus (typing must never be interrupted): inputs, selects, text areas, editable text. */
export function isTypingTarget(element: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!element?.tagName) return false;
  if (element.isContentEditable) return true;
  return /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName);
}
