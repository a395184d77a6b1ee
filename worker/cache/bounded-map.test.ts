import { describe, expect, test } from 'vitest';
import { BoundedMap, isolateHoldings } from './bounded-map';

describe('BoundedMap: what an isolate keeps between requests', () => {
  test('past the entry bound the least recently used entry goes first; `use` refreshes, `get` does not', () => {
    const map = new BoundedMap<string, number>('test.entries', 3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.use('a')).toBe(1); // a is now the most recent
    expect(map.get('b')).toBe(2); // a plain look-up: b stays the oldest
    map.set('d', 4);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    expect(map.size).toBe(3);
  });

  test('past the weight bound entries go until the total fits, and the total follows every change', () => {
    const map = new BoundedMap<string, string>('test.weight', 100, { maxWeight: 10, weigh: (v) => v.length });
    map.set('a', 'xxxx');
    map.set('b', 'yyyy');
    expect(map.weight).toBe(8);
    map.set('a', 'zz'); // replacing counts the new value only, and makes a the most recent
    expect(map.weight).toBe(6);
    map.set('c', 'wwwwww'); // 12 > 10: b (oldest) goes, then 8 fits
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.weight).toBe(8);
    map.delete('c');
    expect(map.weight).toBe(2);
    map.clear((key) => key === 'a');
    expect(map.size).toBe(0);
    expect(map.weight).toBe(0);
  });

  test('a value heavier than the bound alone is not kept', () => {
    const map = new BoundedMap<string, string>('test.heavy', 10, { maxWeight: 3, weigh: (v) => v.length });
    map.set('big', 'xxxx');
    expect(map.has('big')).toBe(false);
    expect(map.weight).toBe(0);
  });

  test('every map is listed with its bounds for ops', () => {
    const map = new BoundedMap<string, string>('test.listed', 7, { maxWeight: 50, weigh: (v) => v.length });
    map.set('k', 'abc');
    expect(isolateHoldings()).toContainEqual({
      name: 'test.listed',
      entries: 1,
      maxEntries: 7,
      weight: 3,
      maxWeight: 50,
    });
    expect(isolateHoldings().find((h) => h.name === 'test.entries')).not.toHaveProperty('maxWeight');
  });
});
