import { describe, expect, test } from 'vitest';
import { withdrawalPeriod } from './withdrawal-period';

/** Paris wall-clock time → Date (CET +01:00 in winter). */
const paris = (local: string) => new Date(`${local}+01:00`);
const placed = '2026-11-02T09:00:00.000Z';

describe('the 14-day withdrawal period', () => {
  test('runs 14 days from the delivery day: the 14th day is still in, the 15th is not', () => {
    const order = { status: 'delivered', createdAt: placed, deliveredAt: '2026-11-10' } as const;
    expect(withdrawalPeriod(order, paris('2026-11-24T23:59:00'))).toEqual({
      kind: 'open',
      startsOn: '2026-11-10',
      endsOn: '2026-11-24',
    });
    expect(withdrawalPeriod(order, paris('2026-11-25T00:00:00'))).toEqual({
      kind: 'ended',
      startsOn: '2026-11-10',
      endsOn: '2026-11-24',
    });
  });

  test("a delivery date-time counts in the shop's day, not UTC's", () => {
    // 23:30 UTC on the 9th is already the 10th in Bratislava / Prague.
    const order = { status: 'delivered', createdAt: placed, deliveredAt: '2026-11-09T23:30:00Z' } as const;
    expect(withdrawalPeriod(order, paris('2026-11-20T12:00:00'))).toMatchObject({ startsOn: '2026-11-10' });
  });

  test('an order not delivered yet is open with no last day, however old', () => {
    for (const status of ['new', 'processing', 'shipped'] as const)
      expect(withdrawalPeriod({ status, createdAt: placed, deliveredAt: null }, paris('2027-06-01T10:00:00'))).toEqual({
        kind: 'open',
        startsOn: null,
        endsOn: null,
      });
  });

  test('delivered with no delivery date: counted from the day it was placed', () => {
    const order = { status: 'delivered', createdAt: placed, deliveredAt: null } as const;
    expect(withdrawalPeriod(order, paris('2026-11-16T10:00:00'))).toMatchObject({ kind: 'open', endsOn: '2026-11-16' });
    expect(withdrawalPeriod(order, paris('2026-11-17T10:00:00'))).toMatchObject({ kind: 'ended' });
  });

  test('the period crosses a month and a year end', () => {
    const order = { status: 'delivered', createdAt: placed, deliveredAt: '2026-12-25' } as const;
    expect(withdrawalPeriod(order, paris('2027-01-08T10:00:00'))).toMatchObject({ kind: 'open', endsOn: '2027-01-08' });
  });

  test('a cancelled order has nothing to withdraw from; an unreadable date never ends the right', () => {
    expect(withdrawalPeriod({ status: 'cancelled', createdAt: placed, deliveredAt: null }, new Date())).toEqual({
      kind: 'cancelled',
    });
    expect(
      withdrawalPeriod(
        { status: 'delivered', createdAt: placed, deliveredAt: 'yesterday' },
        paris('2030-01-01T00:00:00'),
      ),
    ).toEqual({ kind: 'open', startsOn: null, endsOn: null });
  });
});
