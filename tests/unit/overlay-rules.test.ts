import { describe, expect, test } from 'vitest';
import { overlayOnTop, type OverlaySituation } from '../../shared/overlay-rules';

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
