import { describe, expect, test } from 'vitest';
import { BLOCKED_WAREHOUSE_ID, piecesInStock } from './warehouse-stock';

describe('pieces in stock for the business variant table (SPEC 6, SPEC 9 blocked warehouse)', () => {
  test('the blocked warehouse is SPEC 9 id 9', () => {
    expect(BLOCKED_WAREHOUSE_ID).toBe(9);
  });

  test('sums the real warehouses and leaves out the blocked one', () => {
    const warehouses = [
      { id: 1, stock: 4, virtual: false },
      { id: 2, stock: 3, virtual: false },
      { id: 9, stock: 7, virtual: false },
    ];
    expect(piecesInStock(warehouses)).toBe(7);
  });

  test('a virtual (supplier) warehouse holds no pieces in the shop', () => {
    expect(
      piecesInStock([
        { id: 1, stock: 2, virtual: false },
        { id: 10, stock: 40, virtual: true },
      ]),
    ).toBe(2);
  });

  test('negative, missing or broken stock counts as none; no warehouses is none', () => {
    expect(
      piecesInStock([
        { id: 1, stock: -5, virtual: false },
        { id: 2, virtual: false },
        { id: 3, stock: null },
        { id: 4, stock: Number.NaN },
        { id: 5, stock: 6 },
      ]),
    ).toBe(6);
    expect(piecesInStock([])).toBe(0);
    expect(piecesInStock(undefined)).toBe(0);
    expect(piecesInStock([{ id: 9, stock: 12, virtual: false }])).toBe(0);
  });
});
