import { describe, expect, test } from 'vitest';
import { priorPrice, startOfShopDay } from './prior-price';

const DAY = 86_400_000;
const NOW = new Date('2026-12-02T12:00:00Z');
const daysAgo = (n: number, hour = 12) => new Date(Date.UTC(2026, 11, 2 - n, hour)).toISOString();

describe('prior price (the lowest of the 30 days before the reduction began)', () => {
  test('a reduction that began 10 days ago: the price before it, over the 30 days before that day', () => {
    const history = [
      { at: daysAgo(200), price: 29.9 },
      { at: daysAgo(10), price: 19.9 },
    ];
    expect(priorPrice(history, NOW)).toEqual({ price: 29.9, reductionSince: daysAgo(10) });
  });

  test('several changes: the lowest price in force in the window counts, also one in force when it opened', () => {
    const history = [
      { at: daysAgo(90), price: 34.9 },
      { at: daysAgo(45), price: 27.9 }, // in force when the window (40 days ago .. 10 days ago) opened
      { at: daysAgo(30), price: 31.9 },
      { at: daysAgo(20), price: 32.9 },
      { at: daysAgo(10), price: 24.9 },
    ];
    expect(priorPrice(history, NOW)?.price).toBe(27.9);
    // A price that ended before the window opened does not count.
    const older = [
      { at: daysAgo(90), price: 9.9 },
      { at: daysAgo(50), price: 31.9 },
      { at: daysAgo(10), price: 24.9 },
    ];
    expect(priorPrice(older, NOW)?.price).toBe(31.9);
  });

  test('history in any order; equal consecutive prices are one price', () => {
    const history = [
      { at: daysAgo(3), price: 15 },
      { at: daysAgo(100), price: 20 },
      { at: daysAgo(60), price: 20 },
    ];
    expect(priorPrice(history, NOW)).toEqual({ price: 20, reductionSince: daysAgo(3) });
  });

  test('a new product (one price only) has no prior price, and so no reduction', () => {
    expect(priorPrice([{ at: daysAgo(5), price: 19.9 }], NOW)).toBeNull();
    expect(priorPrice([], NOW)).toBeNull();
  });

  test('a product on sale for less than 30 days counts the prices it had', () => {
    const history = [
      { at: daysAgo(12), price: 40 },
      { at: daysAgo(2), price: 30 },
    ];
    expect(priorPrice(history, NOW)?.price).toBe(40);
  });

  test('a price raised and then cut back is no reduction; cut below the old price, the old price is prior', () => {
    const raised = [
      { at: daysAgo(100), price: 19.9 },
      { at: daysAgo(7), price: 29.9 },
      { at: daysAgo(1), price: 19.9 },
    ];
    expect(priorPrice(raised, NOW)).toBeNull();
    const cutBelow = [...raised.slice(0, 2), { at: daysAgo(1), price: 14.9 }];
    expect(priorPrice(cutBelow, NOW)?.price).toBe(19.9);
  });

  test('a price raised (not cut) is no reduction', () => {
    expect(
      priorPrice(
        [
          { at: daysAgo(100), price: 19.9 },
          { at: daysAgo(2), price: 24.9 },
        ],
        NOW,
      ),
    ).toBeNull();
  });

  test('a second cut is its own reduction: the first reduced price is in its window', () => {
    const history = [
      { at: daysAgo(100), price: 30 },
      { at: daysAgo(10), price: 20 },
      { at: daysAgo(3), price: 15 },
    ];
    expect(priorPrice(history, NOW)).toEqual({ price: 20, reductionSince: daysAgo(3) });
  });

  test('a change scheduled after now does not count yet', () => {
    const history = [
      { at: daysAgo(100), price: 30 },
      { at: daysAgo(10), price: 20 },
      { at: new Date(NOW.getTime() + DAY).toISOString(), price: 10 },
    ];
    expect(priorPrice(history, NOW)).toEqual({ price: 30, reductionSince: daysAgo(10) });
  });

  test('each currency is its own history (the store keeps one per variant and currency)', () => {
    const eur = [
      { at: daysAgo(100), price: 29.9 },
      { at: daysAgo(10), price: 19.9 },
    ];
    const czk = [
      { at: daysAgo(100), price: 749 },
      { at: daysAgo(25), price: 699 },
      { at: daysAgo(10), price: 499 },
    ];
    expect(priorPrice(eur, NOW)?.price).toBe(29.9);
    expect(priorPrice(czk, NOW)?.price).toBe(699);
  });

  test("the 30 days are the shop's calendar days (Europe/Bratislava, Europe/Prague), not UTC days", () => {
    // Cut at 00:30 on 1 Nov in the shop (23:30 UTC on 31 Oct): its window opens at midnight of 2 Oct
    // there (22:00 UTC on 1 Oct, summer time). A price that ended at 23:30 local on 1 Oct is outside it;
    // counted in UTC days (cut on 31 Oct, window from 00:00 UTC on 1 Oct) it would be inside.
    const lateCut = [
      { at: '2026-09-01T08:00:00Z', price: 10 },
      { at: '2026-10-01T21:30:00Z', price: 30 },
      { at: '2026-10-31T23:30:00Z', price: 8 },
    ];
    for (const zone of ['Europe/Bratislava', 'Europe/Prague'])
      expect(priorPrice(lateCut, NOW, zone)).toEqual({ price: 30, reductionSince: '2026-10-31T23:30:00.000Z' });
    expect(priorPrice(lateCut, NOW, 'UTC')?.price).toBe(10);
    // Cut at noon on 31 Oct: the window opens at midnight of 1 Oct in the shop (22:00 UTC on 30 Sep), so a
    // price in force until 23:00 UTC on 30 Sep (01:00 local on 1 Oct) counts; in UTC days it would not.
    const noonCut = [
      { at: '2026-09-01T08:00:00Z', price: 10 },
      { at: '2026-09-30T23:00:00Z', price: 30 },
      { at: '2026-10-31T12:00:00Z', price: 8 },
    ];
    for (const zone of ['Europe/Bratislava', 'Europe/Prague']) expect(priorPrice(noonCut, NOW, zone)?.price).toBe(10);
    expect(priorPrice(noonCut, NOW, 'UTC')?.price).toBe(30);
    // The shop's zone is the default.
    expect(priorPrice(lateCut, NOW)?.price).toBe(30);
  });

  test('the window start is local midnight across the change from summer to winter time', () => {
    // 25 Oct 2026 ends summer time. Midnight of 2 Oct (CEST) is 22:00 UTC on 1 Oct; of 1 Nov (CET) 23:00 UTC.
    expect(new Date(startOfShopDay(Date.parse('2026-11-01T10:00:00Z'), 30, 'Europe/Prague')).toISOString()).toBe(
      '2026-10-01T22:00:00.000Z',
    );
    expect(new Date(startOfShopDay(Date.parse('2026-11-01T10:00:00Z'), 0, 'Europe/Prague')).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
  });
});
