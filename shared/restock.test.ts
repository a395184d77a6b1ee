import { describe, expect, it } from 'vitest';
import { nextRestock } from './restock';

const entry = (date_of_storage: string, amount: number) => ({ date_of_storage, amount, embeddedUuid: 'x' });

describe('nextRestock', () => {
  it('is the earliest announced day from today on', () => {
    expect(nextRestock([entry('2026-12-11', 5), entry('2026-12-03', 20)], '2026-11-27')).toEqual({
      day: '2026-12-03',
      amount: 20,
    });
  });

  it('counts today and skips days already past', () => {
    expect(nextRestock([entry('2026-11-26', 9), entry('2026-11-27', 3)], '2026-11-27')).toEqual({
      day: '2026-11-27',
      amount: 3,
    });
    expect(nextRestock([entry('2026-11-26', 9)], '2026-11-27')).toBeNull();
  });

  it('reads a date with a time as its day', () => {
    expect(nextRestock([entry('2026-12-03T00:00:00+01:00', 4)], '2026-11-27')).toEqual({
      day: '2026-12-03',
      amount: 4,
    });
  });

  it('skips nothing-to-announce and malformed entries', () => {
    expect(nextRestock(undefined, '2026-11-27')).toBeNull();
    expect(nextRestock([], '2026-11-27')).toBeNull();
    expect(nextRestock([entry('2026-12-03', 0)], '2026-11-27')).toBeNull();
    expect(nextRestock([entry('2026-12-03', -2)], '2026-11-27')).toBeNull();
    expect(nextRestock([entry('3. 12. 2026', 5)], '2026-11-27')).toBeNull();
    expect(nextRestock([entry('2026-13-45', 5)], '2026-11-27')).toBeNull();
  });
});
