import { describe, expect, test } from 'vitest';
import { COMPARE_LIMIT, parseComparedIds, toggleComparedId } from './compared-products';

describe('compared product ids (SPEC 9 persisted state)', () => {
  test('a stored list of ids reads back as it was', () => {
    expect(parseComparedIds('[3,1,7]')).toEqual([3, 1, 7]);
  });

  test.each([
    ['nothing stored', null],
    ['empty', ''],
    ['not JSON', '[1,2'],
    ['not a list', '{"ids":[1]}'],
    ['a string id', '[1,"2"]'],
    ['a fraction', '[1.5]'],
    ['zero', '[0]'],
    ['a negative id', '[-4]'],
    ['more than four', '[1,2,3,4,5]'],
    ['null', 'null'],
  ])('%s reads as an empty list', (_, raw) => {
    expect(parseComparedIds(raw)).toEqual([]);
  });

  test('a duplicate id is kept once', () => {
    expect(parseComparedIds('[2,2,5]')).toEqual([2, 5]);
  });

  test('toggling adds an id at the end, and removes it when it is there', () => {
    expect(toggleComparedId([4], 9)).toEqual({ ids: [4, 9], full: false });
    expect(toggleComparedId([4, 9], 4)).toEqual({ ids: [9], full: false });
  });

  test('a fifth product is refused and the four stay', () => {
    const four = [1, 2, 3, 4];
    expect(four).toHaveLength(COMPARE_LIMIT);
    expect(toggleComparedId(four, 5)).toEqual({ ids: four, full: true });
    // Removing one of the four still works when the list is full.
    expect(toggleComparedId(four, 2)).toEqual({ ids: [1, 3, 4], full: false });
  });
});
