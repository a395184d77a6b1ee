import { describe, expect, test } from 'vitest';
import {
  allowedPayments,
  offeredConsents,
  listedShippers,
  reconcileChoices,
  reconcileGifts,
  selectShipper,
  type MethodChoices,
} from './checkout-choices';

const shippers = [
  { id: 1, type: 'PERSONAL', hidden: true, hasBranches: true, blockedPayments: [3] },
  { id: 2, type: 'COURIER', blockedPayments: [4] },
  { id: 3, type: 'PICKUP_POINT', hasBranches: true, blockedPayments: [4] },
  { id: 4, type: 'COURIER', blockedPayments: [1, 4] },
  { id: 5, type: 'COURIER', hasDeliveryTimes: true, blockedPayments: [3, 4] },
];
const payments = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const none: MethodChoices = { shipper: '', shipperBranch: '', payment: '', deliveryTimeSlot: '' };

describe('shipping and payment choices', () => {
  test('personal pickup is hidden from the list', () => {
    expect(listedShippers(shippers).map((s) => s.id)).toEqual([2, 3, 4, 5]);
  });
  test('payments are filtered by the shipper', () => {
    expect(allowedPayments(payments, shippers[3]).map((p) => p.id)).toEqual([2, 3]);
    expect(allowedPayments(payments, undefined)).toHaveLength(4);
  });
  test('another shipper clears the branch and slot and a payment it blocks', () => {
    const r = selectShipper({ shipper: '3', shipperBranch: '17', payment: '1', deliveryTimeSlot: '' }, shippers[3]!);
    expect(r.choices).toEqual({ shipper: '4', shipperBranch: '', payment: '', deliveryTimeSlot: '' });
    expect(r.paymentCleared).toBe(true);
    const keep = selectShipper({ shipper: '3', shipperBranch: '17', payment: '2', deliveryTimeSlot: '' }, shippers[1]!);
    expect(keep.choices.payment).toBe('2');
    expect(keep.paymentCleared).toBe(false);
  });
  test('re-selecting the same shipper keeps its branch', () => {
    expect(selectShipper({ ...none, shipper: '3', shipperBranch: '17' }, shippers[2]!).choices.shipperBranch).toBe(
      '17',
    );
  });
  test('choices no longer offered are cleared', () => {
    const gone = reconcileChoices(
      { shipper: '9', shipperBranch: '1', payment: '7', deliveryTimeSlot: 'x' },
      shippers,
      payments,
    );
    expect(gone.choices).toEqual(none);
    expect(gone.change).toEqual({ shipperCleared: true, paymentCleared: true });
    const hiddenPersonal = reconcileChoices({ ...none, shipper: '1' }, shippers, payments);
    expect(hiddenPersonal.choices.shipper).toBe('');
    const blocked = reconcileChoices({ ...none, shipper: '5', payment: '3' }, shippers, payments);
    expect(blocked.choices).toEqual({ ...none, shipper: '5' });
    const fine = reconcileChoices(
      { shipper: '3', shipperBranch: '4', payment: '2', deliveryTimeSlot: '' },
      shippers,
      payments,
    );
    expect(fine.change).toEqual({ shipperCleared: false, paymentCleared: false });
  });
  test('gifts: unavailable or above the discount-limit price are removed', () => {
    const gifts = [
      { id: 1, price_from: 30, availability: { isAvailable: true } },
      { id: 2, price_from: 80, availability: { isAvailable: true } },
      { id: 3, price_from: 10, availability: { isAvailable: false } },
    ];
    expect(reconcileGifts([1, 2, 3, 4], gifts, 50)).toEqual([1]);
    expect(reconcileGifts([1, 2], gifts, 80)).toEqual([1, 2]);
    expect(reconcileGifts([1], gifts, 29.99)).toEqual([]);
  });
});

describe('consents offered at checkout', () => {
  test('Zboží.cz (a Czech price-comparison site) is asked on the Czech site only; Heureka on both', () => {
    expect(offeredConsents('cz')).toContain('zboziczAllow');
    expect(offeredConsents('sk')).not.toContain('zboziczAllow');
    expect(offeredConsents('sk')).toEqual([
      'newsletter',
      'heurekaAllow',
      'magazine',
      'phoneNotification',
      'cardRequest',
    ]);
  });
});
