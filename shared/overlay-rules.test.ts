import { describe, expect, test } from 'vitest';
import {
  type Box,
  boxesOverlap,
  clearPlacement,
  type OfferPlacement,
  overlayOnTop,
  type OverlaySituation,
} from './overlay-rules';

const answered: OverlaySituation = { gateAnswered: true, consentAnswered: true, wanted: [], busy: null };

describe('overlay rules: one overlay at a time, in one order', () => {
  test('the 18+ gate first, whatever else wants the screen', () => {
    expect(overlayOnTop({ ...answered, gateAnswered: false, consentAnswered: false })).toBe('age-gate');
    expect(overlayOnTop({ ...answered, gateAnswered: false, wanted: ['language-banner', 'offer'] })).toBe('age-gate');
  });

  test('then the cookie banner, before the language banner and the offers', () => {
    expect(overlayOnTop({ ...answered, consentAnswered: false, wanted: ['offer', 'language-banner'] })).toBe(
      'cookie-consent',
    );
  });

  test('then the language banner before an offer, whichever asked first', () => {
    expect(overlayOnTop({ ...answered, wanted: ['offer', 'language-banner'] })).toBe('language-banner');
    expect(overlayOnTop({ ...answered, wanted: ['offer'] })).toBe('offer');
    expect(overlayOnTop(answered)).toBeNull();
  });

  test('the optional overlays wait while the page is busy (or not looked at yet); the answers the shop needs do not', () => {
    for (const busy of ['typing', 'dialog', 'drawer', 'guarded', undefined] as const) {
      expect(overlayOnTop({ ...answered, wanted: ['language-banner', 'offer'], busy })).toBeNull();
      expect(overlayOnTop({ ...answered, gateAnswered: false, busy })).toBe('age-gate');
      expect(overlayOnTop({ ...answered, consentAnswered: false, busy })).toBe('cookie-consent');
    }
  });
});

describe('offer placement: never over the primary call to action', () => {
  // A 1280×800 desktop: the card is 400×260 in a bottom corner or at the top right.
  const card: Record<OfferPlacement, Box> = {
    end: { left: 856, top: 516, right: 1256, bottom: 776 },
    start: { left: 24, top: 516, right: 424, bottom: 776 },
    top: { left: 856, top: 24, right: 1256, bottom: 284 },
  };
  const boxOf = (placement: OfferPlacement) => card[placement];

  test('its usual corner when nothing there is to keep clear', () => {
    expect(clearPlacement(boxOf, [])).toBe('end');
    expect(clearPlacement(boxOf, [{ left: 900, top: 300, right: 1200, bottom: 350 }])).toBe('end');
  });

  test('the other corner when the add-to-cart is under the usual one, the top when under both', () => {
    expect(clearPlacement(boxOf, [{ left: 880, top: 560, right: 1240, bottom: 608 }])).toBe('start');
    expect(clearPlacement(boxOf, [{ left: 300, top: 600, right: 1000, bottom: 650 }])).toBe('top');
  });

  test('out of sight when every place would cover it', () => {
    expect(clearPlacement(boxOf, [{ left: 0, top: 0, right: 1280, bottom: 800 }])).toBeNull();
  });

  test('boxes that only touch do not overlap', () => {
    const a = { left: 0, top: 0, right: 10, bottom: 10 };
    expect(boxesOverlap(a, { left: 10, top: 0, right: 20, bottom: 10 })).toBe(false);
    expect(boxesOverlap(a, { left: 9, top: 9, right: 20, bottom: 20 })).toBe(true);
  });
});
