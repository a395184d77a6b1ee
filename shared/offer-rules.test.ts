import { describe, expect, test } from 'vitest';
import {
  DISCOUNT_CODE_OFFER_ID,
  discountCodeMoment,
  eligibleOffer,
  isTypingTarget,
  OFFER_ROUTES,
  offersBlockedBy,
  SUBSCRIBED_ID,
  WELCOME_OFFER_ID,
  type OfferSituation,
} from './offer-rules';
import { ROUTES, type PageKey } from './routes';

const anonymousOnHome: OfferSituation = {
  loggedIn: false,
  page: 'home',
  route: 'index',
  closed: ['age-18'],
  gateAnswered: true,
  consentAnswered: true,
};
const both = { welcomeCampaign: true, discountCode: { threshold: 40 } };

describe('offer rules: one module for the welcome popup and the discount-code modal', () => {
  test('only anonymous visitors, after the gate and the cookie banner', () => {
    expect(eligibleOffer(anonymousOnHome, both)).toBe(WELCOME_OFFER_ID);
    expect(offersBlockedBy({ ...anonymousOnHome, loggedIn: true })).toBe('logged-in');
    expect(eligibleOffer({ ...anonymousOnHome, loggedIn: true }, both)).toBeNull();
    expect(eligibleOffer({ ...anonymousOnHome, gateAnswered: false }, both)).toBeNull();
    expect(eligibleOffer({ ...anonymousOnHome, consentAnswered: false }, both)).toBeNull();
  });

  test('home, category, product and content pages only: never cart, checkout, account, login, registration', () => {
    for (const page of ['home', 'category', 'product', 'content-page', 'article'] as PageKey[])
      expect(eligibleOffer({ ...anonymousOnHome, page }, both), page).toBe(WELCOME_OFFER_ID);
    const never: PageKey[] = [
      'cart',
      'checkout-delivery',
      'checkout-shipping',
      'checkout-finished',
      'checkout-import',
      'payment-callback',
      'login',
      'register',
      'forgotten-password',
      'reset-password',
      'user-dashboard',
      'user-settings',
      'user-orders',
      'order-status',
      'activate',
      'error',
    ] as PageKey[];
    for (const page of never) expect(eligibleOffer({ ...anonymousOnHome, page }, both), page).toBeNull();
    expect(eligibleOffer({ ...anonymousOnHome, page: null }, both)).toBeNull();
  });

  test('content routes show offers, except the service pages among them (complaint, returns, size table)', () => {
    for (const route of ['shopping-guide', 'curatedGuidePage-slug', 'all-about-purchase', 'all'])
      expect(eligibleOffer({ ...anonymousOnHome, page: 'content-page', route }, both), route).toBe(WELCOME_OFFER_ID);
    for (const route of ['complaint', 'return-of-goods', 'size-table'])
      expect(eligibleOffer({ ...anonymousOnHome, page: 'content-page', route }, both), route).toBeNull();
    // The route policy behind it: the content routes without offers are exactly these three.
    const contentRoutes = ROUTES.filter((r) => r.page === 'content-page');
    expect(contentRoutes.filter((r) => !OFFER_ROUTES.has(r.name)).map((r) => r.name)).toEqual([
      'complaint',
      'size-table',
      'return-of-goods',
    ]);
  });

  test('closing is remembered per modal id; the discount code comes after the welcome offer; subscribing ends both', () => {
    expect(eligibleOffer({ ...anonymousOnHome, closed: ['age-18', WELCOME_OFFER_ID] }, both)).toBe(
      DISCOUNT_CODE_OFFER_ID,
    );
    expect(eligibleOffer(anonymousOnHome, { ...both, welcomeCampaign: false })).toBe(DISCOUNT_CODE_OFFER_ID);
    expect(
      eligibleOffer({ ...anonymousOnHome, closed: ['age-18', WELCOME_OFFER_ID, DISCOUNT_CODE_OFFER_ID] }, both),
    ).toBeNull();
    expect(eligibleOffer({ ...anonymousOnHome, closed: ['age-18', SUBSCRIBED_ID] }, both)).toBeNull();
    expect(eligibleOffer(anonymousOnHome, { welcomeCampaign: false, discountCode: null })).toBeNull();
  });

  test("the discount code's helpful moment: goods below the threshold, or leaving intent", () => {
    expect(discountCodeMoment({ cartTotal: 25, cartPieces: 1, exitIntent: false }, 40)).toBe(true);
    expect(discountCodeMoment({ cartTotal: 45, cartPieces: 1, exitIntent: false }, 40)).toBe(false);
    expect(discountCodeMoment({ cartTotal: 0, cartPieces: 0, exitIntent: false }, 40)).toBe(false);
    expect(discountCodeMoment({ cartTotal: null, cartPieces: 0, exitIntent: false }, 40)).toBe(false);
    expect(discountCodeMoment({ cartTotal: 45, cartPieces: 2, exitIntent: true }, 40)).toBe(true);
  });

  test('a focused field means the shopper is typing', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
