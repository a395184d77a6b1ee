import { describe, expect, it } from 'vitest';
import type { LimitedOffer } from './contracts/content';
import { countdownParts, liveLimitedOffer, nextOfferChange } from './limited-offers';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const offer = (over: Partial<LimitedOffer> = {}): LimitedOffer => ({
  _id: 'o',
  type: 'countdown',
  title: 'Ponuka dňa',
  active: true,
  offer_datetime_from: '2026-11-26T00:00:00Z',
  offer_datetime: '2026-11-29T00:00:00Z',
  text_button: 'Chcem to',
  domain_enabled: ['sk', 'cz'],
  product: { product_id: 1 },
  ...over,
});

describe('liveLimitedOffer', () => {
  it('shows a switched-on offer of this site inside its window', () => {
    expect(liveLimitedOffer([offer()], 'sk', NOW)?._id).toBe('o');
    expect(liveLimitedOffer([offer()], 'cz', NOW)?._id).toBe('o');
  });

  it('keeps offers of other sites, switched off or with an empty site list away', () => {
    expect(liveLimitedOffer([offer({ domain_enabled: ['cz'] })], 'sk', NOW)).toBeNull();
    expect(liveLimitedOffer([offer({ domain_enabled: [] })], 'sk', NOW)).toBeNull();
    expect(liveLimitedOffer([offer({ active: false })], 'sk', NOW)).toBeNull();
  });

  it('starts at its start and is over at its end', () => {
    const start = Date.parse('2026-11-26T00:00:00Z');
    const end = Date.parse('2026-11-29T00:00:00Z');
    expect(liveLimitedOffer([offer()], 'sk', start - 1)).toBeNull();
    expect(liveLimitedOffer([offer()], 'sk', start)?._id).toBe('o');
    expect(liveLimitedOffer([offer()], 'sk', end - 1)?._id).toBe('o');
    expect(liveLimitedOffer([offer()], 'sk', end)).toBeNull();
  });

  it('without a start runs at once, without an end until switched off; an unreadable date keeps it off', () => {
    expect(liveLimitedOffer([offer({ offer_datetime_from: null })], 'sk', NOW)?._id).toBe('o');
    expect(liveLimitedOffer([offer({ offer_datetime: null })], 'sk', NOW + 1e12)?._id).toBe('o');
    expect(liveLimitedOffer([offer({ offer_datetime: 'tomorrow' })], 'sk', NOW)).toBeNull();
  });

  it('takes the first live one', () => {
    const first = offer({ _id: 'a', active: false });
    expect(liveLimitedOffer([first, offer({ _id: 'b' }), offer({ _id: 'c' })], 'sk', NOW)?._id).toBe('b');
  });
});

describe('countdownParts', () => {
  it('splits the time left into days and a clock', () => {
    expect(countdownParts((((1 * 24 + 4) * 60 + 5) * 60 + 9) * 1000 + 999)).toEqual({ days: 1, clock: '04:05:09' });
    expect(countdownParts(59_000)).toEqual({ days: 0, clock: '00:00:59' });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('nextOfferChange', () => {
  it("is this site's next start or end after now", () => {
    const later = offer({
      _id: 'l',
      offer_datetime_from: '2026-11-28T00:00:00Z',
      offer_datetime: '2026-11-30T00:00:00Z',
    });
    expect(nextOfferChange([offer(), later], 'sk', NOW)).toBe(Date.parse('2026-11-28T00:00:00Z'));
    expect(nextOfferChange([offer()], 'sk', NOW)).toBe(Date.parse('2026-11-29T00:00:00Z'));
  });

  it("ignores other sites' and switched-off offers, and moments already past", () => {
    expect(nextOfferChange([offer({ domain_enabled: ['cz'] })], 'sk', NOW)).toBeNull();
    expect(nextOfferChange([offer({ active: false })], 'sk', NOW)).toBeNull();
    expect(nextOfferChange([offer()], 'sk', Date.parse('2026-11-29T00:00:00Z'))).toBeNull();
    expect(nextOfferChange([offer({ offer_datetime: null })], 'sk', NOW)).toBeNull();
  });
});
